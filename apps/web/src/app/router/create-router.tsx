import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { setNavigator } from '../../lib/navigation';
import { RouteErrorScreen } from '../pages/route-error-screen';
import { RootShell } from '../root-shell';
import { routeDefinitions } from '../routes';
import { navigationLoader } from './navigation-loader';
import type { RouteDefinition } from './route-types';

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
      ...(definition.lazy ? { lazy: definition.lazy } : {}),
    };
    if (definition.index) return { ...base, index: true };
    return { ...base, children: definition.children ? toRouteObjects(definition.children) : undefined };
  });
}

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      id: 'root',
      loader: navigationLoader,
      // The guards and the user load run on every navigation, not only when params change.
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteErrorScreen,
      children: toRouteObjects(routeDefinitions),
    },
  ]);
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
