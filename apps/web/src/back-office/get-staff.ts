import type { StaffListResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { backOfficeKeys } from './query-keys';

/** Everyone with access to the back-office (and pending invitations), by name. */
export function getStaff(signal?: AbortSignal) {
  return api.get<StaffListResponse>('admin/staff', { signal });
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: backOfficeKeys.staff.all,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 0,
  });
}

export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled });
}
