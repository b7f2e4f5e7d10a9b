import type { FrontDeskRental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';
import { frontDeskKeys } from './front-desk-keys';

export type StayStep = 'check-in' | 'check-out';

export function recordStayStep({ rentId, step }: { rentId: string; step: StayStep }) {
  return api.post<FrontDeskRental>(`admin/rentals/${encodeURIComponent(rentId)}/${step}`);
}

/** Check-in or check-out; the day's lists, the rental and the housekeeping board follow. */
export function useRecordStayStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStayStep,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: frontDeskKeys.all });
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.rentals.all });
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard });
    },
  });
}
