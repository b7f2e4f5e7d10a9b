import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { OutboxRow } from '../../db/schema.ts';
import type { OutgoingMail } from './mail-message.ts';
import type { MailBodies } from './redact-mail.ts';

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
      secrets: mail.secrets ? toJson(mail.secrets.values) : null,
    })
    .onConflict((conflict) => conflict.column('message_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findOutboxMessage(executor: Executor, id: string): Promise<OutboxRow | undefined> {
  return executor.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a message sent, with the transport it left by, and with `redacted` its bodies as kept from now on
 * (the secrets gone); false when it already was sent.
 */
export async function markOutboxMessageSent(
  executor: Executor,
  id: string,
  transport: 'smtp' | 'log',
  sentAt: Date,
  redacted?: MailBodies,
): Promise<boolean> {
  const result = await executor
    .updateTable('outbox')
    .set({
      sent_at: sentAt,
      failed_at: null,
      last_error: null,
      transport,
      ...(redacted ? redactedColumns(redacted, sentAt) : {}),
    })
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

function redactedColumns(redacted: MailBodies, at: Date) {
  return { text_body: redacted.text, html_body: redacted.html, secrets: null, redacted_at: at };
}

/** Keeps the message with `redacted` as its bodies; false when it already was redacted. */
export async function redactOutboxMessage(
  executor: Executor,
  id: string,
  redacted: MailBodies,
  at: Date,
): Promise<boolean> {
  const result = await executor
    .updateTable('outbox')
    .set(redactedColumns(redacted, at))
    .where('id', '=', id)
    .where('redacted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
