import type { AdminPayment, ConfirmPaymentRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/**
 * 'Baixa manual': credits a pending payment through the same path as the bank's notification, so the
 * notification arriving later credits nothing twice.
 */
export function confirmPayment({ paymentId, note }: { paymentId: string; note?: string }) {
  const body: ConfirmPaymentRequest = note ? { note } : {};
  return api.post<AdminPayment>(`admin/payments/${encodeURIComponent(paymentId)}/confirm`, body);
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // The rental changes with it (RENTED): the ledger, its totals and the rentals are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard }),
      ]),
  });
}
