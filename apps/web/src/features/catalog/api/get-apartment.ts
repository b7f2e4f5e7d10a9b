import type { ApartmentDetails } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** An apartment with its modality and project (the saved-selection screen starts from it). */
export function getApartment(apartmentId: string, signal?: AbortSignal) {
  return api.get<ApartmentDetails>(`apartments/${encodeURIComponent(apartmentId)}`, { signal });
}

export function apartmentQueryOptions(apartmentId: string) {
  return queryOptions({
    queryKey: queryKeys.apartments.detail(apartmentId),
    queryFn: ({ signal }) => getApartment(apartmentId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useApartment(apartmentId: string | undefined) {
  return useQuery({ ...apartmentQueryOptions(apartmentId ?? ''), enabled: Boolean(apartmentId) });
}
