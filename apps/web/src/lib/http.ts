import { ApiError, MISSING_PERMISSIONS, NetworkError } from './api-error';
import { reviveDates, serializeDates, type WithDates } from './date-fields';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for files (contract PDF, boleto); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Skip the connection toast; for calls whose failure the caller shows in another way. */
  quietNetworkError?: boolean;
}

export interface HttpDependencies {
  baseUrl: () => string;
  getToken: () => string | null;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  onNetworkError: () => void;
  /** A 401 to a call that carried a token. */
  onSessionExpired: () => void;
  /** A 403 whose code or message is MISSING_PERMISSIONS. */
  onMissingPermissions: () => void;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function readPayload(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isMissingPermissions(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return body === MISSING_PERMISSIONS;
  const { code, message } = body as { code?: unknown; message?: unknown };
  return code === MISSING_PERMISSIONS || message === MISSING_PERMISSIONS;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A small fetch client: bearer token, JSON, date conversion and the spec's error catalogue. No timeout. */
export function createHttpClient(deps: HttpDependencies) {
  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<WithDates<T>> {
    const headers = new Headers(options.headers);
    // A caller may ask for one format of a file the API answers in several (a list as JSON or PDF).
    if (!headers.has('Accept'))
      headers.set('Accept', options.responseType === 'blob' ? '*/*' : 'application/json');
    const token = deps.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(serializeDates(options.body));
    }

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl(), path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      if (!options.quietNetworkError) deps.onNetworkError();
      throw new NetworkError();
    }

    const payload = await readPayload(response, options.responseType ?? 'json');
    if (response.ok) return reviveDates(payload as T);

    const error = new ApiError(response.status, payload);
    if (response.status === 401 && token) {
      error.handled = true;
      deps.onSessionExpired();
    } else if (response.status === 403 && isMissingPermissions(payload)) {
      error.handled = true;
      deps.onMissingPermissions();
    }
    throw error;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** POST multipart with the file under the field name 'file'. */
    upload: <T>(path: string, file: Blob, options?: RequestOptions) => {
      const form = new FormData();
      form.append('file', file);
      return request<T>('POST', path, { ...options, body: form });
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
