import type { RequestPasswordReset } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Always answers 204, whether or not the account exists. */
export function requestPasswordReset(request: RequestPasswordReset): Promise<void> {
  return api.post<void>('auth/request_password_reset', request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
