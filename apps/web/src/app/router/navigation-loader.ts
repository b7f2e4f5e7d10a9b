import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getEnv, isBackOfficeBuild, routerBasename } from '@/config/env';
import { isApiError, PERMISSIONS_REVOKED_MESSAGE } from '@/lib/api-error';
import { endSession } from '@/lib/auth-session';
import { type ActiveUser, meQueryOptions } from '@/lib/me/me-query';
import { loadedQueryClient, loadQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { hasToken } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { useUserStore } from '@/lib/user-store';
import { flatRoutes } from '../routes';
import { findFlatRoute } from './find-route';
import { decideNavigation } from './guards';

/** Loads the user when a token exists. A failure other than an expired session is a network error. */
async function loadUser(): Promise<ActiveUser | null> {
  if (!hasToken()) return null;
  const queryClient = await loadQueryClient();
  const store = useUserStore.getState();
  const cached = queryClient.getQueryData(queryKeys.me);
  if (!cached) store.setLoading(true);
  try {
    return await queryClient.fetchQuery(meQueryOptions());
  } catch (error) {
    // A 401 already ended the session and went to '/' (HTTP client); the visitor is anonymous now.
    if (isApiError(error) && error.status === 401) return null;
    useUserStore.getState().setNetworkError(true);
    return null;
  } finally {
    useUserStore.getState().setLoading(false);
  }
}

/** The request's path as the route table spells it: the back-office build lives under /admin. */
export function withoutBasename(pathname: string): string {
  if (!isBackOfficeBuild || !pathname.startsWith(routerBasename)) return pathname;
  return pathname.slice(routerBasename.length) || '/';
}

/**
 * Runs before every navigation (the root route always revalidates): closes the menus, loads the user
 * and applies the guards of spec §2.
 */
export async function navigationLoader({ request }: LoaderFunctionArgs): Promise<null> {
  useUserStore.getState().closeMenus();
  const url = new URL(request.url);
  const pathname = withoutBasename(url.pathname);
  const route = findFlatRoute(flatRoutes, pathname);
  if (route?.handle.isNotFound) return null;

  const user = await loadUser();
  if (useUserStore.getState().hasNetworkError) return null;

  const decision = decideNavigation({
    route,
    target: `${pathname}${url.search}`,
    user,
    projectType: getEnv().projectType,
    routes: flatRoutes,
  });
  if (decision.kind === 'allow') return null;
  if (decision.clearSession) {
    endSession();
    // Spec §8: a staff member who lost DASH is told why the back-office let them out.
    if (isBackOfficeBuild) toastError(PERMISSIONS_REVOKED_MESSAGE);
  }
  // Without a loaded client nothing is cached, so there is nothing to reload.
  if (decision.reloadUser) void loadedQueryClient()?.invalidateQueries({ queryKey: queryKeys.me });
  throw redirect(decision.to);
}
