import type { ApartmentSummary, Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export const APARTMENT_UNAVAILABLE = 'APARTMENT_UNAVAILABLE';

/** Sends the request: from now on the nights are held for the customer. */
export function submitRental(rentId: string) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/submit`);
}

/** The other free apartments of the same modality a 409 APARTMENT_UNAVAILABLE carries. */
export function unavailableAlternatives(error: unknown): ApartmentSummary[] | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== APARTMENT_UNAVAILABLE) return null;
  const body = error.body as { alternatives?: unknown };
  return Array.isArray(body.alternatives) ? (body.alternatives as ApartmentSummary[]) : [];
}

/**
 * A 409 saying the draft is no longer what the screen shows: edited in another tab while it was being
 * sent (RENTAL_CHANGED), or already sent (RENTAL_NOT_SUBMITTABLE).
 */
export function draftChangedElsewhere(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === 'RENTAL_CHANGED' || error.code === 'RENTAL_NOT_SUBMITTABLE')
  );
}

export function useSubmitRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRental,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // The review then shows the draft as it is now, next to the message.
    onError: (error, rentId) => {
      if (draftChangedElsewhere(error))
        void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId) });
    },
  });
}
