import type { Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Asks the guarantee provider (CredPago) to analyse the rental's guarantee: the rental comes back with it
 * ACTIVE (and, waiting for approval, approved at once) or REFUSED with the reason.
 */
export function requestGuaranteeAnalysis(rentId: string) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/guarantee/analysis`);
}

export function useRequestGuaranteeAnalysis(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestGuaranteeAnalysis(rentId),
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // Refused (analysed meanwhile, the rental moved on): the page follows the rental as it is.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
    },
  });
}
