import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { RateLimitCounter, RateLimitStore } from './rate-limit-store.ts';

// Expired counters are deleted now and then (about one hit in this many), not on every hit.
const CLEANUP_EVERY = 200;

/**
 * Counters in the `rate_limit_hits` table, shared by every instance of the API. One upsert per hit,
 * atomic in PostgreSQL: concurrent hits from several instances are all counted.
 */
export function createDatabaseRateLimitStore(
  db: Executor,
  random: () => number = Math.random,
): RateLimitStore {
  return {
    async increment(key, windowMs, now): Promise<RateLimitCounter> {
      const resetAt = new Date(now.getTime() + windowMs);
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit_hits.reset_at <= ${now}::timestamptz then 1 else rate_limit_hits.count + 1 end`,
            reset_at: sql<Date>`case when rate_limit_hits.reset_at <= ${now}::timestamptz then excluded.reset_at else rate_limit_hits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      if (random() < 1 / CLEANUP_EVERY) {
        await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
      }
      return { count: row.count, resetAt: new Date(row.reset_at) };
    },
    async release(key, now) {
      const { numUpdatedRows } = await db
        .updateTable('rate_limit_hits')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .where('count', '>', 1)
        .executeTakeFirst();
      // A counter holds one hit at least (a check constraint): the last one taken back removes it.
      if (numUpdatedRows === 0n)
        await db.deleteFrom('rate_limit_hits').where('key', '=', key).where('count', '=', 1).execute();
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
    },
  };
}
