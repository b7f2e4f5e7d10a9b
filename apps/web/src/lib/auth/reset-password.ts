import type { ResetPassword } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

export function resetPassword(request: ResetPassword): Promise<void> {
  return api.post<void>('auth/reset_password', request);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
