import type { AcknowledgeInspectionRequest, Inspection, InspectionList } from '@estadia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Under the rental's key: a logout clears it with the rest of the user's data. */
export function inspectionsQueryKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'inspections'] as const;
}

export function inspectionsQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: inspectionsQueryKey(rentId),
    queryFn: ({ signal }) =>
      api.get<InspectionList>(`rentals/${encodeURIComponent(rentId)}/inspections`, { signal }),
  });
}

export function useInspections(rentId: string) {
  return useQuery(inspectionsQueryOptions(rentId));
}

/** A photo of the customer's inspection, as a Blob (the API serves it only with the session's token). */
export function useInspectionPhoto(inspectionId: string, fileName: string) {
  return useQuery({
    queryKey: [...queryKeys.user, 'inspection-photo', inspectionId, fileName],
    queryFn: async ({ signal }) =>
      (await api.get<Blob>(
        `inspections/${encodeURIComponent(inspectionId)}/photos/${encodeURIComponent(fileName)}`,
        { signal, responseType: 'blob' },
      )) as unknown as Blob,
    // A stored photo never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function getInspectionPdf(inspectionId: string): Promise<Blob> {
  return (await api.get<Blob>(`inspections/${encodeURIComponent(inspectionId)}/pdf`, {
    responseType: 'blob',
  })) as unknown as Blob;
}

export function useAcknowledgeInspection(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inspectionId, body }: { inspectionId: string; body: AcknowledgeInspectionRequest }) =>
      api.post<Inspection>(`inspections/${encodeURIComponent(inspectionId)}/acknowledgement`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey(rentId) }),
  });
}
