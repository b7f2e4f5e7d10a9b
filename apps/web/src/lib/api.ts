import { getEnv, isBackOfficeBuild } from '../config/env';
import { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { endSession } from './auth-session';
import { createHttpClient } from './http';
import { navigateTo, revalidateNavigation } from './navigation';
import { loadedQueryClient } from './query-client-loader';
import { queryKeys } from './query-keys';
import { getToken } from './session';
import { toastError } from './toast';

/** Spec §8 for a 401: clear the session, go to '/', say so. Also used by requests made outside `api`. */
export function expireSession(): void {
  endSession();
  navigateTo('/');
  toastError(SESSION_EXPIRED_MESSAGE);
}

/** The app's HTTP client, wired to the session, the router and the toasts. */
export const api = createHttpClient({
  baseUrl: () => getEnv().apiUrl,
  getToken,
  fetch: (input, init) => fetch(input, init),
  onNetworkError: () => toastError(NETWORK_ERROR_MESSAGE),
  onSessionExpired: expireSession,
  onMissingPermissions: () => {
    // Without a loaded client no user is cached: the next navigation loads it afresh anyway.
    const reload = loadedQueryClient()?.invalidateQueries({ queryKey: queryKeys.me });
    // Spec §8: in the back-office, the reloaded user is checked at once; without DASH the guards end
    // the session ('Permissões revogadas'), without the page's area they show the not-found page.
    if (isBackOfficeBuild) void reload?.then(revalidateNavigation);
  },
});
