import type { Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { refreshAfterDecision } from './refresh-after-decision';

/** WAITING_APPROVAL → WAITING_FOR_SIGNATURE: the customer may sign, and the payment deadline starts. */
export function approveRental(rentId: string) {
  return api.post<Rental>(`admin/rentals/${encodeURIComponent(rentId)}/approve`);
}

export function useApproveRental(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveRental(rentId),
    onSuccess: () => refreshAfterDecision(queryClient),
    // 409: decided by someone else meanwhile (or the customer cancelled): show the rental as it is now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return refreshAfterDecision(queryClient);
    },
  });
}
