import type { OccupantsResponse } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Under the rental's key: a logout clears it with the rest of the user's data. */
export function occupantsQueryKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'occupants'] as const;
}

export function getOccupants(rentId: string, signal?: AbortSignal) {
  return api.get<OccupantsResponse>(`rentals/${encodeURIComponent(rentId)}/occupants`, { signal });
}

export function occupantsQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: occupantsQueryKey(rentId),
    queryFn: ({ signal }) => getOccupants(rentId, signal),
  });
}

export function useOccupants(rentId: string) {
  return useQuery(occupantsQueryOptions(rentId));
}
