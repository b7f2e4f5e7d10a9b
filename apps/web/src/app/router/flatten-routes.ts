import type { Permission } from '@estadia/domain';
import type { FlatRoute, RouteDefinition } from './route-types';

export function joinPaths(parent: string, child: string | undefined): string {
  if (!child) return parent || '/';
  if (child.startsWith('/')) return child;
  const joined = `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

function samePermission(a: Permission, b: Permission): boolean {
  return (
    a.module === b.module &&
    (a.controller ?? null) === (b.controller ?? null) &&
    (a.access ?? null) === (b.access ?? null)
  );
}

export function unionPermissions(parent: Permission[], child: Permission[]): Permission[] {
  const union = [...parent];
  for (const permission of child) {
    if (!union.some((existing) => samePermission(existing, permission))) union.push(permission);
  }
  return union;
}

interface Inherited {
  path: string;
  permissions: Permission[];
  requiresAuth: boolean;
}

/**
 * The route tree as a flat list of pages: paths joined with their parents', permissions as the
 * union of the route's and its ancestors', and a login requirement inherited from any ancestor.
 * Layouts without a handle and pure redirects are not pages and are left out.
 */
export function flattenRoutes(
  routes: RouteDefinition[],
  inherited: Inherited = { path: '', permissions: [], requiresAuth: false },
): FlatRoute[] {
  const flat: FlatRoute[] = [];
  for (const route of routes) {
    const path = route.index ? inherited.path || '/' : joinPaths(inherited.path, route.path);
    const permissions = unionPermissions(inherited.permissions, route.handle?.permissions ?? []);
    const requiresAuth = inherited.requiresAuth || (route.handle?.requiresAuth ?? false);
    if (route.handle && !route.redirectTo) {
      flat.push({
        path,
        handle: { ...route.handle, requiresAuth, ...(permissions.length > 0 ? { permissions } : {}) },
      });
    }
    if (route.children) flat.push(...flattenRoutes(route.children, { path, permissions, requiresAuth }));
  }
  return flat;
}
