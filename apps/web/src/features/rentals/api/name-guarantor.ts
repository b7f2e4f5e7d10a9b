import type { NameGuarantorRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/rentals/:rentId/guarantor: the fiador the customer names; the fiador is e-mailed an invitation. */
export function useNameGuarantor(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NameGuarantorRequest) =>
      api.put<unknown>(`rentals/${encodeURIComponent(rentId)}/guarantor`, body),
    // The rental's guarantee shows the fiador and where the invitation stands.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true }),
  });
}
