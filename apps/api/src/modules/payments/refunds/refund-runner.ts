import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../../db/retry-transaction.ts';
import type { Database, PaymentRefundRow } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { lockRental } from '../../rentals/repository.ts';
import {
  type PaymentProvider,
  PaymentProviderRefusal,
  type RefundResult,
} from '../providers/payment-provider.ts';
import { lockRentalPayments, updatePayment } from '../repository.ts';
import { claimDueRefunds, lockRefund, updateRefund } from './refund-repository.ts';

/** How long a claimed refund is this server's before another may try it (a crash mid-call). */
const LEASE_MS = 5 * 60_000;
/** The provider's answer is awaited this long; after it the attempt counts as failed (transient). */
const CALL_TIMEOUT_MS = 30_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3_600_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min, … up to 6 h between attempts. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface RefundRunnerOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests shorten the provider's time limit. */
  callTimeoutMs?: number;
}

export interface RefundRound {
  refunded: number;
  pending: number;
  refused: number;
  failed: number;
}

/**
 * Delivers the refunds recorded as PENDING: each is asked of the provider (keyed by the refund's id,
 * so asking twice never refunds twice) until it answers REFUNDED — then the refund, and the payment
 * whose money it gives back, are REFUNDED with their date. A refusal for good (PaymentProviderRefusal)
 * leaves it REFUSED for a person to settle; any other failure, a timeout included, is retried later
 * with a growing wait. The state lives in the database, so a restart or another instance picks up
 * where this one stopped.
 */
export class RefundRunner {
  readonly #options: RefundRunnerOptions;

  constructor(options: RefundRunnerOptions) {
    this.#options = options;
  }

  /** One round over the refunds due now (or only `refundId`). */
  async runDue(refundId?: string): Promise<RefundRound> {
    const { db, clock } = this.#options;
    const round: RefundRound = { refunded: 0, pending: 0, refused: 0, failed: 0 };
    for (;;) {
      const claimed = await claimDueRefunds(db, clock.now(), {
        limit: BATCH,
        leaseMs: LEASE_MS,
        ...(refundId ? { refundId } : {}),
      });
      for (const refund of claimed) round[await this.#attempt(refund)] += 1;
      if (claimed.length < BATCH) return round;
    }
  }

  async #attempt(refund: PaymentRefundRow): Promise<keyof RefundRound> {
    const { provider, logger, db } = this.#options;
    const payment = await db
      .selectFrom('payments')
      .select(['provider_charge_id'])
      .where('id', '=', refund.payment_id)
      .executeTakeFirstOrThrow();
    let answer: RefundResult;
    try {
      answer = await withTimeout(
        provider.refund({
          refundId: refund.id,
          paymentId: refund.payment_id,
          providerChargeId: payment.provider_charge_id ?? refund.payment_id,
          amountCents: refund.amount_cents,
        }),
        this.#options.callTimeoutMs ?? CALL_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        logger.error({ refundId: refund.id, err: error }, 'refund refused by the provider: needs a person');
        await this.#finish(refund, { status: 'REFUSED', reason: error.message });
        return 'refused';
      }
      logger.warn({ refundId: refund.id, err: error, attempts: refund.attempts }, 'refund failed: retrying');
      await this.#retryLater(refund, error instanceof Error ? error.message : String(error));
      return 'failed';
    }
    if (answer?.status === 'REFUNDED') {
      await this.#finish(refund, { status: 'REFUNDED' });
      return 'refunded';
    }
    await this.#retryLater(refund, null);
    return 'pending';
  }

  async #retryLater(refund: PaymentRefundRow, error: string | null): Promise<void> {
    const now = this.#options.clock.now();
    await this.#options.db
      .updateTable('payment_refunds')
      .set({
        next_attempt_at: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
        last_error: error?.slice(0, 500) ?? null,
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** Rental, then its payments, then the refund: the one lock order of the money path. */
  async #finish(
    refund: PaymentRefundRow,
    outcome: { status: 'REFUNDED' } | { status: 'REFUSED'; reason: string },
  ): Promise<void> {
    const { db, clock } = this.#options;
    const now = clock.now();
    await transactionWithRetry(db, async (trx) => {
      await lockRental(trx, refund.rental_id);
      const payments = await lockRentalPayments(trx, refund.rental_id);
      const current = await lockRefund(trx, refund.id);
      if (current?.status !== 'PENDING') return;
      if (outcome.status === 'REFUSED') {
        await updateRefund(trx, refund.id, {
          status: 'REFUSED',
          refused_at: now,
          next_attempt_at: null,
          last_error: outcome.reason.slice(0, 500),
        });
        await ensureReconciliationCase(trx, current, now);
        return;
      }
      await updateRefund(trx, refund.id, { status: 'REFUNDED', refunded_at: now, next_attempt_at: null });
      const payment = payments.find((row) => row.id === refund.payment_id);
      if (current.settles_payment && payment?.status === 'REFUND_PENDING')
        await updatePayment(trx, payment.id, { status: 'REFUNDED', refunded_at: now });
    });
  }
}

/** A refused refund of credited money (a cancellation, staff's refund) is shown to staff like the others. */
async function ensureReconciliationCase(
  trx: Parameters<typeof lockRefund>[0],
  refund: PaymentRefundRow,
  now: Date,
): Promise<void> {
  const existing = await trx
    .selectFrom('payment_reconciliation')
    .select('id')
    .where('refund_id', '=', refund.id)
    .executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('payment_reconciliation')
    .values({
      payment_id: refund.payment_id,
      rental_id: refund.rental_id,
      received_cents: refund.amount_cents,
      reason: 'REFUND_REFUSED',
      credited: false,
      refund_id: refund.id,
      at: now,
      event_id: null,
    })
    .execute();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
