import type {
  GuaranteeQueue,
  PutSavingsRateRequest,
  SavingsRate,
  SavingsRatesResponse,
} from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** What waits for staff about the rentals' guarantees. */
export function useGuaranteeQueue() {
  return useQuery({
    queryKey: backOfficeKeys.guarantees.queue,
    queryFn: ({ signal }) => api.get<GuaranteeQueue>('admin/guarantees/queue', { signal }),
    // A customer's answer or a deadline changes it by itself: a screen left open follows.
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}

export function useSavingsRates() {
  return useQuery({
    queryKey: backOfficeKeys.guarantees.savingsRates,
    queryFn: ({ signal }) => api.get<SavingsRatesResponse>('admin/savings-rates', { signal }),
  });
}

export function useSaveSavingsRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, ...body }: PutSavingsRateRequest & { month: string }) =>
      api.put<SavingsRate>(`admin/savings-rates/${encodeURIComponent(month)}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.guarantees.savingsRates });
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.guarantees.queue });
    },
  });
}
