import type { GuestListResponse } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { frontDeskKeys } from './front-desk-keys';

function guestListPath(projectId: string) {
  return `admin/projects/${encodeURIComponent(projectId)}/guest-list`;
}

export function useGuestList(projectId: string | undefined, date: string) {
  return useQuery({
    queryKey: frontDeskKeys.guestList(projectId ?? '', date),
    queryFn: ({ signal }) =>
      api.get<GuestListResponse>(guestListPath(projectId ?? ''), { query: { date }, signal }),
    enabled: Boolean(projectId),
  });
}

/** The same list as the API's PDF (A4, to print at the entrance). */
export async function getGuestListPdf(projectId: string, date: string): Promise<Blob> {
  const blob = await api.get<Blob>(guestListPath(projectId), {
    query: { date },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return blob as unknown as Blob;
}
