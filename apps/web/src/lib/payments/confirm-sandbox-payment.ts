import type { Payment } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Sandbox only: the simulated bank pays the charge, through the same webhook as a real provider. */
export function confirmSandboxPayment(paymentId: string) {
  return api.post<Payment>(`payments/${encodeURIComponent(paymentId)}/sandbox/confirm`);
}

export function useConfirmSandboxPayment(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxPayment,
    // The rental moves on (RENTED, the access code): it is read again before the button stops.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
