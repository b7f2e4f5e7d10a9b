import { useQuery } from '@tanstack/react-query';
import type { ProjectFilters } from '../../../lib/query-keys';
import { projectsQueryOptions } from './projects-query';

export function useProjects(filters: ProjectFilters = {}) {
  return useQuery(projectsQueryOptions(filters));
}
