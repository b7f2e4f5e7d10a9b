import type { Rental } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import type { WithDates } from '../date-fields';
import { queryKeys } from '../query-keys';
import { followInterval } from './follow-interval';

/** A rental as the app holds it: createdDate and updatedDate are Dates. */
export type RentalView = WithDates<Rental>;

export function getRental(rentId: string, signal?: AbortSignal) {
  return api.get<Rental>(`rentals/${encodeURIComponent(rentId)}`, { signal });
}

export function rentalQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: queryKeys.rentals.detail(rentId),
    queryFn: ({ signal }) => getRental(rentId, signal),
  });
}

export function useRental(rentId: string | null) {
  return useQuery({ ...rentalQueryOptions(rentId ?? ''), enabled: Boolean(rentId) });
}

/**
 * The rental, read again while it waits for something that happens elsewhere (the bank's confirmation,
 * the approval) so the screen moves on by itself. TanStack Query pauses the interval while the tab is
 * hidden and refreshes when it comes back.
 */
export function useFollowedRental(rentId: string) {
  return useQuery({
    ...rentalQueryOptions(rentId),
    refetchInterval: (query) => followInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
}
