import type { DeleteAccountRequest } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** 204: the account is gone and every session with it; 409 while a stay or money is pending. */
export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return api.delete<void>('me', { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
