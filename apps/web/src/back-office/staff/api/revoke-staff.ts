import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Takes every back-office permission away and ends the member's sessions; the account stays. */
export function revokeStaff(userId: string) {
  return api.delete<void>(`admin/staff/${encodeURIComponent(userId)}`);
}

export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.staff.all }),
  });
}
