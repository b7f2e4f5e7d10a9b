import type { RentalListResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const RENTALS_PAGE_SIZE = 10;

/** The customer's rentals, newest first, one page at a time. */
export function getRentals(page: number, signal?: AbortSignal) {
  return api.get<RentalListResponse>('rentals', { query: { page, pageSize: RENTALS_PAGE_SIZE }, signal });
}

export function rentalsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.rentals.list(page),
    queryFn: ({ signal }) => getRentals(page, signal),
    staleTime: 0,
  });
}

export function useRentals(page: number) {
  return useQuery({ ...rentalsQueryOptions(page), placeholderData: keepPreviousData });
}
