import type { InviteStaffRequest, StaffMember } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Invites someone with a role: a new account gets an e-mailed link, an existing one the role at once. */
export function inviteStaff(request: InviteStaffRequest) {
  return api.post<StaffMember>('admin/staff/invitations', request);
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.staff.all }),
  });
}
