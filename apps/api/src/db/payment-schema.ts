import type { PaymentPurpose, PaymentStatus, PaymentType } from '@estadia/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DateText, UpdatedAt } from './column-types.ts';

// Money received and given back: payment requests, charges, the provider's events, refunds and
// reconciliation cases (the journal is in ledger-schema.ts).
// Part of `Database` in schema.ts.

export interface PaymentRequestsTable {
  id: Generated<string>;
  user_id: string;
  rental_id: string;
  idempotency_key: string;
  request_sha256: string;
  created_at: Date;
}

export type PaymentConfirmationSource = 'WEBHOOK' | 'SANDBOX' | 'MANUAL';

export interface PaymentsTable {
  id: Generated<string>;
  rental_id: string;
  user_id: string;
  request_id: string;
  payment_type: PaymentType;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  amount_cents: number;
  installment: Generated<number>;
  installment_count: Generated<number>;
  due_date: DateText;
  expires_at: Date | null;
  provider: string;
  provider_charge_id: string | null;
  pix_payload: string | null;
  pix_txid: string | null;
  bank_slip_barcode: string | null;
  bank_slip_digitable_line: string | null;
  /** The provider's own printable boleto (Mercado Pago), shown instead of ours when present. */
  bank_slip_pdf_url: Generated<string | null>;
  card_brand: string | null;
  card_last4: string | null;
  card_installments: number | null;
  card_total_cents: number | null;
  /** A 3-D Secure challenge the customer has still to answer: the issuer's URL and the CReq. */
  card_challenge_url: Generated<string | null>;
  card_challenge_creq: Generated<string | null>;
  failure_reason: string | null;
  created_at: Date;
  paid_at: Date | null;
  paid_via: PaymentConfirmationSource | null;
  refunded_at: Date | null;
  /** What a recorded refund gave back (the whole amount unless staff said otherwise). */
  refunded_cents: number | null;
  /** When the provider was asked to give the money back (status REFUND_PENDING, then REFUNDED). */
  refund_requested_at: Date | null;
  /** The extension whose difference this charge pays; null for the rental's own charges. */
  extension_id: Generated<string | null>;
  /** What the charge pays for; EXTENSION exactly when extension_id is set (a check says so). */
  purpose: ColumnType<PaymentPurpose, PaymentPurpose | undefined, PaymentPurpose>;
  /** The provider's own id of the money credited (or given back with the charge): a refund targets it. */
  provider_payment_id: Generated<string | null>;
  /** A post-paid month (billed after it is lived) is not issued before this day, the day after its last night. */
  bill_from: Generated<DateText | null>;
  /**
   * A card's caução (AUTHORIZED): the capture asked of the provider and not confirmed yet, owed by the card to
   * the caução (ledger 1.1.4); null when none is asked (migration 202612031000).
   */
  capture_cents: Generated<number | null>;
  updated_at: UpdatedAt;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string | null;
  received_at: Date;
  outcome: string;
}

export type PaymentRefundStatus = 'PENDING' | 'REFUNDED' | 'REFUSED' | 'SETTLED';

/** A refund asked of the provider, retried until it confirms (or refuses for good). */
export interface PaymentRefundsTable {
  id: Generated<string>;
  payment_id: string;
  rental_id: string;
  amount_cents: number;
  /** The payment's own credited money: the payment becomes REFUNDED with it. */
  settles_payment: boolean;
  status: ColumnType<PaymentRefundStatus, PaymentRefundStatus | undefined, PaymentRefundStatus>;
  requested_at: Date;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
  refunded_at: Date | null;
  refused_at: Date | null;
  settled_at: Date | null;
  settled_by: string | null;
  settlement_note: string | null;
  /** The provider's id of the money this refund gives back, when it is not the payment's own (a second payment). */
  provider_payment_id: Generated<string | null>;
  /** A caução's yield paid by a transfer staff make and record (migration 202611300700), never by the provider. */
  by_transfer: Generated<boolean>;
}

export type ReconciliationReason =
  | 'DUPLICATE'
  | 'REPLACED'
  | 'WRONG_AMOUNT'
  | 'AFTER_CANCELLATION'
  | 'NOT_OWED'
  | 'REFUND_REFUSED'
  /** The card's holder disputed the payment: the money left with the card network (migration 202611290940). */
  | 'CHARGEBACK'
  /** Given back from the provider's own panel, not by us. */
  | 'PANEL_REFUND';

/** Money received that was not simply credited, and what became of it. */
export interface PaymentReconciliationTable {
  id: Generated<string>;
  payment_id: string;
  rental_id: string;
  received_cents: number;
  reason: ReconciliationReason;
  /** Credited in place of what it replaced (otherwise `refund_id` gives it back). */
  credited: boolean;
  refund_id: string | null;
  at: Date;
  event_id: string | null;
  /** A chargeback's case resolved by staff (the money recovered), with who and how. */
  resolved_at: Generated<Date | null>;
  resolved_by: Generated<string | null>;
  resolution_note: Generated<string | null>;
}

export interface PaymentTables {
  payment_requests: PaymentRequestsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  payment_reconciliation: PaymentReconciliationTable;
}

export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentUpdate = Updateable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type PaymentReconciliationRow = Selectable<PaymentReconciliationTable>;
