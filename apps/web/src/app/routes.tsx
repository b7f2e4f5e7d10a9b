import { isBackOfficeBuild } from '../config/env';
import { adminRouteDefinitions } from './admin-routes';
import { flattenRoutes } from './router/flatten-routes';
import type { FlatRoute, RouteDefinition } from './router/route-types';
import { userRouteDefinitions } from './user-routes';

/**
 * The build's route table: the customer's pages, or the back-office's (decision 0008). The choice is a
 * build-time constant, so each build drops the other table and every screen only it reaches.
 */
export const routeDefinitions: RouteDefinition[] = isBackOfficeBuild
  ? adminRouteDefinitions
  : userRouteDefinitions;

export const flatRoutes: FlatRoute[] = flattenRoutes(routeDefinitions);
