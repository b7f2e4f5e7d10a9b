// Errors the HTTP client throws. An API error keeps the answer as-is: the body and the status code.

export const NETWORK_ERROR_MESSAGE = 'Verifique sua conexão com a internet e tente novamente.';
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça o login novamente.';
export const MISSING_PERMISSIONS = 'MISSING_PERMISSIONS';
export const PERMISSIONS_REVOKED_MESSAGE = 'Permissões revogadas';

export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  issues?: { path: string; message: string }[];
}

export class ApiError extends Error {
  readonly isAPIError = true;
  /** True when the client already told the user (expired session, revoked permission). */
  handled = false;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(readBody(body)?.message ?? `Erro ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return readBody(this.body)?.code;
  }

  get issues(): { path: string; message: string }[] {
    return readBody(this.body)?.issues ?? [];
  }
}

export class NetworkError extends Error {
  readonly isNetworkError = true;

  constructor() {
    super(NETWORK_ERROR_MESSAGE);
    this.name = 'NetworkError';
  }
}

function readBody(body: unknown): ApiErrorBody | undefined {
  return body !== null && typeof body === 'object' ? (body as ApiErrorBody) : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * What to tell the user about a failed call: the API's own Portuguese message (its errors carry a
 * `code`), or the fallback for anything else (server faults, proxies, missing routes).
 */
export function errorMessage(
  error: unknown,
  fallback = 'Algo deu errado. Tente novamente em instantes.',
): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (isApiError(error) && error.status < 500) {
    const body = readBody(error.body);
    // NOT_FOUND is an unknown route (a feature the server does not offer yet), not a sentence for people.
    const fromApi = typeof body?.code === 'string' && body.code !== 'NOT_FOUND';
    if (fromApi && typeof body?.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** Whether the user was already told about this failure by the client itself. */
export function wasHandled(error: unknown): boolean {
  return isNetworkError(error) || (isApiError(error) && error.handled);
}

/** Retries only what can succeed on a second try: server errors, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNetworkError(error)) return false;
  if (isApiError(error)) return error.status >= 500 && failureCount < 2;
  return false;
}
