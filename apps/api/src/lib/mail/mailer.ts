import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, OutboxRow } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage } from './mail-message.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  findOutboxMessage,
  insertOutboxMessage,
  markOutboxMessageSent,
  recordFailedDelivery,
  redactOutboxMessage,
} from './outbox-repository.ts';
import { type MailBodies, redactMailBodies } from './redact-mail.ts';

/** The job that delivers one message of the outbox (payload: `{ outboxId }`). */
export const DELIVER_MAIL_JOB = 'mail.deliver';
/** The job that removes the secrets of one outbox message once they stop working (payload: `{ outboxId }`). */
export const REDACT_MAIL_JOB = 'mail.redact';

/**
 * A failed delivery is tried again 5 times (6 in all), about 1, 2, 4, 8 and 16 minutes apart. A try that
 * has not ended in 5 minutes (SMTP's own timeouts end one in well under 2) is failed and retried, so no
 * other instance ever sends a message while one is still sending it.
 */
const DELIVERY_RETRIES = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

export interface Mailer {
  /**
   * Records the message in the outbox and enqueues its delivery (decision 0011), both with `executor`
   * when given — the transaction of the change the message is about, so the message exists if and only
   * if that change commits — or in a transaction of their own. The caller never waits for an SMTP
   * server; a failed delivery is recorded on the outbox row and retried with backoff by the job queue,
   * across restarts and instances.
   *
   * `options.key` names what the message is about, once: a message of that key already in the outbox
   * (a job composing it ran again after a crash) makes this send nothing.
   */
  send(message: MailMessage, executor?: Executor, options?: SendOptions): Promise<void>;
}

export interface SendOptions {
  /** Unique among the outbox's messages: a second send with it is ignored. */
  key?: string;
}

export interface MailerDependencies {
  from: string;
  transport: MailTransport;
  db: Kysely<Database>;
  queue: JobQueue;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

export function createMailer({ from, transport, db, queue, clock, logger }: MailerDependencies): Mailer {
  queue.work(
    DELIVER_MAIL_JOB,
    async ({ outboxId }: { outboxId: string }) => {
      const row = await findOutboxMessage(db, outboxId);
      if (!row || row.sent_at) return; // already delivered (a retry after the mark was written)
      try {
        await transport.deliver(
          {
            from: row.from_address,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
            ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          },
          { outboxId },
        );
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await recordFailedDelivery(db, outboxId, reason, clock.now());
        logger.warn({ outboxId, attempts: row.attempts + 1 }, 'e-mail delivery failed');
        throw error;
      }
      // Over SMTP the recipient now has the message: the copy kept here loses its secrets at once. Without
      // SMTP the row is the only copy, read by the developer: REDACT_MAIL_JOB clears it when they expire.
      const redacted = transport.kind === 'smtp' ? redactedIfChanged(row) : undefined;
      await markOutboxMessageSent(db, outboxId, transport.kind, clock.now(), redacted);
    },
    DELIVERY_RETRIES,
  );

  queue.work(REDACT_MAIL_JOB, async ({ outboxId }: { outboxId: string }) => {
    const row = await findOutboxMessage(db, outboxId);
    if (!row || row.redacted_at) return;
    const bodies = redactMailBodies({ text: row.text_body, html: row.html_body }, row.secrets);
    await redactOutboxMessage(db, outboxId, bodies, clock.now());
  });

  const record = async (executor: Executor, message: MailMessage, key: string | undefined) => {
    const now = clock.now();
    const id = await insertOutboxMessage(executor, { ...message, from }, transport.kind, now, key);
    if (!id) return;
    await queue.enqueue(executor, DELIVER_MAIL_JOB, { outboxId: id });
    // Also for a message SMTP never takes (its tries all failed): its secrets do not outlive their use.
    if (message.secrets) {
      const { secrets } = message;
      const expiry =
        'validUntil' in secrets
          ? secrets.validUntil
          : new Date(now.getTime() + secrets.validForMinutes * 60_000);
      await queue.enqueue(executor, REDACT_MAIL_JOB, { outboxId: id }, { startAfter: expiry });
    }
  };

  return {
    async send(message, executor, options = {}) {
      if (executor) await record(executor, message, options.key);
      else await db.transaction().execute((trx) => record(trx, message, options.key));
    },
  };
}

/** The bodies without their secrets, or undefined when there is nothing to remove. */
function redactedIfChanged(row: OutboxRow): MailBodies | undefined {
  const redacted = redactMailBodies({ text: row.text_body, html: row.html_body }, row.secrets);
  const changed = redacted.text !== row.text_body || redacted.html !== row.html_body;
  return changed || row.secrets !== null ? redacted : undefined;
}
