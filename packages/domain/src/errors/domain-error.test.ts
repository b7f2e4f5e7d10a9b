import { expect, it } from 'vitest';
import { DomainError, isDomainError } from './domain-error.ts';

it('carries a stable code and a Portuguese message', () => {
  const error = new DomainError('INVALID_INTERVAL', 'Período inválido.');
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('DomainError');
  expect(error.code).toBe('INVALID_INTERVAL');
  expect(error.message).toBe('Período inválido.');
  expect(isDomainError(error)).toBe(true);
  expect(isDomainError(new Error('x'))).toBe(false);
});
