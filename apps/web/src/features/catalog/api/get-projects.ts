import type { ProjectListResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type ProjectFilters, queryKeys } from '../../../lib/query-keys';

export function getProjects(filters: ProjectFilters = {}, signal?: AbortSignal) {
  return api.get<ProjectListResponse>('projects', { query: { ...filters }, signal });
}

export function projectsQueryOptions(filters: ProjectFilters = {}) {
  return queryOptions({
    queryKey: queryKeys.projects.list(filters),
    queryFn: ({ signal }) => getProjects(filters, signal),
  });
}

export function useProjects(filters: ProjectFilters = {}) {
  return useQuery(projectsQueryOptions(filters));
}
