import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateApartAfterThisTask } from '../components/ui/hydrate-apart';
import { loadQueryClient, whenQueryClientLoaded } from '../lib/query-client-loader';
import { readServerQueries, type ServerQuery, setServerQueries } from '../lib/server-queries';
import { hasToken } from '../lib/session';
import { AppTree } from './app-tree';
import {
  createAppRouter,
  createAppRoutes,
  PRERENDERED_HYDRATION_DATA,
  pathWithinBasename,
} from './router/create-router';
import { resolveLazyRoutes } from './router/resolve-lazy-routes';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * True when the server sent this page rendered (it marks the container with the address it rendered,
 * path and query, see apps/api/src/http/server-render).
 */
function isRenderedFor(container: HTMLElement, location: Location): boolean {
  const rendered = container.dataset.rendered;
  if (rendered === undefined) return false;
  const url = new URL(rendered, location.origin);
  return (
    url.search === location.search &&
    withoutTrailingSlash(url.pathname) === withoutTrailingSlash(location.pathname)
  );
}

/** Marks the page as taken over by the app: theme-init.js holds form submissions until then. */
function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}

/** The answers the page was rendered with, in the query cache, as fresh as when the server read them. */
function seedQueryCache(queries: readonly ServerQuery[], renderedAt: number): void {
  if (queries.length === 0) return;
  whenQueryClientLoaded((queryClient) => {
    for (const { key, data } of queries) {
      if (queryClient.getQueryData(key) === undefined)
        queryClient.setQueryData(key, data, { updatedAt: renderedAt });
    }
  });
}

/** Resolves once the browser has painted the next frame (a task queued from its animation frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export async function mountApp(container: HTMLElement): Promise<void> {
  // A stored session's user is loaded through the query cache before anything else: download the
  // library alongside the page rather than after it.
  if (hasToken()) void loadQueryClient();
  if (!isRenderedFor(container, window.location)) {
    createRoot(container).render(<AppTree router={createAppRouter()} />);
    markHydrated();
    return;
  }
  // The server's markup is what an anonymous visitor sees: hydrate it as it is, with the page's code
  // and data already loaded, then run the root loader for real (user, guards), as every navigation does.
  // It is painted first: with the code at hand (a cached visit, a fast connection) the page's code and
  // its hydration would otherwise run before the browser shows the markup it already has.
  await afterNextPaint();
  const queries = readServerQueries(document);
  setServerQueries(queries);
  seedQueryCache(queries, Date.now());
  const routes = createAppRoutes();
  // Screens that use queries load the library with their code (create-router.tsx): by the time this
  // resolves, their client is loaded and seeded. /home renders without it, from setServerQueries.
  await resolveLazyRoutes(routes, pathWithinBasename(window.location.pathname));
  const router = createAppRouter(routes, PRERENDERED_HYDRATION_DATA);
  // Preact hydrates in one task (React's transitions do not yield there); the parts wrapped in
  // HydrateApart are hydrated in the next one (components/ui/hydrate-apart.tsx).
  const partsHydrated = hydrateApartAfterThisTask();
  hydrateRoot(
    container,
    <AppTree
      router={router}
      onMounted={() => {
        // From now on the cache answers: a later visit to /home must not show this load's list.
        setServerQueries([]);
        // Forms in a part hydrated apart submit their way only once that part is hydrated too.
        void partsHydrated.then(markHydrated);
        // Without a stored session the root loader would only confirm what the server rendered (an
        // anonymous visitor on a public page) and re-render the whole page to say so.
        if (hasToken()) void router.revalidate();
      }}
    />,
  );
}
