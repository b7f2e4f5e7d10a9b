import { hasPermissions, type PermissionEntry, type WithPermissions } from './has-permissions.ts';

export const DEFAULT_LOGGED_IN_ROUTE = '/';
/** Routes with a priority at or above this never become the landing page. */
export const INITIAL_ROUTE_PRIORITY_THRESHOLD = 1000;

export interface PrioritizedRoute {
  path: string;
  priority?: number | null;
  permissions?: readonly PermissionEntry[] | null;
}

/** Where a user lands after login: the allowed route with the lowest priority, else '/'. */
export function initialLoggedInRoute(
  routes: readonly PrioritizedRoute[],
  user: WithPermissions | null | undefined,
): string {
  let best = INITIAL_ROUTE_PRIORITY_THRESHOLD;
  let path = DEFAULT_LOGGED_IN_ROUTE;
  for (const route of routes) {
    if (route.priority == null || route.priority >= best) continue;
    if (!hasPermissions(user, route.permissions)) continue;
    best = route.priority;
    path = route.path;
  }
  return path;
}
