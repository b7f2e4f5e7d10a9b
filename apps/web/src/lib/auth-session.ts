import { loadedQueryClient, whenQueryClientLoaded } from './query-client-loader';
import { queryKeys } from './query-keys';
import { clearToken, saveLoginToken, saveSignupToken } from './session';

/**
 * Starts a session after login or sign-up. Pass the user when the answer carried it (login), so the
 * app shows the account menu without another request.
 */
export function startSession(
  token: string,
  { persistent, source }: { persistent: boolean; source: 'login' | 'signup' },
  user?: unknown,
): void {
  if (source === 'signup') saveSignupToken(token);
  else saveLoginToken(token, persistent);
  // The login and sign-up screens load the client, so this normally runs at once.
  whenQueryClientLoaded((queryClient) => {
    if (user) queryClient.setQueryData(queryKeys.me, user);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  });
}

/** Forgets the token and everything private to the user; public data (projects) stays cached. */
export function endSession(): void {
  clearToken();
  // Without a loaded client nothing private was cached.
  const queryClient = loadedQueryClient();
  if (!queryClient) return;
  queryClient.setQueryData(queryKeys.me, null);
  queryClient.removeQueries({
    queryKey: queryKeys.user,
    predicate: (query) => query.queryKey[1] !== queryKeys.me[1],
  });
}
