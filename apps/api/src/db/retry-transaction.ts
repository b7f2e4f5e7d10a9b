import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** 40P01 deadlock detected, 40001 serialization failure: PostgreSQL rolled back, trying again is safe. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

export function isRetryableTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_STATES.has(code);
}

export interface RetryOptions {
  /** Attempts in all (the first included). */
  attempts?: number;
  /** The first wait; each retry waits about twice as long, with jitter so racers spread out. */
  baseDelayMs?: number;
}

/**
 * Runs `work` in a transaction, again from the start when PostgreSQL aborts it as a deadlock victim or
 * for a serialization failure: the whole transaction was rolled back, so `work` must keep its results
 * in what it returns (not in variables outside it) to be safe to run twice.
 */
export async function transactionWithRetry<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 10;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await sleep(base * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
