import type { Rental, RentalAccess } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A new door code for a paid stay: the old one stops opening the door at once. */
export function rotateAccessCode(rentId: string) {
  return api.post<RentalAccess>(`rentals/${encodeURIComponent(rentId)}/access-code/rotate`);
}

export function useRotateAccessCode(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateAccessCode(rentId),
    onSuccess: (access) => {
      // The rental held in the cache shows the new code at once, everywhere it is drawn.
      queryClient.setQueryData<Rental>(queryKeys.rentals.detail(rentId), (rental) =>
        rental ? { ...rental, access, accessCode: access.code } : rental,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // Refused (the stay ended, a check-out meanwhile): the page follows the rental as it is.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
    },
  });
}
