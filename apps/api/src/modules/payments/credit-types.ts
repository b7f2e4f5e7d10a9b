import type { Executor } from '../../db/executor.ts';
import type { PaymentConfirmationSource, PaymentRefundRow, PaymentRow } from '../../db/schema.ts';

// What crediting decides and leaves to do, apart from the code that decides it: credit-decision.ts, the
// extensions' own decision and the follow-ups read these types without importing the crediting path.

/** A provider's word that money arrived for one of our payments. */
export interface PaymentConfirmation {
  provider: string;
  /**
   * The provider's id of this money movement: a second delivery of it changes nothing, while a new id
   * for an already paid charge is a second payment (given back). A provider that notifies one payment
   * several times (created, updated…) must use one id for it, e.g. its payment id.
   */
  eventId: string;
  /** Our payment id (the provider's external reference). */
  paymentId: string;
  amountCents: number;
  paidAt: Date;
  /**
   * The provider's own id of this money (Mercado Pago's payment id; the sandbox bank's), which a refund
   * of it targets; null for money confirmed by hand.
   */
  providerPaymentId?: string | null;
  via: PaymentConfirmationSource;
  /**
   * The amount is reserved on the payer's card, not paid (a card's caução: Mercado Pago's `authorized`):
   * card-deposit-credit.ts holds it as the caução, and only a capture of it is money.
   */
  authorization?: boolean;
}

export type CreditOutcome =
  /** The first charge is paid: the rental is RENTED and its access code revealed. */
  | 'RENTED'
  /** Credited without renting: a later month, or a month paid before the first (the stay waits for it). */
  | 'CREDITED'
  /**
   * Not credited, given back automatically (REFUND_PENDING until the provider confirms): a second
   * payment of a charge, a wrong amount, a code paid after cancellation or that no plan can take.
   */
  | 'REFUNDED'
  /** A manual confirmation of a charge already paid: nothing changes. */
  | 'ALREADY_CREDITED'
  /** This very event was received before: nothing changes. */
  | 'DUPLICATE_EVENT'
  | 'UNKNOWN_PAYMENT'
  /** A caução reserved on the card (not charged): the rental's guarantee, the stay still waiting for its rent. */
  | 'AUTHORIZED'
  /** A card's reservation not wanted (the stay cancelled, a caução already in place): given up at the provider. */
  | 'RELEASED';

export interface CreditResult {
  outcome: CreditOutcome;
  payment: PaymentRow | undefined;
}

/** What a decision leaves to do once its transaction has committed. */
export interface CreditEffects {
  /** Issued charges voided here, to void at the provider too. */
  voided: PaymentRow[];
  /** Refunds recorded, to deliver. */
  refunds: PaymentRefundRow[];
  /** Months scheduled again (a plan taken back), to issue when due. */
  scheduled: PaymentRow[];
  /** Cauções reserved on a card whose capture was asked (`capture_cents`), to ask of the provider. */
  captures?: PaymentRow[];
}

export interface CreditDecision extends CreditResult {
  effects: CreditEffects;
  /**
   * A caução reserved on a card (AUTHORIZED, not money) that made the stay RENTED: the rent's charge whose
   * payment the customer is told of (the reservation is no payment).
   */
  rentedBy?: PaymentRow;
}

/**
 * The work a change of money leaves (voids at the provider, refunds, months to issue), enqueued as
 * durable jobs inside the change's own transaction (see money-followups.ts).
 */
export interface MoneyFollowUps {
  enqueue(trx: Executor, effects: CreditEffects): Promise<void>;
}
