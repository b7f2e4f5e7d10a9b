import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../clock.ts';
import type { MailTransport } from './mail-transport.ts';
import { recordFailedDelivery } from './outbox-repository.ts';

/** How long a claimed message is left to the server that claimed it before another may try it. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 20;

export interface OutboxRetryResult {
  sent: number;
  failed: number;
}

/**
 * One sweep over the messages whose delivery failed and whose next try is due. Each is claimed first
 * (`for update skip locked`, then its next try pushed past a lease), so with several servers a message
 * is tried by one of them at a time; then delivered, and marked sent or given its next try.
 */
export async function retryFailedDeliveries(deps: {
  db: Executor;
  transport: MailTransport;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<OutboxRetryResult> {
  const { db, transport, clock } = deps;
  const now = clock.now();
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });

  const result: OutboxRetryResult = { sent: 0, failed: 0 };
  for (const row of claimed) {
    try {
      await transport.deliver({
        from: row.from_address,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
      await db
        .updateTable('outbox')
        .set({ sent_at: clock.now(), next_attempt_at: null, last_error: null, transport: transport.kind })
        .where('id', '=', row.id)
        .execute();
      result.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await recordFailedDelivery(db, row.id, reason, clock.now());
      deps.logger.warn({ outboxId: row.id, attempts: row.attempts + 1 }, 'e-mail delivery failed again');
      result.failed += 1;
    }
  }
  return result;
}
