import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '@/lib/catalog/projects-query';
import type { ProjectFilters } from '@/lib/query-keys';

export function useProjects(filters: ProjectFilters = {}) {
  return useQuery(projectsQueryOptions(filters));
}
