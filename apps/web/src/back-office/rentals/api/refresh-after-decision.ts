import type { QueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';

/**
 * After an approval or a rejection (or a refusal because someone else decided first): the rentals
 * (this one, read again before the dialog closes, and the lists), the dashboard's counts and the
 * calendar's nights (a rejection frees them) are marked stale. Only queries on screen are fetched
 * again at once; the others when next shown.
 */
export async function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.all }),
    queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: backOfficeKeys.calendar.all }),
  ]);
}
