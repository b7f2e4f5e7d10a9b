import type { ProjectListResponse } from '@estadia/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { type ProjectFilters, queryKeys } from '../query-keys';

// Apart from useProjects (get-projects.ts) so /home's featured section can fetch the list without
// pulling the query hooks into the first visit.

export function getProjects(filters: ProjectFilters = {}, signal?: AbortSignal) {
  return api.get<ProjectListResponse>('projects', { query: { ...filters }, signal });
}

export function projectsQueryOptions(filters: ProjectFilters = {}) {
  return queryOptions({
    queryKey: queryKeys.projects.list(filters),
    queryFn: ({ signal }) => getProjects(filters, signal),
  });
}
