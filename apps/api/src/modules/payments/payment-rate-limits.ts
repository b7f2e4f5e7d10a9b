import type { RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';

/**
 * Charges created per account (Pix codes, boletos, card payments; a rental's and its extensions'
 * together): each one is a call to the provider and a code that may be paid. A customer pays a
 * rental in one or two tries, a few more after a declined card or an expired Pix; this many in an
 * hour is a script.
 */
export const PAYMENT_CREATIONS_PER_USER: RateLimitRule = {
  name: 'payment-create-user',
  max: 20,
  windowMs: 60 * 60_000,
};

export const PAYMENT_CREATIONS_REFUSAL =
  'Você gerou muitas cobranças (Pix, boleto ou cartão) em pouco tempo.';

export const PAYMENT_CREATIONS_429 =
  'Cobranças demais geradas por esta conta em pouco tempo (RATE_LIMITED, com Retry-After)';
