import type { ChooseGuaranteeRequest, Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentOptionsKey } from '@/lib/payments/get-payment-options';
import { queryKeys } from '@/lib/query-keys';

/** Another guarantee (or none) while the rental waits for approval and its guarantee is not ACTIVE. */
export function chooseGuarantee({ rentId, ...body }: { rentId: string } & ChooseGuaranteeRequest) {
  return api.put<Rental>(`rentals/${encodeURIComponent(rentId)}/guarantee`, body);
}

export function useChooseGuarantee(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseGuaranteeRequest) => chooseGuarantee({ rentId, ...body }),
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      // The payment options follow the guarantee (the rent regime): read them again when next shown.
      void queryClient.invalidateQueries({ queryKey: paymentOptionsKey(rental.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
    },
  });
}
