import type { DepositAcknowledgementRequest, DepositSettlement } from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Under the rental's key: a logout clears it with the rest of the user's data. */
function settlementKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'deposit-settlement'] as const;
}

export function useDepositSettlement(rentId: string) {
  return useQuery({
    queryKey: settlementKey(rentId),
    queryFn: ({ signal }) =>
      api.get<DepositSettlement>(`rentals/${encodeURIComponent(rentId)}/deposit-settlement`, { signal }),
  });
}

export function useAcknowledgeDepositSettlement(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositAcknowledgementRequest) =>
      api.post<DepositSettlement>(
        `rentals/${encodeURIComponent(rentId)}/deposit-settlement/acknowledgement`,
        body,
      ),
    onSuccess: (settlement) => queryClient.setQueryData(settlementKey(rentId), settlement),
  });
}
