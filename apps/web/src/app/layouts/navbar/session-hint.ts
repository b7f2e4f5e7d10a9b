import { useEffect } from 'react';
import { hasToken } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A prerendered page is the anonymous visitor's, with 'Entrar' and 'Criar conta' in the navbar.
 * public/theme-init.js marks <html data-session> before first paint when a token is stored, and
 * ANONYMOUS_ONLY_CLASS hides those links meanwhile, so a logged-in visitor never sees them flash.
 */
export const ANONYMOUS_ONLY_CLASS = '[[data-session]_&]:invisible';

/**
 * True while a stored session's user is still loading (render a placeholder, not the login links).
 * Once the app has taken over the page, it drops the pre-paint mark: from then on it decides.
 */
export function useSessionPending(userLoading: boolean): boolean {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-session');
  }, [hydrated]);
  return hydrated && userLoading && hasToken();
}
