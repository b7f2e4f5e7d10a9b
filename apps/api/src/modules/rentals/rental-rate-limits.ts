import type { RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';

/**
 * Submissions per account. With at most 3 unpaid holds, a customer sends a handful a day, a few more
 * when the chosen apartment was just taken; this many in an hour is a script cycling holds.
 */
export const SUBMISSIONS_PER_USER: RateLimitRule = {
  name: 'rental-submit-user',
  max: 20,
  windowMs: 60 * 60_000,
};

export const SUBMISSIONS_REFUSAL = 'Você enviou muitas solicitações de reserva em pouco tempo.';
