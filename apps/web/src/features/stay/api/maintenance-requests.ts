import type {
  CreateMaintenanceRequest,
  MaintenanceCommentRequest,
  MaintenanceRequest,
  MaintenanceRequestList,
} from '@estadia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithDates } from '@/lib/date-fields';
import { queryKeys } from '@/lib/query-keys';

/** A request as the app holds it: createdDate is a Date (the client revives it). */
export type MaintenanceRequestView = WithDates<MaintenanceRequest>;

/** Under the rental's key: a logout clears it with the rest of the user's data. */
export function maintenanceQueryKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'maintenance-requests'] as const;
}

export function maintenanceQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: maintenanceQueryKey(rentId),
    queryFn: ({ signal }) =>
      api.get<MaintenanceRequestList>(`rentals/${encodeURIComponent(rentId)}/maintenance-requests`, {
        signal,
      }),
  });
}

export function useMaintenanceRequests(rentId: string) {
  return useQuery(maintenanceQueryOptions(rentId));
}

export function useOpenMaintenanceRequest(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMaintenanceRequest) =>
      api.post<MaintenanceRequest>(`rentals/${encodeURIComponent(rentId)}/maintenance-requests`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceQueryKey(rentId) }),
  });
}

/** A comment, and with `resolution` the customer's confirmation or reopening of a resolved request. */
export function useCommentMaintenanceRequest(rentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: MaintenanceCommentRequest }) =>
      api.post<MaintenanceRequest>(`maintenance-requests/${encodeURIComponent(requestId)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceQueryKey(rentId) }),
  });
}

/** A photo of the request or its comments, as a Blob (the API serves it only with the session's token). */
export function useMaintenancePhoto(requestId: string, fileName: string) {
  return useQuery({
    queryKey: [...queryKeys.user, 'maintenance-photo', requestId, fileName],
    queryFn: async ({ signal }) =>
      (await api.get<Blob>(
        `maintenance-requests/${encodeURIComponent(requestId)}/photos/${encodeURIComponent(fileName)}`,
        { signal, responseType: 'blob' },
      )) as unknown as Blob,
    // A stored photo never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
