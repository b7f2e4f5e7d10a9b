import { api } from '../api';

/** Ends the token on the server. */
export function logout(): Promise<void> {
  return api.post<void>('auth/logout', undefined, { quietNetworkError: true });
}
