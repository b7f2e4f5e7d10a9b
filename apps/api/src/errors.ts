import type { Issue } from '@estadia/domain';

export interface AppErrorOptions {
  cause?: unknown;
  /** Field-level details, as in a 400 VALIDATION_ERROR (`path` like 'address.postCode'). */
  issues?: Issue[];
  /** Response headers that belong to this failure (e.g. `WWW-Authenticate` on a 401). */
  headers?: Record<string, string>;
}

/**
 * A failure the API answers as is: `{ statusCode, code, message, issues? }`. `code` is stable for
 * clients; `message` is a pt-BR sentence a customer can read. Throw it from services and routes; the
 * single error handler turns it into the response.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly issues: Issue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function notFound(message = 'Recurso não encontrado.'): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}
