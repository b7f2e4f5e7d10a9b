import type { IsoDate, UnavailableDatesResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from '../query-keys';

/** Nights from `from` to `to` (both included) that the apartment already has taken. */
export function getUnavailableDates(apartmentId: string, from: IsoDate, to: IsoDate, signal?: AbortSignal) {
  return api.get<UnavailableDatesResponse>(
    `apartments/${encodeURIComponent(apartmentId)}/unavailable-dates`,
    {
      query: { from, to },
      signal,
    },
  );
}

export function unavailableDatesQueryOptions(apartmentId: string, from: IsoDate, to: IsoDate) {
  return queryOptions({
    queryKey: queryKeys.apartments.unavailableDates(apartmentId, from, to),
    queryFn: ({ signal }) => getUnavailableDates(apartmentId, from, to, signal),
    staleTime: 30_000,
  });
}

export function useUnavailableDates(
  apartmentId: string | null,
  window: { from: IsoDate; to: IsoDate } | null,
) {
  return useQuery({
    ...unavailableDatesQueryOptions(apartmentId ?? '', window?.from ?? '', window?.to ?? ''),
    enabled: Boolean(apartmentId && window),
    // Moving to the next month keeps the current marks until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
