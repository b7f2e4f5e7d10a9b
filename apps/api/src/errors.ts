/**
 * A failure the API answers as is: `{ statusCode, code, message }`. `code` is stable for clients;
 * `message` is a pt-BR sentence a customer can read. Throw it from services and routes; the single
 * error handler turns it into the response.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function notFound(message = 'Recurso não encontrado.'): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}
