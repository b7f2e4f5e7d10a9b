import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy parts of the routes matching `pathname` and puts them in place, so a router created
 * from these objects can render that page at once. Hydrating a prerendered page needs it: with a
 * route still lazy the router would start by rendering its loading fallback, not the page.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
