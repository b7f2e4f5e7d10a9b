import type { Executor } from '../../db/executor.ts';
import type { OutboxRow } from '../../db/schema.ts';
import type { OutgoingMail } from './mail-message.ts';

/**
 * Records a message in the `outbox` table (every message the product sends, kept for reading). With a
 * `key`, a message of that key already recorded wins: nothing is written and undefined comes back.
 */
export async function insertOutboxMessage(
  executor: Executor,
  mail: OutgoingMail,
  transport: 'smtp' | 'log',
  now: Date,
  key?: string,
): Promise<string | undefined> {
  const row = await executor
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
      message_key: key ?? null,
    })
    .onConflict((conflict) => conflict.column('message_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findOutboxMessage(executor: Executor, id: string): Promise<OutboxRow | undefined> {
  return executor.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a message sent, with the transport it left by; false when it already was. */
export async function markOutboxMessageSent(
  executor: Executor,
  id: string,
  transport: 'smtp' | 'log',
  sentAt: Date,
): Promise<boolean> {
  const result = await executor
    .updateTable('outbox')
    .set({ sent_at: sentAt, failed_at: null, last_error: null, transport })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed try (the job queue schedules the next one). */
export async function recordFailedDelivery(
  executor: Executor,
  id: string,
  error: string,
  failedAt: Date,
): Promise<void> {
  await executor
    .updateTable('outbox')
    .set((eb) => ({ failed_at: failedAt, last_error: error, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
