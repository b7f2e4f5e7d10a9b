import type { ProjectHousekeeping } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Each apartment of the project with its housekeeping state and cleaning tasks. */
export function getHousekeeping(projectId: string, signal?: AbortSignal) {
  return api.get<ProjectHousekeeping>(`admin/projects/${encodeURIComponent(projectId)}/housekeeping`, {
    signal,
  });
}

export function useHousekeeping(projectId: string | undefined) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'housekeeping', projectId ?? ''],
    queryFn: ({ signal }) => getHousekeeping(projectId!, signal),
    enabled: Boolean(projectId),
    staleTime: 0,
    // The board is watched through a shift: a check-out at the front desk shows up without a reload.
    refetchInterval: 60_000,
  });
}
