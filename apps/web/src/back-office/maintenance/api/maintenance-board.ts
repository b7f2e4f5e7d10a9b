import type {
  AdminMaintenanceList,
  MaintenanceAssignees,
  MaintenanceCommentRequest,
  MaintenanceRequest,
  MaintenanceStatus,
  MaintenanceUrgency,
  UpdateMaintenanceRequest,
} from '@estadia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

export interface BoardFilters {
  projectId?: string;
  urgency?: MaintenanceUrgency;
  status?: MaintenanceStatus;
  overdue?: boolean;
}

const boardKey = [...backOfficeKeys.all, 'maintenance'] as const;

/** One page of the board (up to 100 requests), most urgent and overdue first. */
export function getMaintenanceBoard(filters: BoardFilters, signal?: AbortSignal) {
  const search = new URLSearchParams({ pageSize: '100' });
  if (filters.projectId) search.set('projectId', filters.projectId);
  if (filters.urgency) search.set('urgency', filters.urgency);
  if (filters.status) search.set('status', filters.status);
  if (filters.overdue) search.set('overdue', 'true');
  return api.get<AdminMaintenanceList>(`admin/maintenance-requests?${search}`, { signal });
}

export function useMaintenanceBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: [...boardKey, filters],
    queryFn: ({ signal }) => getMaintenanceBoard(filters, signal),
    staleTime: 0,
    // Watched through a shift: new requests and passing deadlines show without a reload.
    refetchInterval: 60_000,
  });
}

/** The staff who may take a request (the rentals area, write): the board's picker. */
export function useMaintenanceAssignees({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'maintenance-assignees'],
    queryFn: ({ signal }) =>
      api.get<MaintenanceAssignees>('admin/maintenance-requests/assignees', { signal }),
    enabled,
    // The team changes seldom: one list for the whole board.
    staleTime: 5 * 60_000,
  });
}

export function useUpdateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: UpdateMaintenanceRequest & { requestId: string }) =>
      api.patch<MaintenanceRequest>(`admin/maintenance-requests/${encodeURIComponent(requestId)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKey }),
  });
}

export function useStaffComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: MaintenanceCommentRequest }) =>
      api.post<MaintenanceRequest>(`maintenance-requests/${encodeURIComponent(requestId)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKey }),
  });
}
