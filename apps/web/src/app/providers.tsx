import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { loadBelowTheFoldNow } from '../lib/below-the-fold';
import { useLoadedQueryClient } from '../lib/query-client-loader';
import { ToastViewport } from './toast-viewport';

/**
 * Provides the query client once something has loaded it (see lib/query-client-loader.ts). Until then
 * the context is empty: only screens that do not use queries render before it arrives. Mounting the
 * client subscribes it to focus and online events, as QueryClientProvider would.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useLoadedQueryClient();
  useEffect(() => {
    if (!queryClient) return;
    // The new context reaches parts still waiting for the viewport: they must load to render.
    loadBelowTheFoldNow();
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return (
    <QueryClientContext.Provider value={queryClient}>
      {children}
      <ToastViewport />
    </QueryClientContext.Provider>
  );
}
