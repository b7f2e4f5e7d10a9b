import type { ChangePassword } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** 204; the other sessions of the account end, this one goes on. */
export function changePassword(body: ChangePassword): Promise<void> {
  return api.patch<void>('me/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
