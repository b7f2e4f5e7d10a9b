import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, transactionWithRetry } from './retry-transaction.ts';
import type { Database } from './schema.ts';

/** A database whose transactions fail with `failures` (in order) before running the work. */
function flakyDatabase(failures: unknown[]) {
  let attempts = 0;
  const db = {
    transaction: () => ({
      execute: async <T>(work: (trx: unknown) => Promise<T>) => {
        attempts += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return work({});
      },
    }),
  } as unknown as Kysely<Database>;
  return { db, attempts: () => attempts };
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
const serialization = Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('transactionWithRetry', () => {
  it('runs the whole transaction again after a deadlock or a serialization failure', async () => {
    const { db, attempts } = flakyDatabase([deadlock, serialization]);
    expect(await transactionWithRetry(db, async () => 'done', { baseDelayMs: 1 })).toBe('done');
    expect(attempts()).toBe(3);
  });

  it('gives up after its attempts, and never retries any other error', async () => {
    const stuck = flakyDatabase([deadlock, deadlock, deadlock]);
    await expect(transactionWithRetry(stuck.db, async () => 1, { attempts: 3, baseDelayMs: 1 })).rejects.toBe(
      deadlock,
    );
    expect(stuck.attempts()).toBe(3);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const other = flakyDatabase([unique]);
    await expect(transactionWithRetry(other.db, async () => 1, { baseDelayMs: 1 })).rejects.toBe(unique);
    expect(other.attempts()).toBe(1);
    expect(isRetryableTransactionError(new Error('no code'))).toBe(false);
  });
});
