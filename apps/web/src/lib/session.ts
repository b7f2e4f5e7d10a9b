// Where the bearer token lives: localStorage when the user asked to be remembered, sessionStorage
// otherwise (it ends with the tab). Only one of the two holds it at a time.

export const TOKEN_STORAGE_KEY = 'accessToken';

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return safely(
    () => window.sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? window.localStorage.getItem(TOKEN_STORAGE_KEY),
    null,
  );
}

export function hasToken(): boolean {
  return getToken() !== null;
}

function store(token: string, persistent: boolean): void {
  const target = persistent ? window.localStorage : window.sessionStorage;
  const other = persistent ? window.sessionStorage : window.localStorage;
  safely(() => other.removeItem(TOKEN_STORAGE_KEY), undefined);
  target.setItem(TOKEN_STORAGE_KEY, token);
}

/** After login: persistent only with 'Lembrar de mim'. */
export function saveLoginToken(token: string, rememberMe: boolean): void {
  store(token, rememberMe);
}

/** After sign-up the token always ends with the browser session. */
export function saveSignupToken(token: string): void {
  store(token, false);
}

export function clearToken(): void {
  safely(() => window.localStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
  safely(() => window.sessionStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
}
