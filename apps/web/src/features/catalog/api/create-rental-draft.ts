import type { CreateRentalInput, Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Starts a rental request: a draft (UNFINISHED) that holds no nights yet. */
export function createRentalDraft(input: CreateRentalInput) {
  return api.post<Rental>('rentals', input);
}

export function useCreateRentalDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRentalDraft,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
