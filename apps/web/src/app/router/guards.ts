import { hasPermissions, initialLoggedInRoute, type PermissionEntry } from '@estadia/domain';
import type { ProjectType } from '@/config/env';
import type { FlatRoute } from './route-types';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export interface GuardInput {
  /** The page being opened, or undefined when no page of the table matches. */
  route: FlatRoute | undefined;
  /** Path, query and hash being opened, kept for the return after login. */
  target: string;
  /** A user is logged in (a token exists and the user was loaded). */
  user: { permissions?: readonly PermissionEntry[] | null } | null;
  projectType: ProjectType;
  /** Every page, for the logged-in landing page. */
  routes: readonly FlatRoute[];
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; clearSession?: boolean; reloadUser?: boolean };

const DASH_PERMISSION: PermissionEntry[] = [{ module: 'DASH' }];

export function loginRedirect(target: string): string {
  return target && target !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** The spec's navigation checks (§2), in order, as a pure decision. */
export function decideNavigation({ route, target, user, projectType, routes }: GuardInput): GuardDecision {
  if (!route || route.handle.isNotFound) return { kind: 'allow' };

  if (route.handle.isLogin && user) {
    const landing = initialLoggedInRoute(
      routes.map((page) => ({
        path: page.path,
        priority: page.handle.priority,
        permissions: page.handle.permissions,
      })),
      user,
    );
    return { kind: 'redirect', to: landing };
  }

  if (route.handle.requiresAuth && !user) return { kind: 'redirect', to: loginRedirect(target) };

  if (!hasPermissions(user, route.handle.permissions)) {
    if (projectType === 'admin' && !hasPermissions(user, DASH_PERMISSION)) {
      return { kind: 'redirect', to: LOGIN_PATH, clearSession: true };
    }
    return { kind: 'redirect', to: NOT_FOUND_PATH, reloadUser: true };
  }

  return { kind: 'allow' };
}
