import type { ReconciliationItem, SettleReconciliationRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Records how a person gave back money whose refund the provider refused for good. */
export function settleCase({ caseId, ...body }: SettleReconciliationRequest & { caseId: string }) {
  return api.post<ReconciliationItem>(`admin/reconciliation/${encodeURIComponent(caseId)}/settle`, body);
}

export function useSettleCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleCase,
    // The case, the payment it refunds (ledger, rental) and the dashboard's count of open cases.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.reconciliation.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard }),
      ]),
  });
}
