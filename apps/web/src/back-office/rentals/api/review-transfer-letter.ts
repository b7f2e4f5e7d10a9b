import type { EarlyDeparture, TransferLetterDecision } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { refreshAfterDecision } from './refresh-after-decision';

/** Accepts the transfer letter (the fine given back) or refuses it with the reason the customer is told. */
export function reviewTransferLetter(rentId: string, body: TransferLetterDecision) {
  return api.post<EarlyDeparture>(`admin/rentals/${encodeURIComponent(rentId)}/transfer-letter/review`, body);
}

export function useReviewTransferLetter(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferLetterDecision) => reviewTransferLetter(rentId, body),
    onSuccess: () => refreshAfterDecision(queryClient),
    // Decided by someone else first: the rental is read again and shows that decision.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return refreshAfterDecision(queryClient);
    },
  });
}
