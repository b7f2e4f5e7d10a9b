import { matchRoutes } from 'react-router';
import type { FlatRoute } from './route-types';

/** The page of the flat table that a pathname opens (React Router's ranking), if any. */
export function findFlatRoute(routes: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const matches = matchRoutes(
    routes.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  );
  const last = matches?.at(-1);
  return last ? routes[Number(last.route.id)] : undefined;
}
