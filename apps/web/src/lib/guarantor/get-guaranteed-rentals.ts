import type { ListResponse, Rental } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from '../query-keys';

/** The leases the user answered for as fiador, as the fiador sees them (GET /api/guarantor/rentals). */
export function getGuaranteedRentals(signal?: AbortSignal) {
  return api.get<ListResponse<Rental>>('guarantor/rentals', { signal });
}

export function useGuaranteedRentals() {
  return useQuery({
    queryKey: queryKeys.rentals.guaranteed,
    queryFn: ({ signal }) => getGuaranteedRentals(signal),
  });
}
