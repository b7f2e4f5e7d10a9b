import type { AdminRentalListResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { WithDates } from '../lib/date-fields';
import { backOfficeKeys } from './query-keys';
import type { RentalListQuery } from './rentals/rental-list-params';

/** A rental as the list holds it: createdDate and updatedDate are Dates. */
export type AdminRentalView = WithDates<AdminRentalListResponse['items'][number]>;

/** One page of every customer's rentals, with the filters and sort of the view. */
export function getAdminRentals(query: RentalListQuery, signal?: AbortSignal) {
  return api.get<AdminRentalListResponse>('admin/rentals', { query, signal });
}

export function adminRentalsQueryOptions(query: RentalListQuery) {
  return queryOptions({
    queryKey: backOfficeKeys.rentals.list(query),
    queryFn: ({ signal }) => getAdminRentals(query, signal),
    // A request comes in or is decided at any moment: a list opened again is asked again.
    staleTime: 0,
  });
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAdminRentals(query: RentalListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminRentalsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
