import type { FrontDeskResponse } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { frontDeskKeys } from './front-desk-keys';

export function getFrontDesk(projectId: string, date: string, signal?: AbortSignal) {
  return api.get<FrontDeskResponse>('admin/front-desk', { query: { projectId, date }, signal });
}

/** The day at the building; read again every minute, as guests arrive while the page is open. */
export function useFrontDesk(projectId: string | undefined, date: string) {
  return useQuery({
    queryKey: frontDeskKeys.day(projectId ?? '', date),
    queryFn: ({ signal }) => getFrontDesk(projectId ?? '', date, signal),
    enabled: Boolean(projectId),
    refetchInterval: 60_000,
  });
}
