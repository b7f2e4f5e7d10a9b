import type { AdminProjectListResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Every project with its modalities' current prices (read from the database, never a stale copy). */
export function getAdminProjects(signal?: AbortSignal) {
  return api.get<AdminProjectListResponse>('admin/projects', { signal });
}

export function adminProjectsQueryOptions() {
  return queryOptions({
    queryKey: backOfficeKeys.projects,
    queryFn: ({ signal }) => getAdminProjects(signal),
  });
}

export function useAdminProjects() {
  return useQuery(adminProjectsQueryOptions());
}
