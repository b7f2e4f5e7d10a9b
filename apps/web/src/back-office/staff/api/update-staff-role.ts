import type { StaffMember, StaffRole } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Gives a member another role; it applies to their open sessions from their next request. */
export function updateStaffRole({ userId, role }: { userId: string; role: StaffRole }) {
  return api.patch<StaffMember>(`admin/staff/${encodeURIComponent(userId)}`, { role });
}

export function useUpdateStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.staff.all }),
  });
}
