import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage } from './mail-message.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  findOutboxMessage,
  insertOutboxMessage,
  markOutboxMessageSent,
  recordFailedDelivery,
} from './outbox-repository.ts';

/** The job that delivers one message of the outbox (payload: `{ outboxId }`). */
export const DELIVER_MAIL_JOB = 'mail.deliver';

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
        await transport.deliver({
          from: row.from_address,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await recordFailedDelivery(db, outboxId, reason, clock.now());
        logger.warn({ outboxId, attempts: row.attempts + 1 }, 'e-mail delivery failed');
        throw error;
      }
      await markOutboxMessageSent(db, outboxId, transport.kind, clock.now());
    },
    DELIVERY_RETRIES,
  );

  const record = async (executor: Executor, message: MailMessage, key: string | undefined) => {
    const id = await insertOutboxMessage(executor, { ...message, from }, transport.kind, clock.now(), key);
    if (id) await queue.enqueue(executor, DELIVER_MAIL_JOB, { outboxId: id });
  };

  return {
    async send(message, executor, options = {}) {
      if (executor) await record(executor, message, options.key);
      else await db.transaction().execute((trx) => record(trx, message, options.key));
    },
  };
}
