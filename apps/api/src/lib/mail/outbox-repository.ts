import type { Executor } from '../../db/executor.ts';
import type { Outbox } from './outbox.ts';

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
    async markFailed(id, error, failedAt) {
      await db
        .updateTable('outbox')
        .set({ failed_at: failedAt, last_error: error })
        .where('id', '=', id)
        .execute();
    },
  };
}
