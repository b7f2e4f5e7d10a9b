import type { AdminRentalDetail } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { WithDates } from '../lib/date-fields';
import { backOfficeKeys } from './query-keys';

/** The rental as the page holds it: createdDate and updatedDate are Dates. */
export type AdminRentalDetailView = WithDates<AdminRentalDetail>;

/** A rental whole: the customer's profile and documents, payments, contract evidence and history. */
export function getAdminRental(rentId: string, signal?: AbortSignal) {
  return api.get<AdminRentalDetail>(`admin/rentals/${encodeURIComponent(rentId)}`, { signal });
}

export function adminRentalQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: backOfficeKeys.rentals.detail(rentId),
    queryFn: ({ signal }) => getAdminRental(rentId, signal),
    staleTime: 0,
  });
}

export function useAdminRental(rentId: string) {
  return useQuery(adminRentalQueryOptions(rentId));
}
