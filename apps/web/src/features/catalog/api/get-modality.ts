import type { ModalityWithProject } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getModality(projectId: string, modalityId: string, signal?: AbortSignal) {
  return api.get<ModalityWithProject>(
    `projects/${encodeURIComponent(projectId)}/modalities/${encodeURIComponent(modalityId)}`,
    { signal },
  );
}

export function modalityQueryOptions(projectId: string, modalityId: string) {
  return queryOptions({
    queryKey: queryKeys.projects.modality(projectId, modalityId),
    queryFn: ({ signal }) => getModality(projectId, modalityId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useModality(projectId: string | undefined, modalityId: string | undefined) {
  return useQuery({
    ...modalityQueryOptions(projectId ?? '', modalityId ?? ''),
    enabled: Boolean(projectId && modalityId),
  });
}
