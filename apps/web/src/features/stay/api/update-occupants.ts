import type { OccupantsResponse, UpdateOccupantsInput } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { occupantsQueryKey } from './get-occupants';

/** Replaces the list of who stays (PUT: the list sent is the whole list). */
export function updateOccupants({ rentId, body }: { rentId: string; body: UpdateOccupantsInput }) {
  return api.put<OccupantsResponse>(`rentals/${encodeURIComponent(rentId)}/occupants`, body);
}

export function useUpdateOccupants(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOccupants,
    onSuccess: (saved) => {
      queryClient.setQueryData(occupantsQueryKey(rentId), saved);
      // The rental's occupantsIds (and what is missing before check-in) follow.
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
