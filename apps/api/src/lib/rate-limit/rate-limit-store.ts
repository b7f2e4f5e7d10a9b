export interface RateLimitCounter {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends and the count starts again from zero. */
  resetAt: Date;
}

/**
 * Where hit counters live. The in-memory store suits one process; several instances behind a load
 * balancer need a shared one (the database store) so that a limit holds across all of them.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in a fixed window of `windowMs` that starts at its first hit. */
  increment(key: string, windowMs: number, now: Date): Promise<RateLimitCounter>;
  /** Forgets the counter (after a successful login, for example). */
  reset(key: string): Promise<void>;
}
