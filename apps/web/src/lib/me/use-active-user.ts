import type { QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLoadedQueryClient } from '../query-client-loader';
import { queryKeys } from '../query-keys';
import type { ActiveUser } from './me-query';

type MeState = QueryState<ActiveUser | null> | undefined;

const isMeQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === queryKeys.me[0] && queryKey[1] === queryKeys.me[1];

/**
 * The active user as `useMe()` reports it, read straight from the query cache so the navbar needs no
 * query library: with no client loaded yet (an anonymous first visit) nobody is logged in and the user
 * is pending, as a disabled query would say. <MeObserver /> keeps the query itself observed.
 */
export function useActiveUser(): { data: ActiveUser | null | undefined; isPending: boolean } {
  const queryClient = useLoadedQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!queryClient) return () => {};
      // Cache events can fire while another component renders (a query being built): tell React
      // afterwards, as the library's own hooks do.
      return queryClient.getQueryCache().subscribe((event) => {
        if (isMeQuery(event.query.queryKey)) queueMicrotask(onChange);
      });
    },
    [queryClient],
  );
  const read = (): MeState => queryClient?.getQueryState<ActiveUser | null>(queryKeys.me);
  // Prerendered pages are the anonymous visitor's: hydrate as such, then read the cache.
  const state = useSyncExternalStore(subscribe, read, () => undefined);
  return { data: state?.data, isPending: (state?.status ?? 'pending') === 'pending' };
}
