import type { Permission } from '@estadia/domain';
import type { ComponentType } from 'react';

/** Route metadata read by the guards and the document title (React Router's `handle`). */
export interface RouteHandle {
  /** The route name shown after the product name in the tab title. */
  title: string;
  requiresAuth: boolean;
  permissions?: Permission[];
  /** Lower is preferred when choosing where a logged-in user lands. */
  priority?: number;
  /** The not-found page skips every check. */
  isNotFound?: boolean;
  /** The login page is blocked for logged-in users. */
  isLogin?: boolean;
}

export type LazyRouteModule = () => Promise<{ Component: ComponentType }>;

/** A route of the app's table: what React Router needs plus the spec's metadata. */
export interface RouteDefinition {
  path?: string;
  index?: boolean;
  handle?: RouteHandle;
  /** Route-level code splitting: the screen is downloaded when the route is first visited. */
  lazy?: LazyRouteModule;
  /**
   * The screen uses no query (useQuery, useMutation…), so it renders before the query library is
   * downloaded. Any other screen waits for it (see toRouteObjects); layouts never do.
   */
  withoutQueryClient?: boolean;
  /** A route that only forwards to another path. */
  redirectTo?: string;
  children?: RouteDefinition[];
}

/** A page of the table with its full path and everything it inherits from its parents. */
export interface FlatRoute {
  path: string;
  handle: RouteHandle;
}
