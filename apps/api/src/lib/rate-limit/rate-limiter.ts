import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface RateLimitRule {
  /** Stable name, part of the stored key ('login-email'). */
  name: string;
  max: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `subject` (an e-mail, an IP) under `rule` and says whether it may go on. */
  consume(rule: RateLimitRule, subject: string): Promise<RateLimitDecision>;
  /** Takes back one attempt `consume` counted, once it is known not to count (see RateLimitStore.release). */
  release(rule: RateLimitRule, subject: string): Promise<void>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  return {
    async consume(rule, subject) {
      const now = clock.now();
      const counter = await store.increment(keyFor(rule, subject), rule.windowMs, now);
      if (counter.count <= rule.max) return { allowed: true, remaining: rule.max - counter.count };
      const retryAfterSeconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
      return { allowed: false, retryAfterSeconds };
    },
    release: (rule, subject) => store.release(keyFor(rule, subject), clock.now()),
    reset: (rule, subject) => store.reset(keyFor(rule, subject)),
  };
}

/**
 * Subjects are hashed: the store never holds e-mail addresses or IPs in clear, and a hostile subject
 * cannot make a key of unbounded length.
 */
function keyFor(rule: RateLimitRule, subject: string): string {
  const digest = createHash('sha256').update(subject.trim().toLowerCase(), 'utf8').digest('base64url');
  return `${rule.name}:${digest}`;
}
