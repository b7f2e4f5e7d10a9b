import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { OneAtATime } from '../../lib/one-at-a-time.ts';
import type { DoorAccess } from '../door-access/door-access-service.ts';
import { postJournalEntry } from '../ledger/journal.ts';
import { chargePurpose } from '../ledger/payment-postings.ts';
import { updateRental } from '../rentals/commands.ts';
import { lockRental } from '../rentals/queries.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import type { CreditEffects, MoneyFollowUps } from './credit-types.ts';
import { deliveryKey } from './crediting.ts';
import { findPaymentsMoney, keptCents } from './money-queries.ts';
import { cancelStayByRefund, creditedStayCents, creditStay, refundVerdict } from './refund-policy.ts';
import { insertReconciliationCase, updateRefund } from './refunds/refund-repository.ts';
import { refundPayment } from './refunds/refund-requests.ts';
import { findPayment, lockRentalPayments, recordPaymentEvent, updatePayment } from './repository.ts';

// Money the provider took back without our asking (decision 0013, amendment): a chargeback (the card's
// holder disputed it: the card network took the money) or a refund made in the provider's own panel.
// Each is, the moment the provider tells us, a journal entry, a reconciliation case and a move of the
// stay by the policy:
// - a chargeback: CHARGEBACK Dr 1.1.3 / Cr 1.1.2 — what the customer owes again; a RENTED stay becomes
//   DEFAULTER (its door code revoked) and stays so until staff settle the case; a finished stay keeps the
//   debt on its statement;
// - a panel refund: a refund of ours recorded and delivered at once (REFUND Dr 3.1.1 / Cr 2.1.1, then
//   Dr 2.1.1 / Cr 1.1.2: in all Dr 3.1.1 / Cr 1.1.2), and the stay moves as a staff refund would: the whole
//   payment of a stay not begun cancels it (the rest given back through the provider), a part of it, or
//   any part once the stay began, is a credit that lowers the stay's value by as much.
// A refund we asked for ourselves, reported back as `refunded`, changes nothing here.

export type ReversalKind = 'CHARGEBACK' | 'PANEL_REFUND';

export interface ProviderReversal {
  provider: string;
  /** The provider's id of the reversal (or of the payment reversed): a repeat changes nothing. */
  eventId: string;
  /** Our payment id. */
  paymentId: string;
  kind: ReversalKind;
  /** What the provider took back; capped at what the payment still keeps. */
  amountCents: number;
  at: Date;
}

export type ReversalOutcome =
  /** Recorded: the entry, the case and the stay's move. */
  | 'CHARGED_BACK'
  | 'REFUNDED_AT_PROVIDER'
  /** Nothing of ours was left to take back (a refund we had asked for, or all given back already). */
  | 'NOTHING_TO_REVERSE'
  | 'DUPLICATE_EVENT'
  | 'UNKNOWN_PAYMENT';

export interface ProviderReversalsOptions {
  db: Kysely<Database>;
  clock: Clock;
  followUps: MoneyFollowUps;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  door?: DoorAccess;
  notices?: RentalNotices;
  /** The deliveries' queue shared with PaymentCrediting (see its `deliveries`). Its own when not given. */
  deliveries?: OneAtATime;
}

const SYSTEM = { id: null, email: 'sistema', ip: null };

export class ProviderReversals {
  readonly #options: ProviderReversalsOptions;
  readonly #deliveries: OneAtATime;

  constructor(options: ProviderReversalsOptions) {
    this.#options = options;
    this.#deliveries = options.deliveries ?? new OneAtATime();
  }

  /**
   * In one transaction, under the rental's lock and then its payments' (the money path's order). Repeat
   * deliveries of one event reaching this process together are recorded one after the other, as credits
   * are (PaymentCrediting.credit): a repeat waits here instead of holding a connection on the event row.
   */
  record(reversal: ProviderReversal): Promise<ReversalOutcome> {
    const eventId = `${reversal.kind.toLowerCase()}:${reversal.eventId}`;
    return this.#deliveries.run(deliveryKey(reversal.provider, eventId), () =>
      this.#record(reversal, eventId),
    );
  }

  async #record(reversal: ProviderReversal, eventId: string): Promise<ReversalOutcome> {
    const { db, clock, followUps, logger } = this.#options;
    const outcome = await transactionWithRetry(db, async (trx): Promise<ReversalOutcome> => {
      const now = clock.now();
      const found = await findPayment(trx, reversal.paymentId);
      if (!found) return 'UNKNOWN_PAYMENT';
      const firstTime = await recordPaymentEvent(trx, {
        provider: reversal.provider,
        eventId,
        paymentId: found.id,
        receivedAt: now,
      });
      if (!firstTime) return 'DUPLICATE_EVENT';
      const rental = await lockRental(trx, found.rental_id);
      const payment = (await lockRentalPayments(trx, found.rental_id)).find((row) => row.id === found.id);
      if (!rental || !payment) return 'UNKNOWN_PAYMENT';
      const kept = keptCents(await findPaymentsMoney(trx, rental.id), payment);
      const amount = Math.min(reversal.amountCents, kept);
      if (amount <= 0) return 'NOTHING_TO_REVERSE';
      const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
      const result =
        reversal.kind === 'CHARGEBACK'
          ? await this.#chargeback(trx, rental, payment, amount, reversal, now)
          : await this.#panelRefund(
              trx,
              rental,
              payment,
              { amount, whole: amount === kept },
              reversal,
              now,
              effects,
            );
      await followUps.enqueue(trx, effects);
      return result;
    });
    if (outcome === 'CHARGED_BACK' || outcome === 'REFUNDED_AT_PROVIDER')
      logger.warn(
        { paymentId: reversal.paymentId, outcome },
        'money taken back by the provider: reconciliation case',
      );
    return outcome;
  }

  async #chargeback(
    trx: Executor,
    rental: RentalRow,
    payment: PaymentRow,
    amount: number,
    reversal: ProviderReversal,
    now: Date,
  ): Promise<ReversalOutcome> {
    const posted = await postJournalEntry(trx, {
      at: reversal.at,
      kind: 'CHARGEBACK',
      description: `Contestação no cartão (chargeback): ${chargePurpose(payment)}`,
      rentalId: rental.id,
      paymentId: payment.id,
      sourceKey: `payment:${payment.id}:chargeback`,
      lines: [
        { account: '1.1.3', debitCents: amount },
        { account: '1.1.2', creditCents: amount },
      ],
    });
    // The same chargeback told again under another id: already recorded.
    if (!posted) return 'NOTHING_TO_REVERSE';
    await insertReconciliationCase(trx, {
      payment_id: payment.id,
      rental_id: rental.id,
      received_cents: amount,
      reason: 'CHARGEBACK',
      credited: false,
      refund_id: null,
      at: now,
      event_id: reversal.eventId.slice(0, 128),
    });
    if (rental.status === 'RENTED') {
      await updateRental(trx, rental.id, { status: 'DEFAULTER' });
      await this.#options.door?.sync(trx, rental.id, SYSTEM);
    }
    return 'CHARGED_BACK';
  }

  async #panelRefund(
    trx: Executor,
    rental: RentalRow,
    payment: PaymentRow,
    given: { amount: number; whole: boolean },
    reversal: ProviderReversal,
    now: Date,
    effects: CreditEffects,
  ): Promise<ReversalOutcome> {
    // Recorded as a refund of ours, delivered at once: nothing is asked of the provider.
    const { refund, payment: refunding } = await refundPayment(trx, payment, now, given.amount);
    await updateRefund(trx, refund.id, { status: 'REFUNDED', refunded_at: now, next_attempt_at: null });
    await updatePayment(trx, refunding.id, { status: 'REFUNDED', refunded_at: now }, now);
    await insertReconciliationCase(trx, {
      payment_id: payment.id,
      rental_id: rental.id,
      received_cents: given.amount,
      reason: 'PANEL_REFUND',
      credited: false,
      refund_id: refund.id,
      at: now,
      event_id: reversal.eventId.slice(0, 128),
    });
    const verdict = refundVerdict(rental, given.whole, now);
    if (verdict.effect === 'CANCEL') {
      const cancelled = await cancelStayByRefund(trx, rental, now, {
        details: 'Pagamento devolvido pelo painel do provedor de pagamento.',
        actor: SYSTEM,
        door: this.#options.door,
        notices: this.#options.notices,
      });
      effects.voided.push(...cancelled.effects.voided);
      effects.refunds.push(...cancelled.effects.refunds);
    } else {
      // A part given back, or the stay under way (it cannot be cancelled): a credit on its statement.
      await creditStay(trx, rental, creditedStayCents(payment, given.amount), payment.extension_id);
    }
    return 'REFUNDED_AT_PROVIDER';
  }
}
