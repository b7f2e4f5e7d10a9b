const ORIGIN = 'https://estadia.invalid';

/**
 * A `?redirect=` target (after login, sign-up or completing the profile), only when it is a path of
 * this app: an absolute URL, a protocol-relative '//host' or a backslash trick would send the user
 * to another site.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going back to a login screen after logging in would be a loop.
  if (url.pathname === '/login' || url.pathname === '/cadastro') return null;
  return path;
}

/** Carries a redirect target over to another screen's link ('/cadastro?redirect=…'). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
