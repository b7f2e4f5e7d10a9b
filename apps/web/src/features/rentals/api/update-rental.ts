import type { Rental, UpdateRentalRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Changes a draft (only while UNFINISHED); the server prices it again. */
export function updateRental({ rentId, changes }: { rentId: string; changes: UpdateRentalRequest }) {
  return api.patch<Rental>(`rentals/${encodeURIComponent(rentId)}`, changes);
}

export function useUpdateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRental,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
