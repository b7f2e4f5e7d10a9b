import type { ProjectCalendar } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Each apartment of the project with the rentals and blocks touching the nights `from`…`to` (included). */
export function getProjectCalendar(projectId: string, from: string, to: string, signal?: AbortSignal) {
  return api.get<ProjectCalendar>(`admin/projects/${encodeURIComponent(projectId)}/calendar`, {
    query: { from, to },
    signal,
  });
}

export function useProjectCalendar(projectId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: backOfficeKeys.calendar.project(projectId ?? '', from, to),
    queryFn: ({ signal }) => getProjectCalendar(projectId!, from, to, signal),
    enabled: Boolean(projectId),
    staleTime: 0,
    // Moving to another window keeps the grid on screen until the new nights arrive; another project
    // does not (its apartments are different).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === projectId ? previous : undefined,
  });
}
