import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import { transactionWithRetry } from '../../../db/retry-transaction.ts';
import type { Database, PaymentRefundRow, PaymentRow } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { lockRental } from '../../rentals/queries.ts';
import {
  type PaymentProvider,
  PaymentProviderRefusal,
  type RefundResult,
} from '../providers/payment-provider.ts';
import { findProviderIds, lockRentalPayments } from '../repository.ts';
import {
  claimDueRefunds,
  ensureRefusedRefundCase,
  findRefund,
  findRefundsDueBefore,
  lockRefund,
  releaseRefundClaim,
  rescheduleRefund,
  updateRefund,
} from './refund-repository.ts';
import { markRefundedWhenAllDelivered } from './refund-requests.ts';

/** How long a claimed refund is this server's before another may try it (a crash mid-call). */
const LEASE_MS = 5 * 60_000;
/** The provider's answer is awaited this long; after it the attempt counts as failed (transient). */
const CALL_TIMEOUT_MS = 30_000;
const BATCH = 20;

export interface RefundRunnerOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests shorten the provider's time limit. */
  callTimeoutMs?: number;
}

/** Whether a delivery is done with (refunded, refused, or not this job's any more) or must be tried again. */
export type DeliveryOutcome = 'refunded' | 'refused' | 'gone';

/**
 * The provider's id of the money a refund gives back (Mercado Pago refunds a payment id): the payment
 * that brought this very money (a second payment of a charge), else the one that paid the charge (a
 * card approved after a timeout has no charge id of ours at all), else — money confirmed by hand, or
 * recorded before the provider's ids were kept — the charge itself.
 */
export function refundTarget(
  refund: Pick<PaymentRefundRow, 'provider_payment_id' | 'payment_id'>,
  payment: Pick<PaymentRow, 'provider_payment_id' | 'provider_charge_id'>,
): string {
  return (
    refund.provider_payment_id ??
    payment.provider_payment_id ??
    payment.provider_charge_id ??
    refund.payment_id
  );
}

/**
 * A refund not finished. `retryAt`: when its next attempt is due, already scheduled with the state (a
 * job of its own when the runner has a scheduler); absent when another instance holds it.
 */
export class RefundNotDoneYet extends Error {
  readonly retryAt: Date | undefined;

  constructor(refundId: string, reason: string, retryAt?: Date) {
    super(`Refund ${refundId} not done yet: ${reason}`);
    this.name = 'RefundNotDoneYet';
    this.retryAt = retryAt;
  }
}

/** The wait before the second attempt; each next one waits twice as long, up to REFUND_RETRY_CAP_MS. */
export const REFUND_RETRY_BASE_MS = 60_000;
/** The longest wait between two attempts: a failed refund is always tried again within minutes. */
export const REFUND_RETRY_CAP_MS = 10 * 60_000;

/** The wait after the `attempts`-th failed attempt: 1, 2, 4, 8, then 10 minutes for as long as it takes. */
export function refundRetryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(REFUND_RETRY_BASE_MS * 2 ** doublings, REFUND_RETRY_CAP_MS);
}

/**
 * A refund PENDING this long past its next attempt has lost its job (a crash mid-call past its lease, a
 * job that failed for good): the periodic sweep schedules it again. Beyond the lease, a few minutes.
 */
export const STALE_REFUND_MS = 5 * 60_000;

/** Writes the job of a refund's next attempt, due at `at`, with the caller's transaction. */
export type RefundScheduler = (executor: Executor, refundId: string, at: Date) => Promise<void>;

/**
 * Delivers a refund recorded as PENDING, as the handler of its job (money-followups.ts): it is asked of
 * the provider, keyed by the refund's id (asking twice never refunds twice), until the provider answers
 * REFUNDED — then the refund, and the payment whose money it gives back, are REFUNDED with their date.
 * A refusal for good (PaymentProviderRefusal) leaves it REFUSED for a person to settle; any other
 * failure, a timeout included, or a refund the provider is still processing, schedules the next attempt
 * (growing waits capped at 10 minutes, refundRetryDelayMs) as a job of its own and throws
 * RefundNotDoneYet. The state lives in the database: a claim (a lease in `next_attempt_at`) keeps two
 * instances from calling at once, and the periodic sweep schedules again a refund whose job was lost.
 */
export class RefundRunner {
  readonly #options: RefundRunnerOptions;
  #schedule: RefundScheduler | undefined;

  constructor(options: RefundRunnerOptions) {
    this.#options = options;
  }

  /**
   * How the next attempt of a refund becomes a job (money-followups.ts registers the queue's): written
   * in the same transaction as the attempt's outcome, so a failed attempt is never left without one.
   */
  scheduleRetriesWith(schedule: RefundScheduler): void {
    this.#schedule = schedule;
  }

  async deliver(refundId: string): Promise<DeliveryOutcome> {
    const { db, clock } = this.#options;
    const [claimed] = await claimDueRefunds(db, clock.now(), { limit: 1, leaseMs: LEASE_MS, refundId });
    if (!claimed) {
      const current = await findRefund(db, refundId);
      if (current?.status !== 'PENDING') return 'gone';
      throw new RefundNotDoneYet(refundId, 'another instance is asking the provider');
    }
    return this.#attempt(claimed);
  }

  /**
   * The periodic sweep's part: each PENDING refund whose next attempt is STALE_REFUND_MS overdue (its job
   * lost or spent) is due again now, with a job of its own (a new key: never one the queue still keeps).
   * Returns the refunds scheduled.
   */
  async requeueStale(): Promise<PaymentRefundRow[]> {
    const { db, clock } = this.#options;
    const requeued: PaymentRefundRow[] = [];
    for (const refund of await this.findStale()) {
      const done = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        if (!refund.next_attempt_at) return false;
        if (!(await rescheduleRefund(trx, refund.id, refund.next_attempt_at, now))) return false;
        await this.#schedule?.(trx, refund.id, now);
        return true;
      });
      if (done) requeued.push(refund);
    }
    return requeued;
  }

  /** PENDING refunds whose job gave up (or was never written), to enqueue again. */
  findStale(): Promise<PaymentRefundRow[]> {
    const { db, clock } = this.#options;
    return findRefundsDueBefore(db, new Date(clock.now().getTime() - STALE_REFUND_MS), BATCH);
  }

  async #attempt(refund: PaymentRefundRow): Promise<DeliveryOutcome> {
    const { provider, logger, db } = this.#options;
    const payment = await findProviderIds(db, refund.payment_id);
    let answer: RefundResult;
    try {
      answer = await withTimeout(
        provider.refund({
          refundId: refund.id,
          paymentId: refund.payment_id,
          providerChargeId: payment.provider_charge_id ?? refund.payment_id,
          providerPaymentId: refundTarget(refund, payment),
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
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ refundId: refund.id, err: error, attempts: refund.attempts }, 'refund failed: retrying');
      const retryAt = await this.#retryLater(refund, message);
      throw new RefundNotDoneYet(refund.id, message, retryAt);
    }
    if (answer?.status === 'REFUNDED') {
      await this.#finish(refund, { status: 'REFUNDED' });
      return 'refunded';
    }
    const retryAt = await this.#retryLater(refund, null);
    throw new RefundNotDoneYet(refund.id, 'the provider is still processing it', retryAt);
  }

  /**
   * Releases the claim until the next attempt — 1, 2, 4, 8, then every 10 minutes after the attempts so
   * far (refundRetryDelayMs) — and writes that attempt's job in the same transaction.
   */
  async #retryLater(refund: PaymentRefundRow, error: string | null): Promise<Date> {
    const { db, clock } = this.#options;
    const retryAt = new Date(clock.now().getTime() + refundRetryDelayMs(refund.attempts));
    await db.transaction().execute(async (trx) => {
      await releaseRefundClaim(trx, refund.id, retryAt, error);
      await this.#schedule?.(trx, refund.id, retryAt);
    });
    return retryAt;
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
        await ensureRefusedRefundCase(trx, current, now);
        return;
      }
      await updateRefund(trx, refund.id, { status: 'REFUNDED', refunded_at: now, next_attempt_at: null });
      // The payment is REFUNDED only when nothing else of it is still on its way back.
      if (current.settles_payment)
        await markRefundedWhenAllDelivered(
          trx,
          payments.find((row) => row.id === refund.payment_id),
          now,
        );
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
