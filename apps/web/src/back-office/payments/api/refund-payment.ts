import type { AdminPayment, RefundPaymentRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Records that a paid payment was given back, in whole (no amount) or `amountCents` of it. */
export function refundPayment({ paymentId, ...body }: RefundPaymentRequest & { paymentId: string }) {
  return api.post<AdminPayment>(`admin/payments/${encodeURIComponent(paymentId)}/refund`, body);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.all }),
      ]),
  });
}
