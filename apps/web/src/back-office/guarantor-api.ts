import type { GuarantorReview, RejectGuarantorRequest } from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { backOfficeKeys } from './query-keys';

const key = (rentId: string) => [...backOfficeKeys.rentals.detail(rentId), 'guarantor'] as const;
const url = (rentId: string) => `admin/rentals/${encodeURIComponent(rentId)}/guarantor`;

/** The fiador the customer named, with the answers once given. */
export function useGuarantorReview(rentId: string) {
  return useQuery({
    queryKey: key(rentId),
    queryFn: ({ signal }) => api.get<GuarantorReview>(url(rentId), { signal }),
  });
}

/** Staff's decision: approve (no reason) or refuse with one; the rental (maybe approved now) follows. */
export function useDecideGuarantor(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | ({ approve: false } & RejectGuarantorRequest)) =>
      decision.approve
        ? api.post<GuarantorReview>(`${url(rentId)}/approve`)
        : api.post<GuarantorReview>(`${url(rentId)}/reject`, { reason: decision.reason }),
    onSuccess: async (review) => {
      queryClient.setQueryData(key(rentId), review);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.detail(rentId) });
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.guarantees.queue });
    },
  });
}
