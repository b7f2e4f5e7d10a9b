import type { Project } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getProject(projectId: string, signal?: AbortSignal) {
  return api.get<Project>(`projects/${encodeURIComponent(projectId)}`, { signal });
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}
