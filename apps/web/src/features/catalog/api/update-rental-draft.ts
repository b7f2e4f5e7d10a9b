import type { Rental, UpdateRentalRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Changes the stay of a draft the customer came back to edit (dates, apartment, car spots). */
export function updateRentalDraft({ rentalId, changes }: { rentalId: string; changes: UpdateRentalRequest }) {
  return api.patch<Rental>(`rentals/${encodeURIComponent(rentalId)}`, changes);
}

export function useUpdateRentalDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRentalDraft,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
