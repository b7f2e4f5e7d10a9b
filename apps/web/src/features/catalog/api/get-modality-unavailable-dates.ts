import type { IsoDate, UnavailableDatesResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Nights from `from` to `to` (both included) on which no apartment of the modality is free. */
export function getModalityUnavailableDates(
  projectId: string,
  modalityId: string,
  from: IsoDate,
  to: IsoDate,
  signal?: AbortSignal,
) {
  return api.get<UnavailableDatesResponse>(
    `projects/${encodeURIComponent(projectId)}/modalities/${encodeURIComponent(modalityId)}/unavailable-dates`,
    { query: { from, to }, signal },
  );
}

export function modalityUnavailableDatesQueryOptions(
  projectId: string,
  modalityId: string,
  from: IsoDate,
  to: IsoDate,
) {
  return queryOptions({
    queryKey: queryKeys.projects.unavailableDates(projectId, modalityId, from, to),
    queryFn: ({ signal }) => getModalityUnavailableDates(projectId, modalityId, from, to, signal),
    staleTime: 30_000,
  });
}

/** Off (`window` null) once an apartment is chosen: the calendar then shows that apartment's nights. */
export function useModalityUnavailableDates(
  projectId: string,
  modalityId: string,
  window: { from: IsoDate; to: IsoDate } | null,
) {
  return useQuery({
    ...modalityUnavailableDatesQueryOptions(projectId, modalityId, window?.from ?? '', window?.to ?? ''),
    enabled: window !== null,
    // Moving to the next month keeps the current marks until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
