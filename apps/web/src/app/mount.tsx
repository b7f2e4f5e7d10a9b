import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadQueryClient } from '../lib/query-client-loader';
import { hasToken } from '../lib/session';
import { AppTree } from './app-tree';
import { createAppRouter, createAppRoutes, PRERENDERED_HYDRATION_DATA } from './router/create-router';
import { resolveLazyRoutes } from './router/resolve-lazy-routes';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * True when the server sent this page's prerendered HTML (the build marks it with the path it was
 * rendered for). A query string may change what the page shows (filters), so it is rendered afresh.
 */
function isPrerenderedFor(container: HTMLElement, location: Location): boolean {
  const renderedPath = container.dataset.prerendered;
  return (
    renderedPath !== undefined &&
    location.search === '' &&
    withoutTrailingSlash(renderedPath) === withoutTrailingSlash(location.pathname)
  );
}

export async function mountApp(container: HTMLElement): Promise<void> {
  // A stored session's user is loaded through the query cache before anything else: download the
  // library alongside the page rather than after it.
  if (hasToken()) void loadQueryClient();
  if (!isPrerenderedFor(container, window.location)) {
    createRoot(container).render(<AppTree router={createAppRouter()} />);
    return;
  }
  // The prerendered markup is what an anonymous visitor sees: hydrate it as it is, with the page's
  // code already loaded, then run the root loader for real (user, guards), as every navigation does.
  const routes = createAppRoutes();
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createAppRouter(routes, PRERENDERED_HYDRATION_DATA);
  hydrateRoot(container, <AppTree router={router} onMounted={() => void router.revalidate()} />);
}
