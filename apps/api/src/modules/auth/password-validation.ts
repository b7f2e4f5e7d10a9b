import type { FastifyError, FastifyRequest } from 'fastify';
import { PASSWORD_WEAKNESS_MESSAGES } from '../../lib/passwords/password-policy.ts';
import { weakPasswordError } from './service.ts';

/**
 * For routes declared with `attachValidation: true`: the body schema documents the password length
 * (8 to 128), but the contract answers a password of the wrong length with 400 WEAK_PASSWORD, not
 * with a generic validation error. Any other problem is rethrown as Fastify raised it.
 */
export function throwValidationError(request: FastifyRequest, passwordField: string): void {
  const error = request.validationError as (FastifyError & { validation?: ValidationIssue[] }) | undefined;
  if (!error) return;
  const issues = error.validation ?? [];
  const onlyPasswordLength =
    issues.length > 0 &&
    issues.every((issue) => issue.instancePath === `/${passwordField}` && LENGTH_KEYWORDS.has(issue.keyword));
  if (onlyPasswordLength) {
    const tooLong = issues.some((issue) => issue.keyword === 'too_big');
    throw weakPasswordError(PASSWORD_WEAKNESS_MESSAGES[tooLong ? 'TOO_LONG' : 'TOO_SHORT'], passwordField);
  }
  throw error;
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
}

const LENGTH_KEYWORDS = new Set(['too_small', 'too_big']);
