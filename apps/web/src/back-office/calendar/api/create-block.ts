import type { ApartmentBlock, CreateBlockRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Takes the nights [start, end) of the apartment out of sale; 409 APARTMENT_UNAVAILABLE over a held night. */
export function createBlock({ apartmentId, ...body }: CreateBlockRequest & { apartmentId: string }) {
  return api.post<ApartmentBlock>(`admin/apartments/${encodeURIComponent(apartmentId)}/blocks`, body);
}

export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlock,
    // The grid and the list of blocks both show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.calendar.all }),
  });
}
