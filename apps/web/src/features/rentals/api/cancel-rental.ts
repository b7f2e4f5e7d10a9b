import type { CancelRentalRequest, Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Cancels a rental: before it is paid, or once paid within the withdrawal right (the server refunds in
 * full and revokes the access code); the nights are free again at once.
 */
export function cancelRental({ rentId, ...body }: CancelRentalRequest & { rentId: string }) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/cancel`, body);
}

export function useCancelRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRental,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // Refused (the withdrawal period ended, a check-in happened): the card follows the rental as it is.
    onError: (_error, { rentId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
