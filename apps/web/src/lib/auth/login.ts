import type { LoginRequest, LoginResponse } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

export function login(credentials: LoginRequest) {
  return api.post<LoginResponse>('auth/login', credentials);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
