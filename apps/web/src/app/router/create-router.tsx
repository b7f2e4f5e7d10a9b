import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { isBackOfficeBuild, routerBasename } from '@/config/env';
import { loadBelowTheFoldNow } from '@/lib/below-the-fold';
import { setNavigator, setRevalidator } from '@/lib/navigation';
import { loadQueryClient } from '@/lib/query-client-loader';
import { RouteErrorScreen } from '../pages/route-error-screen';
import { RootShell } from '../root-shell';
import { routeDefinitions } from '../routes';
import { navigationLoader } from './navigation-loader';
import type { LazyRouteModule, RouteDefinition } from './route-types';

/**
 * A screen's code, plus the query library when the screen needs it: both download together, and the
 * screen renders once the client is in its provider.
 */
function lazyScreen(definition: RouteDefinition & { lazy: LazyRouteModule }): LazyRouteModule {
  if (definition.children || definition.withoutQueryClient) return definition.lazy;
  const { lazy } = definition;
  return () => Promise.all([lazy(), loadQueryClient()]).then(([module]) => module);
}

export function toRouteObjects(definitions: RouteDefinition[]): RouteObject[] {
  return definitions.map((definition): RouteObject => {
    const base = {
      path: definition.path,
      handle: definition.handle,
      ...(definition.redirectTo
        ? {
            loader: (
              (to: string) => () =>
                redirect(to)
            )(definition.redirectTo),
          }
        : {}),
      ...(definition.lazy ? { lazy: lazyScreen({ ...definition, lazy: definition.lazy }) } : {}),
    };
    if (definition.index) return { ...base, index: true };
    return { ...base, children: definition.children ? toRouteObjects(definition.children) : undefined };
  });
}

/** The id of the root route, whose loader loads the user and applies the guards. */
export const ROOT_ROUTE_ID = 'root';

/**
 * What a prerendered page stands for: the root loader's answer for an anonymous visitor (null). The
 * client starts from it and then runs the loader for real (see mount.tsx).
 */
export const PRERENDERED_HYDRATION_DATA = { loaderData: { [ROOT_ROUTE_ID]: null } };

/** A fresh copy of the whole route tree (route objects are mutated when their lazy parts resolve). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: navigationLoader,
      // The guards and the user load run on every navigation, not only when params change.
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteErrorScreen,
      children: toRouteObjects(routeDefinitions),
    },
  ];
}

/**
 * A browser path as the route table reads it: without the build's basename ('/admin/login' → '/login'
 * in the back-office; unchanged in the customer's build, served at '/').
 */
export function pathWithinBasename(pathname: string): string {
  if (routerBasename === '/' || !pathname.startsWith(routerBasename)) return pathname;
  return pathname.slice(routerBasename.length) || '/';
}

export function createAppRouter(
  routes: RouteObject[] = createAppRoutes(),
  hydrationData?: typeof PRERENDERED_HYDRATION_DATA,
) {
  const router = createBrowserRouter(routes, {
    ...(isBackOfficeBuild ? { basename: routerBasename } : {}),
    ...(hydrationData ? { hydrationData } : {}),
  });
  // A navigation is about to re-render the layout: parts still waiting for the viewport load now.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') loadBelowTheFoldNow();
  });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  // Only the back-office re-checks the page after a 403 (spec §8); the customer build drops this.
  if (isBackOfficeBuild) setRevalidator(() => void router.revalidate());
  return router;
}
