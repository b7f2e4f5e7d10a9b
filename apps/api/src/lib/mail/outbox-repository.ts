import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Outbox } from './outbox.ts';

/** A failed delivery is tried again this many times in all, after 1, 5, 25, 125 and 625 minutes. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/**
 * When the next try of a message whose delivery just failed is due, from its failures so far (before
 * this one): five times longer after each, and none once MAX_DELIVERY_ATTEMPTS have failed.
 */
function nextAttemptSql(failedAt: Date) {
  return sql<Date | null>`case when attempts + 1 >= ${MAX_DELIVERY_ATTEMPTS} then null
    else ${failedAt}::timestamptz + interval '1 minute' * power(5, attempts) end`;
}

/** Records a failed delivery and when to try it again (see nextAttemptSql). */
export async function recordFailedDelivery(
  db: Executor,
  id: string,
  error: string,
  failedAt: Date,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      failed_at: failedAt,
      last_error: error,
      attempts: eb('attempts', '+', 1),
      next_attempt_at: nextAttemptSql(failedAt),
    }))
    .where('id', '=', id)
    .execute();
}

/** The outbox as the `outbox` table: every message, with when (and whether) it left. */
export function createDatabaseOutbox(db: Executor): Outbox {
  return {
    async add(mail, transport, now) {
      const row = await db
        .insertInto('outbox')
        .values({
          from_address: mail.from,
          to_address: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          transport,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async markSent(id, sentAt) {
      await db
        .updateTable('outbox')
        .set({ sent_at: sentAt, failed_at: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },
    markFailed: (id, error, failedAt) => recordFailedDelivery(db, id, error, failedAt),
  };
}
