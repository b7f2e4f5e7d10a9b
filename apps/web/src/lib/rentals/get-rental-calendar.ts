import { api } from '@/lib/api';

/** The stay as a calendar event (.ics: check-in 14:00, check-out 12:00, the address); once RENTED. */
export async function getRentalCalendar(rentId: string): Promise<Blob> {
  const blob = await api.get<Blob>(`rentals/${encodeURIComponent(rentId)}/calendar.ics`, {
    responseType: 'blob',
  });
  return blob as unknown as Blob;
}
