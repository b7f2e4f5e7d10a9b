import { limitAddress } from '../../lib/rate-limit/client-address.ts';
import { rateLimitedError } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const { loginPerIp, loginPerAccountAndAddress } = AUTH_RATE_LIMITS;

export interface LoginAttempt {
  /** The password was right: the attempt is taken back and this address's failures on the account forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Admits a login attempt or refuses it with 429 RATE_LIMITED, before the password is checked: once a
 * limit is reached even the right password is refused, or the answer would tell a guesser when a
 * guess is right.
 *
 * Only failures count. The attempt is counted on arrival (so that a burst of parallel guesses cannot
 * all slip in before the first failure is recorded) and taken back when the password turns out right.
 *
 * Two limits, both keyed by the client's address (behind a proxy listed in TRUST_PROXY, the address it
 * forwards):
 * - per account and address: guesses at one account from one place. Someone else's failures, from
 *   another address, never touch the owner's counter, so they cannot lock the right password out.
 * - per address: one place sweeping many accounts (credential stuffing).
 *
 * There is deliberately no ceiling per account across all addresses: whoever can send requests from
 * enough addresses could fill it and lock the owner out from everywhere, which is exactly the harm
 * these limits must not do. What a guesser spread over many addresses gets is 5 guesses per address
 * every 15 minutes, against passwords that cannot be among the 10,000 most common ones and that cost
 * a full scrypt to check each time.
 */
export async function admitLoginAttempt(
  limiter: RateLimiter,
  email: string,
  ip: string | null,
): Promise<LoginAttempt> {
  const address = limitAddress(ip);
  const account = `${email.trim().toLowerCase()} ${address}`;
  const perAddress = await limiter.consume(loginPerIp, address);
  if (!perAddress.allowed) throw rateLimitedError(perAddress.retryAfterSeconds);
  const perAccount = await limiter.consume(loginPerAccountAndAddress, account);
  if (!perAccount.allowed) {
    // Refused before any password was checked: not a failure of this address.
    await limiter.release(loginPerIp, address);
    throw rateLimitedError(perAccount.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await limiter.release(loginPerIp, address);
      await limiter.reset(loginPerAccountAndAddress, account);
    },
  };
}
