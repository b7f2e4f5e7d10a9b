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
  /**
   * Takes one hit back while the window runs (never below zero): an attempt counted before its outcome
   * was known and that turned out not to count, such as a login whose password was right.
   */
  release(key: string, now: Date): Promise<void>;
  /** Forgets the counter (after a successful login, for example). */
  reset(key: string): Promise<void>;
}
