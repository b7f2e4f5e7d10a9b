import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor, TransactionStep } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { OneAtATime } from '../../lib/one-at-a-time.ts';
import type { DoorAccess } from '../door-access/door-access-service.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import { decideCredit } from './credit-decision.ts';
import type { CreditDecision, CreditResult, MoneyFollowUps, PaymentConfirmation } from './credit-types.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { recordPaymentEvent, setPaymentEventOutcome } from './repository.ts';

export interface PaymentCreditingOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  followUps: MoneyFollowUps;
  /** The customer's e-mails (paid, money given back), enqueued in the crediting transaction. */
  notices?: RentalNotices;
  /** The door follows what the money did: a stay rented, back from DEFAULTER, extended. */
  door?: DoorAccess;
  /**
   * The queue of the provider's deliveries in this process, keyed by deliveryKey: shared with
   * ProviderReversals, which records its events in the same table. Its own when not given.
   */
  deliveries?: OneAtATime;
}

/** The key of one provider event in the payment events table (and in the deliveries' queue). */
export function deliveryKey(provider: string, eventId: string): string {
  return `${provider}\u0000${eventId}`;
}

/**
 * The one path by which money is credited, whoever reports it: the provider's webhook, the sandbox's
 * simulated bank, or a staff member's manual confirmation ('baixa manual').
 *
 * Everything happens in one transaction under the rental's row lock and then its payments' (the one
 * lock order of the money path, see decision in credit-decision.ts): any number of deliveries of any
 * number of events, on any number of API instances, queue on that lock. The event id is recorded in
 * the same transaction, so a replayed event changes nothing; a deadlock or serialization failure
 * runs the whole transaction again.
 */
export class PaymentCrediting {
  readonly #options: PaymentCreditingOptions;
  /** The deliveries of each event, credited one after the other in this process (see credit). */
  readonly #deliveries: OneAtATime;

  constructor(options: PaymentCreditingOptions) {
    this.#options = options;
    this.#deliveries = options.deliveries ?? new OneAtATime();
  }

  /**
   * `within` runs in the same transaction, after the decision: a staff member's manual confirmation
   * writes its audit entry there, and may refuse an outcome by throwing (nothing is then recorded).
   *
   * Providers deliver one event several times, often in the same instant. A second delivery of an event
   * this process is crediting now waits for the first to end before it opens its own transaction, instead
   * of holding a database connection while it queues on the first one's uncommitted event row: it then
   * finds the event recorded (DUPLICATE_EVENT) or, if the first rolled back, credits it itself. The
   * database still decides: across instances the deliveries queue on the event row as before.
   */
  async credit(
    confirmation: PaymentConfirmation,
    within?: TransactionStep<CreditResult>,
  ): Promise<CreditResult> {
    return this.#deliveries.run(deliveryKey(confirmation.provider, confirmation.eventId), () =>
      this.#credit(confirmation, within),
    );
  }

  async #credit(
    confirmation: PaymentConfirmation,
    within?: TransactionStep<CreditResult>,
  ): Promise<CreditResult> {
    const { db, clock } = this.#options;
    const decided = await transactionWithRetry(db, async (trx): Promise<CreditDecision> => {
      const now = clock.now();
      const firstTime = await recordPaymentEvent(trx, {
        provider: confirmation.provider,
        eventId: confirmation.eventId,
        paymentId: null,
        receivedAt: now,
      });
      if (!firstTime) {
        const duplicate: CreditDecision = {
          outcome: 'DUPLICATE_EVENT',
          payment: undefined,
          effects: { voided: [], refunds: [], scheduled: [] },
        };
        await within?.(trx, duplicate);
        return duplicate;
      }
      const decision = await decideCredit(trx, confirmation, now);
      await setPaymentEventOutcome(trx, {
        provider: confirmation.provider,
        eventId: confirmation.eventId,
        outcome: decision.outcome,
        paymentId: decision.payment?.id ?? null,
      });
      await within?.(trx, decision);
      if (decision.payment) await this.#options.door?.sync(trx, decision.payment.rental_id);
      await this.#options.followUps.enqueue(trx, decision.effects);
      await this.#tell(trx, decision);
      return decision;
    });
    this.#log(decided);
    return { outcome: decided.outcome, payment: decided.payment };
  }

  /** The customer's e-mail of the decision, due if and only if it commits. */
  async #tell(trx: Executor, decision: CreditDecision): Promise<void> {
    const { notices } = this.#options;
    const payment = decision.payment;
    if (!notices || !payment) return;
    const ids = { rentalId: payment.rental_id, paymentId: payment.id };
    if (decision.outcome === 'RENTED') await notices.tell(trx, { event: 'PAYMENT_CONFIRMED', ...ids });
    // Rented by a caução reserved on a card: the payment told of is the rent's, the reservation none.
    if (decision.rentedBy)
      await notices.tell(trx, { event: 'PAYMENT_CONFIRMED', ...ids, paymentId: decision.rentedBy.id });
    // An extension's difference paid: the stay is longer (extensions/extension-credit.ts).
    if (decision.outcome === 'CREDITED' && payment.extension_id)
      await notices.tell(trx, { event: 'EXTENSION_PAID', ...ids });
    if (decision.outcome === 'REFUNDED') {
      // The refund of this very money: a charge paid twice more is given back (and told) twice.
      const refund = decision.effects.refunds.find((each) => each.payment_id === payment.id);
      if (refund) await notices.tell(trx, { event: 'PAYMENT_REFUNDED', ...ids, refundId: refund.id });
    }
  }

  #log(decided: CreditDecision): void {
    const { logger } = this.#options;
    const payment = decided.payment;
    if (!payment) {
      if (decided.outcome === 'UNKNOWN_PAYMENT') logger.warn('payment confirmation for an unknown payment');
      return;
    }
    if (decided.outcome === 'RENTED' || decided.outcome === 'CREDITED')
      logger.info({ paymentId: payment.id, outcome: decided.outcome }, 'payment credited');
    if (decided.outcome === 'REFUNDED')
      logger.warn({ paymentId: payment.id }, 'payment received but not credited: refund requested');
  }
}
