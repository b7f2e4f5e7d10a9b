import type { StaffRoleListResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** The named roles and the permissions each grants; they change only with a new release. */
export function getStaffRoles(signal?: AbortSignal) {
  return api.get<StaffRoleListResponse>('admin/roles', { signal });
}

export function staffRolesQueryOptions() {
  return queryOptions({
    queryKey: backOfficeKeys.staff.roles,
    queryFn: ({ signal }) => getStaffRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStaffRoles() {
  return useQuery(staffRolesQueryOptions());
}
