import type { ContractSignerRole } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';

/**
 * A step of a rental the customer is told of by e-mail. It names the rows by id only: the e-mail is
 * composed later, by a job, from what the database holds then (decision 0011).
 */
export type RentalNotice =
  /** Approved (automatically or by the provider): ready to sign. */
  | { event: 'APPROVED'; rentalId: string }
  /** The provider did not approve the request (WAITING_APPROVAL → CANCELLED). */
  | { event: 'REJECTED'; rentalId: string }
  /** Cancelled by the customer. */
  | { event: 'CANCELLED'; rentalId: string }
  /** Cancelled by the hold-expiry sweep: the payment deadline passed. */
  | { event: 'HOLD_EXPIRED'; rentalId: string }
  /** The hold lapses soon (the reminder, claimed once per rental). */
  | { event: 'HOLD_EXPIRING'; rentalId: string }
  /** Every party signed the contract. */
  | { event: 'CONTRACT_SIGNED'; rentalId: string }
  /** A party signed and `role` still has to (a fiança: the customer or the fiador). */
  | { event: 'CONTRACT_AWAITS_SIGNATURE'; rentalId: string; role: ContractSignerRole }
  /** A party signed an extension's addendum and `role` still has to (a fiança: the customer or the fiador). */
  | { event: 'ADDENDUM_AWAITS_SIGNATURE'; rentalId: string; extensionId: string; role: ContractSignerRole }
  /** The charges of one payment request have their codes (Pix, boleto lines, the card being confirmed). */
  | { event: 'PAYMENT_CREATED'; rentalId: string; requestId: string }
  /** The first charge is paid: the rental is RENTED, with its access code. */
  | { event: 'PAYMENT_CONFIRMED'; rentalId: string; paymentId: string }
  /** An extension's difference is paid: the stay's check-out moved (modules/extensions). */
  | { event: 'EXTENSION_PAID'; rentalId: string; paymentId: string }
  /** Money came for a charge no longer owed: this refund gives it back. */
  | { event: 'PAYMENT_REFUNDED'; rentalId: string; paymentId: string; refundId: string }
  /** A paid stay checks in within a few days and nobody is registered to stay (claimed once per rental). */
  | { event: 'OCCUPANTS_MISSING'; rentalId: string }
  /** A later month of a monthly boleto was issued (BOLETO_ISSUE_DAYS_AHEAD days before it is due). */
  | { event: 'BOLETO_ISSUED'; rentalId: string; paymentId: string };

/**
 * Who tells the customer (the notifications module). `tell` runs inside the transaction of the step it
 * is about, so the e-mail is due if and only if the step commits; it never sends anything itself.
 */
export interface RentalNotices {
  tell(trx: Executor, notice: RentalNotice): Promise<void>;
}

/** What one notice is about, once: the same step of the same rows always gives the same key. */
export function noticeKey(notice: RentalNotice): string {
  switch (notice.event) {
    case 'PAYMENT_CREATED':
      return `${notice.event}:${notice.rentalId}:${notice.requestId}`;
    case 'PAYMENT_CONFIRMED':
    case 'EXTENSION_PAID':
    case 'BOLETO_ISSUED':
      return `${notice.event}:${notice.rentalId}:${notice.paymentId}`;
    case 'PAYMENT_REFUNDED':
      return `${notice.event}:${notice.rentalId}:${notice.paymentId}:${notice.refundId}`;
    case 'CONTRACT_AWAITS_SIGNATURE':
      return `${notice.event}:${notice.rentalId}:${notice.role}`;
    case 'ADDENDUM_AWAITS_SIGNATURE':
      return `${notice.event}:${notice.extensionId}:${notice.role}`;
    default:
      return `${notice.event}:${notice.rentalId}`;
  }
}
