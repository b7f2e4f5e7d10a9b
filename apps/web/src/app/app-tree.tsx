import { type ReactNode, StrictMode, useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Runs `onMounted` once, after the first commit (the router is subscribed by then). */
function AfterMount({ onMounted, children }: { onMounted?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => onMounted?.(), []);
  return children;
}

/**
 * The whole app for a router. The prerender (src/prerender) renders this very tree, so the client
 * hydrates exactly the markup it expects (useId and friends depend on the tree's shape).
 */
export function AppTree({ router, onMounted }: { router: AppRouter; onMounted?: () => void }) {
  return (
    <StrictMode>
      <AppProviders>
        <AfterMount onMounted={onMounted}>
          <RouterProvider router={router} />
        </AfterMount>
      </AppProviders>
    </StrictMode>
  );
}
