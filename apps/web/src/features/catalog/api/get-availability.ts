import type { AvailabilityResponse, DateInterval } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The modality's apartments free on every night of the interval. */
export function getAvailability(
  projectId: string,
  modalityId: string,
  interval: DateInterval,
  signal?: AbortSignal,
) {
  return api.get<AvailabilityResponse>(
    `projects/${encodeURIComponent(projectId)}/modalities/${encodeURIComponent(modalityId)}/availability`,
    { query: { start: interval.start, end: interval.end }, signal },
  );
}

export function availabilityQueryOptions(projectId: string, modalityId: string, interval: DateInterval) {
  return queryOptions({
    queryKey: queryKeys.projects.availability(projectId, modalityId, interval.start, interval.end),
    queryFn: ({ signal }) => getAvailability(projectId, modalityId, interval, signal),
    // Nights are taken all the time: always ask again when the screen comes back.
    staleTime: 0,
  });
}

export function useAvailability(
  projectId: string | undefined,
  modalityId: string | undefined,
  interval: DateInterval | null,
) {
  return useQuery({
    ...availabilityQueryOptions(projectId ?? '', modalityId ?? '', interval ?? { start: '', end: '' }),
    enabled: Boolean(projectId && modalityId && interval),
    placeholderData: keepPreviousData,
  });
}
