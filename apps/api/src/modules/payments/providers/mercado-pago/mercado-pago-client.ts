import { PaymentProviderError } from '../payment-provider.ts';

export interface MercadoPagoClientOptions {
  accessToken: string;
  /** Without a trailing slash, e.g. https://api.mercadopago.com (a local fake in tests). */
  apiUrl: string;
  /** Each call is abandoned after this long; Mercado Pago's own SDK waits 60 s, a customer will not. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MercadoPagoRequest {
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as X-Idempotency-Key: Mercado Pago answers a repeated key with the first result. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/** Mercado Pago answered, but not with a 2xx. */
export class MercadoPagoHttpError extends PaymentProviderError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MercadoPagoHttpError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * JSON over HTTPS with the access token as a bearer token. Every failure becomes a
 * PaymentProviderError whose message never carries the token: it may end up in a log or a response.
 */
export class MercadoPagoClient {
  readonly #accessToken: string;
  readonly #apiUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: MercadoPagoClientOptions) {
    this.#accessToken = options.accessToken;
    this.#apiUrl = options.apiUrl;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch ?? fetch;
  }

  get<T>(path: string, request: MercadoPagoRequest = {}): Promise<T> {
    return this.request<T>('GET', path, request);
  }

  post<T>(path: string, request: MercadoPagoRequest = {}): Promise<T> {
    return this.request<T>('POST', path, request);
  }

  put<T>(path: string, request: MercadoPagoRequest = {}): Promise<T> {
    return this.request<T>('PUT', path, request);
  }

  async request<T>(method: string, path: string, request: MercadoPagoRequest): Promise<T> {
    const url = new URL(`${this.#apiUrl}${path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${this.#accessToken}`,
      ...request.headers,
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.idempotencyKey) headers['X-Idempotency-Key'] = request.idempotencyKey;

    let response: Response;
    try {
      response = await this.#fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaymentProviderError(
        timedOut
          ? `O Mercado Pago não respondeu em ${this.#timeoutMs / 1000} s (${method} ${path}).`
          : `Não foi possível falar com o Mercado Pago (${method} ${path}).`,
        { cause: this.#scrubbed(error) },
      );
    }

    const text = await response.text();
    const body = parseJson(text);
    if (!response.ok) {
      const detail = this.#scrub(describeError(body, text));
      throw new MercadoPagoHttpError(
        response.status,
        `O Mercado Pago recusou ${method} ${path} (HTTP ${response.status})${detail ? `: ${detail}` : ''}.`,
      );
    }
    if (body === undefined) {
      throw new PaymentProviderError(`O Mercado Pago respondeu ${method} ${path} sem um JSON válido.`);
    }
    return body as T;
  }

  /** Defence in depth: should the token ever be echoed back, it goes no further than here. */
  #scrub(text: string): string {
    return text.split(this.#accessToken).join('[token]');
  }

  #scrubbed(error: unknown): unknown {
    if (!(error instanceof Error)) return error;
    const copy = new Error(this.#scrub(error.message));
    copy.name = error.name;
    return copy;
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Mercado Pago's error body: { message, error, status, cause: [{ code, description }] }. */
function describeError(body: unknown, text: string): string {
  if (body && typeof body === 'object') {
    const { message, cause } = body as { message?: unknown; cause?: unknown };
    const causes = Array.isArray(cause)
      ? cause
          .map((item) =>
            item && typeof item === 'object' ? (item as { description?: unknown }).description : '',
          )
          .filter(
            (description): description is string => typeof description === 'string' && description !== '',
          )
      : [];
    const parts = [typeof message === 'string' ? message : '', ...causes].filter(Boolean);
    if (parts.length > 0) return parts.join('; ').slice(0, 300);
  }
  return text.slice(0, 200).trim();
}
