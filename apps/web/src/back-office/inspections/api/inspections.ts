import type { CreateInspectionRequest, Inspection, InspectionList, ModalityFurniture } from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

const keys = {
  list: (rentId: string) => [...backOfficeKeys.rentals.detail(rentId), 'inspections'] as const,
  furniture: (modalityId: string) => [...backOfficeKeys.all, 'furniture', modalityId] as const,
};

export function useRentalInspections(rentId: string) {
  return useQuery({
    queryKey: keys.list(rentId),
    queryFn: ({ signal }) =>
      api.get<InspectionList>(`admin/rentals/${encodeURIComponent(rentId)}/inspections`, { signal }),
    staleTime: 0,
  });
}

export function useModalityFurniture(modalityId: string | undefined) {
  return useQuery({
    queryKey: keys.furniture(modalityId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ModalityFurniture>(`admin/modalities/${encodeURIComponent(modalityId!)}/furniture`, { signal }),
    enabled: Boolean(modalityId),
    staleTime: 5 * 60_000,
  });
}

export function useCreateInspection(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInspectionRequest) =>
      api.post<Inspection>(`admin/rentals/${encodeURIComponent(rentId)}/inspections`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list(rentId) }),
  });
}
