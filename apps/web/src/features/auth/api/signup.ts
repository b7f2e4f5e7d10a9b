import type { SignupRequest, TokenResponse } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function signup(request: SignupRequest) {
  return api.post<TokenResponse>('auth/signup', request);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
