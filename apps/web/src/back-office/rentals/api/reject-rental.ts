import type { RejectRentalRequest, Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { refreshAfterDecision } from './refresh-after-decision';

/** WAITING_APPROVAL → CANCELLED with the reason, which the customer receives by e-mail. */
export function rejectRental(rentId: string, body: RejectRentalRequest) {
  return api.post<Rental>(`admin/rentals/${encodeURIComponent(rentId)}/reject`, body);
}

export function useRejectRental(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectRentalRequest) => rejectRental(rentId, body),
    onSuccess: () => refreshAfterDecision(queryClient),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return refreshAfterDecision(queryClient);
    },
  });
}
