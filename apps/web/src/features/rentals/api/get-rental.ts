import type { Rental } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { WithDates } from '../../../lib/date-fields';
import { queryKeys } from '../../../lib/query-keys';

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
