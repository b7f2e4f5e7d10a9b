/**
 * A rule of the domain refused the input. `code` is stable (the API answers it as is);
 * `message` is a pt-BR sentence a customer can read.
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
