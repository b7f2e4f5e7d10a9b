import type {
  DepositSettlement,
  ProposeDepositSettlementRequest,
  RecordYieldTransferRequest,
} from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { isApiError } from '../lib/api-error';
import { backOfficeKeys } from './query-keys';

const key = (rentId: string) => [...backOfficeKeys.rentals.detail(rentId), 'deposit-settlement'] as const;
const url = (rentId: string) => `admin/rentals/${encodeURIComponent(rentId)}/deposit-settlement`;

/** The rental's caução settlement; null when it has no caução paid (the API's 404). */
export function useStaffDepositSettlement(rentId: string) {
  return useQuery({
    queryKey: key(rentId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DepositSettlement>(url(rentId), { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useProposeDepositSettlement(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeDepositSettlementRequest) => api.post<DepositSettlement>(url(rentId), body),
    onSuccess: (settlement) => queryClient.setQueryData(key(rentId), settlement),
  });
}

export function useSettleDeposit(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DepositSettlement>(`${url(rentId)}/settle`),
    onSuccess: async (settlement) => {
      queryClient.setQueryData(key(rentId), settlement);
      // The statement and the payments changed with it.
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.detail(rentId) });
    },
  });
}

export function useRecordYieldTransfer(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordYieldTransferRequest) =>
      api.post<DepositSettlement>(`${url(rentId)}/yield-transfer`, body),
    onSuccess: async (settlement) => {
      queryClient.setQueryData(key(rentId), settlement);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.detail(rentId) });
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.guarantees.queue });
    },
  });
}
