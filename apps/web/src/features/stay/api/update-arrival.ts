import type { Rental, UpdateArrivalInput } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The expected arrival time and the cars' plates; only what is sent changes. */
export function updateArrival({ rentId, body }: { rentId: string; body: UpdateArrivalInput }) {
  return api.patch<Rental>(`rentals/${encodeURIComponent(rentId)}/arrival`, body);
}

export function useUpdateArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArrival,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
