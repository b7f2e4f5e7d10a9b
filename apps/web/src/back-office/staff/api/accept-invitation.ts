import type { AcceptStaffInvitationRequest } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Public: sets the invited person's password with the code of the e-mailed link (single use). */
export function acceptInvitation(request: AcceptStaffInvitationRequest) {
  return api.post<void>('admin/staff/invitations/accept', request);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
