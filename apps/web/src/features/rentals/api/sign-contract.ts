import type { Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Signs the contract as it is now; the server records when, from where, and the signed PDF's hash. */
export function signContract(rentId: string) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/contract/signature`, { accept: true });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // Signed meanwhile in another tab, or the hold ran out: the screen follows the rental as it is.
    onError: (_error, rentId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true }),
  });
}
