import { useMe } from './get-me';

/**
 * Keeps the active user's query observed while the public layout is shown, as the navbar's own
 * `useMe()` used to: an invalidation refetches it at once and the cache keeps it. Rendered only once
 * the query client is loaded (the navbar reads the user with useActiveUser).
 */
export function MeObserver() {
  useMe();
  return null;
}
