import type { AdminProjectListResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { useStaffAccess } from '@/back-office/use-staff-access';
import { api } from '@/lib/api';
import { projectsQueryOptions } from '@/lib/catalog/projects-query';

export interface ProjectOption {
  id: string;
  name: string;
}

export function getAdminProjects(signal?: AbortSignal) {
  return api.get<AdminProjectListResponse>('admin/projects', { signal });
}

export function adminProjectsQueryOptions() {
  return queryOptions({
    queryKey: backOfficeKeys.projects,
    queryFn: ({ signal }) => getAdminProjects(signal),
  });
}

const byName = (a: ProjectOption, b: ProjectOption) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * The projects a list can be filtered by. GET /api/admin/projects needs prices:read, which a member
 * reading rentals may lack (the Financeiro role): they get the same projects from the public
 * catalogue instead of a 403, which would make the app reload their permissions.
 */
export function useProjectOptions() {
  const mayReadPrices = useStaffAccess('prices', 'read');
  const admin = useQuery({
    ...adminProjectsQueryOptions(),
    enabled: mayReadPrices,
    select: (data) => data.items.map(({ id, name }) => ({ id, name })).sort(byName),
  });
  const catalogue = useQuery({
    ...projectsQueryOptions(),
    enabled: !mayReadPrices,
    select: (data) => data.items.map(({ id, name }) => ({ id, name })).sort(byName),
  });
  return mayReadPrices ? admin : catalogue;
}
