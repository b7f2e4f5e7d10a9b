import { randomInt } from 'node:crypto';
import { todayIso } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor, TransactionStep } from '../../db/executor.ts';
import type { Database, PaymentConfirmationSource, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { lockRental, updateRental } from '../rentals/repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import {
  countOverdueCharges,
  expirePendingCharges,
  lockPayment,
  recordPaymentEvent,
  setPaymentEventOutcome,
  updatePayment,
} from './repository.ts';

/** A provider's word that money arrived for one of our payments. */
export interface PaymentConfirmation {
  provider: string;
  /** The provider's id of this notification: a second delivery of it changes nothing. */
  eventId: string;
  /** Our payment id (the provider's external reference). */
  paymentId: string;
  amountCents: number;
  paidAt: Date;
  via: PaymentConfirmationSource;
}

export type CreditOutcome =
  /** The first charge is paid: the rental is RENTED and its access code revealed. */
  | 'RENTED'
  /** A later month of a monthly boleto is paid (a DEFAULTER stay is RENTED again when nothing is overdue). */
  | 'CREDITED'
  /** Money for a charge that was no longer needed (the rental was paid another way, or cancelled): given back. */
  | 'REFUNDED'
  /** This payment was credited before: nothing changes. */
  | 'ALREADY_CREDITED'
  /** This very event was received before: nothing changes. */
  | 'DUPLICATE_EVENT'
  /** Less than the charge: not credited, left for the team to look at. */
  | 'AMOUNT_MISMATCH'
  | 'UNKNOWN_PAYMENT';

export interface CreditResult {
  outcome: CreditOutcome;
  payment: PaymentRow | undefined;
}

/** Who hears of a credited payment (the customer's e-mails); called after the transaction commits. */
export interface CreditListener {
  rentalPaid(rentalId: string, payment: PaymentRow): Promise<void>;
  paymentRefunded(rentalId: string, payment: PaymentRow): Promise<void>;
}

export interface PaymentCreditingOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  listener?: CreditListener;
}

/** The door's code: six digits from a cryptographic source, so it cannot be guessed from others. */
function newAccessCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The one path by which money is credited, whoever reports it: the provider's webhook, the sandbox's
 * simulated bank, or a staff member's manual confirmation ('baixa manual').
 *
 * Everything happens in one transaction under the payment's row lock, then the rental's: any number
 * of deliveries of any number of events, on any number of API instances, queue on that lock, and only
 * the first finds the payment unpaid. The event id is recorded in the same transaction, so a replayed
 * event is recognised even before the lock.
 */
export class PaymentCrediting {
  readonly #options: PaymentCreditingOptions;

  constructor(options: PaymentCreditingOptions) {
    this.#options = options;
  }

  /**
   * `within` runs in the same transaction, after the decision: a staff member's manual confirmation
   * writes its audit entry there, and may refuse an outcome by throwing (nothing is then recorded).
   */
  async credit(
    confirmation: PaymentConfirmation,
    within?: TransactionStep<CreditResult>,
  ): Promise<CreditResult> {
    const { db, clock } = this.#options;
    const now = clock.now();
    const toVoid: PaymentRow[] = [];
    const result = await db.transaction().execute(async (trx): Promise<CreditResult> => {
      const firstTime = await recordPaymentEvent(trx, {
        provider: confirmation.provider,
        eventId: confirmation.eventId,
        paymentId: null,
        receivedAt: now,
      });
      if (!firstTime) {
        const duplicate: CreditResult = { outcome: 'DUPLICATE_EVENT', payment: undefined };
        await within?.(trx, duplicate);
        return duplicate;
      }
      const decided = await this.#decide(trx, confirmation, now, toVoid);
      await setPaymentEventOutcome(trx, {
        provider: confirmation.provider,
        eventId: confirmation.eventId,
        outcome: decided.outcome,
        paymentId: decided.payment?.id ?? null,
      });
      await within?.(trx, decided);
      return decided;
    });
    this.#afterCommit(result, toVoid);
    return result;
  }

  async #decide(
    trx: Executor,
    confirmation: PaymentConfirmation,
    now: Date,
    toVoid: PaymentRow[],
  ): Promise<CreditResult> {
    const payment = await lockPayment(trx, confirmation.paymentId);
    if (!payment) return { outcome: 'UNKNOWN_PAYMENT', payment: undefined };
    if (payment.status === 'PAID' || payment.status === 'REFUNDED') {
      return { outcome: 'ALREADY_CREDITED', payment };
    }
    const due = payment.card_total_cents ?? payment.amount_cents;
    if (confirmation.amountCents < due) return { outcome: 'AMOUNT_MISMATCH', payment };

    const rental = await lockRental(trx, payment.rental_id);
    if (!rental) return { outcome: 'UNKNOWN_PAYMENT', payment };
    const paid = { paid_at: confirmation.paidAt, paid_via: confirmation.via } as const;

    if (!this.#isWanted(payment, rental)) {
      // The money came, but nothing is owed for it any more: it is recorded as received and given back
      // at once, never credited twice.
      const refunded = await updatePayment(trx, payment.id, {
        ...paid,
        status: 'REFUNDED',
        refunded_at: now,
      });
      return { outcome: 'REFUNDED', payment: refunded };
    }

    if (payment.installment === 1 && rental.status === 'WAITING_FOR_PAYMENT') {
      // Any other code for the same charge (a Pix replaced by a boleto…) can no longer be paid. First,
      // as the unique index allows one live charge per installment.
      toVoid.push(
        ...(await expirePendingCharges(trx, rental.id, { installments: [1], exceptId: payment.id })),
      );
      const credited = await updatePayment(trx, payment.id, { ...paid, status: 'PAID' });
      await updateRental(trx, rental.id, {
        status: 'RENTED',
        paid_at: confirmation.paidAt,
        access_code: rental.access_code ?? newAccessCode(),
      });
      return { outcome: 'RENTED', payment: credited };
    }

    const credited = await updatePayment(trx, payment.id, { ...paid, status: 'PAID' });
    if (rental.status === 'DEFAULTER') {
      const overdue = await countOverdueCharges(trx, rental.id, todayIso(now));
      if (overdue === 0) await updateRental(trx, rental.id, { status: 'RENTED' });
    }
    return { outcome: 'CREDITED', payment: credited };
  }

  /**
   * A first charge is wanted while the rental waits for it; a later month of a monthly boleto while the
   * stay it pays for goes on (or is over and still owed).
   */
  #isWanted(payment: PaymentRow, rental: RentalRow): boolean {
    if (payment.installment === 1) return rental.status === 'WAITING_FOR_PAYMENT';
    return rental.status === 'RENTED' || rental.status === 'DEFAULTER' || rental.status === 'FINISHED';
  }

  #afterCommit(result: CreditResult, toVoid: PaymentRow[]): void {
    const { provider, tasks, listener, logger } = this.#options;
    const payment = result.payment;
    for (const charge of toVoid) {
      if (!charge.provider_charge_id) continue;
      const ref = { paymentId: charge.id, providerChargeId: charge.provider_charge_id };
      tasks.run('void replaced charge', () => provider.cancel(ref));
    }
    if (!payment) return;
    if (result.outcome === 'RENTED' || result.outcome === 'CREDITED') {
      logger.info({ paymentId: payment.id, outcome: result.outcome }, 'payment credited');
      if (listener && result.outcome === 'RENTED')
        tasks.run('payment confirmed e-mail', () => listener.rentalPaid(payment.rental_id, payment));
    }
    if (result.outcome === 'REFUNDED') {
      logger.warn({ paymentId: payment.id }, 'payment received for a charge no longer owed: refunded');
      const ref = { paymentId: payment.id, providerChargeId: payment.provider_charge_id ?? payment.id };
      const amountCents = payment.card_total_cents ?? payment.amount_cents;
      tasks.run('refund unwanted payment', () => provider.refund({ ...ref, amountCents }));
      if (listener)
        tasks.run('payment refunded e-mail', () => listener.paymentRefunded(payment.rental_id, payment));
    }
  }
}
