import type { RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Brute-force and abuse limits of the account routes (see README.md). */
export const AUTH_RATE_LIMITS = {
  /** Failed logins to one account from one address (see login-throttle.ts). */
  loginPerAccountAndAddress: { name: 'login-account-ip', max: 5, windowMs: 15 * MINUTE },
  /** Failed logins from one address, whatever the account. */
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup-ip', max: 10, windowMs: HOUR },
  resetRequestPerEmail: { name: 'reset-request-email', max: 3, windowMs: HOUR },
  resetRequestPerIp: { name: 'reset-request-ip', max: 10, windowMs: HOUR },
  resetCodePerIp: { name: 'reset-code-ip', max: 20, windowMs: 15 * MINUTE },
  passwordChangePerUser: { name: 'password-change-user', max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
