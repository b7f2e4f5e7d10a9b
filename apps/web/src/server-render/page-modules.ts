import { matchRoutes, type RouteObject } from 'react-router';
import { needsQueryClient } from '../app/router/create-router';
import type { RouteDefinition } from '../app/router/route-types';
import { routeDefinitions } from '../app/routes';
import { QUERY_CLIENT_MODULE } from '../lib/query-client-loader';

/**
 * The files a server-rendered page downloads before it is hydrated, from apps/web: its layouts' and
 * screen's modules and, when the screen waits for it, the query library's. The API turns them into the
 * page's modulepreload links with the build's manifest. `pathname` is inside the router's basename.
 */
export function pageModules(pathname: string): string[] {
  // Only path, index and children take part in matching: the definitions match as they are.
  const matches = matchRoutes(routeDefinitions as unknown as RouteObject[], pathname) ?? [];
  const definitions = matches.map((match) => match.route as unknown as RouteDefinition);
  const modules = definitions.flatMap((definition) => (definition.module ? [definition.module] : []));
  if (definitions.some(needsQueryClient)) modules.push(QUERY_CLIENT_MODULE);
  return modules;
}
