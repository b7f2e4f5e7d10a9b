import { type PaymentMethod, toPaymentMethod } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { CreditListener } from '../payments/crediting.ts';
import type { PaymentCreatedListener } from '../payments/service.ts';
import { HOLD_EXPIRED_DETAILS, UNPAID_HOLD_STATUSES } from '../rentals/hold-expiry.ts';
import type { RentalListener } from '../rentals/rental-listener.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { holdDeadline } from './email-format.ts';
import {
  type CancellationMoney,
  type CancelledBy,
  contractSignedEmail,
  holdExpiringEmail,
  paymentConfirmedEmail,
  paymentCreatedEmail,
  paymentRefundedEmail,
  type Recipient,
  type RefundCause,
  rentalApprovedEmail,
  rentalCancelledEmail,
  type StaySummary,
} from './rental-emails.ts';
import { findCustomer, findRental, findRentalPayments, findRentals } from './repository.ts';
import { staySummary } from './stay-summary.ts';

export interface RentalNotifierOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  catalog: CatalogLookup;
  /** PUBLIC_URL: the links in the e-mails lead to the web app there. */
  publicUrl: string;
  /** HOLD_HOURS: how long after approval an unpaid rental stays held. */
  holdHours: number;
}

type Compose = (customer: Recipient, stay: StaySummary) => MailMessage;

/** The expiry job sweeps every few minutes; a cancellation a day after the deadline had another cause. */
const LAPSE_GRACE_MS = 24 * 3_600_000;

/** Statuses in which the first charge has been paid: a second payment for it is not owed. */
const PAID_STATUSES: readonly RentalRow['status'][] = ['RENTED', 'DEFAULTER', 'FINISHED'];

function chargedCents(payment: PaymentRow): number {
  return payment.card_total_cents ?? payment.amount_cents;
}

function sumCents(payments: readonly PaymentRow[]): number {
  return payments.reduce((sum, payment) => sum + chargedCents(payment), 0);
}

/**
 * The customer's e-mails at each step of a rental. Each method is called after the step has
 * committed (in the background): it reads what the message needs, composes it in Portuguese and
 * hands it to the mailer, which records it in the outbox. A failure throws, for the caller's
 * background task to log; it never undoes the step.
 */
export class RentalNotifier implements RentalListener, CreditListener, PaymentCreatedListener {
  readonly #options: RentalNotifierOptions;

  constructor(options: RentalNotifierOptions) {
    this.#options = options;
  }

  /** Approved (automatically or by the provider): sign the contract before the hold lapses. */
  async rentalApproved(rental: RentalRow): Promise<void> {
    // approved_at is written with the approval; the row's last update is that same write.
    const payBy = holdDeadline(rental.approved_at ?? rental.updated_at, this.#options.holdHours);
    await this.#send(rental, (customer, stay) =>
      rentalApprovedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payBy }),
    );
  }

  /**
   * Cancelled by the customer, or by the hold-expiry job (recognised by its details). A provider's
   * rejection has its own method, `rentalRejected`: the row alone does not say who cancelled.
   */
  async rentalCancelled(rental: RentalRow): Promise<void> {
    const expired =
      rental.cancellation_reason === 'OTHER' && rental.cancellation_details === HOLD_EXPIRED_DETAILS;
    await this.#sendCancelled(rental, expired ? 'HOLD_EXPIRED' : 'CUSTOMER');
  }

  /** The provider did not approve the request (WAITING_APPROVAL → CANCELLED). */
  async rentalRejected(rental: RentalRow): Promise<void> {
    await this.#sendCancelled(rental, 'PROVIDER');
  }

  /** The hold-expiry job cancelled these rentals. Every e-mail is tried; the failures are thrown together. */
  async holdsExpired(rentalIds: string[]): Promise<void> {
    const rentals = await findRentals(this.#options.db, rentalIds);
    const missing = rentalIds.filter((id) => !rentals.some((rental) => rental.id === id));
    const results = await Promise.allSettled(
      rentals.map((rental) => this.#sendCancelled(rental, 'HOLD_EXPIRED')),
    );
    const errors: unknown[] = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    if (missing.length > 0) errors.push(new Error(`Expired holds not found: ${missing.join(', ')}`));
    if (errors.length > 0) throw new AggregateError(errors, 'Some expired-hold e-mails were not sent');
  }

  async contractSigned(rental: RentalRow, contractSha256: string): Promise<void> {
    const payBy = this.#holdDeadline(rental);
    await this.#send(rental, (customer, stay) =>
      contractSignedEmail({ customer, stay, publicUrl: this.#options.publicUrl, contractSha256, payBy }),
    );
  }

  /** A reminder before the hold lapses; nothing is sent once the rental has moved on (paid, cancelled). */
  async holdExpiring(rental: RentalRow): Promise<void> {
    const expiresAt = this.#holdDeadline(rental);
    if (!expiresAt || !UNPAID_HOLD_STATUSES.includes(rental.status)) return;
    const step = rental.status === 'WAITING_FOR_SIGNATURE' ? 'SIGN' : 'PAY';
    await this.#send(rental, (customer, stay) =>
      holdExpiringEmail({ customer, stay, publicUrl: this.#options.publicUrl, expiresAt, step }),
    );
  }

  /** New charges of one payment request: the Pix code, the boleto line(s), or the card being confirmed. */
  async paymentCreated(rentalId: string, payments: PaymentRow[]): Promise<void> {
    const rental = await this.#rental(rentalId);
    const first = payments[0];
    if (!first) return;
    // A monthly boleto's e-mail lists every month of the request, as recorded.
    const ofRequest = (await findRentalPayments(this.#options.db, rentalId)).filter(
      (payment) => payment.request_id === first.request_id,
    );
    const charges = ofRequest.length >= payments.length ? ofRequest : payments;
    await this.#send(rental, (customer, stay) =>
      paymentCreatedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payments: charges }),
    );
  }

  /** The first charge is paid: the rental is RENTED, with its access code. */
  async rentalPaid(rentalId: string, payment: PaymentRow): Promise<void> {
    const rental = await this.#rental(rentalId);
    await this.#send(rental, (customer, stay) =>
      paymentConfirmedEmail({
        customer,
        stay,
        publicUrl: this.#options.publicUrl,
        accessCode: rental.access_code,
        payment,
      }),
    );
  }

  /** Money came for a charge no longer owed, and is given back in full. */
  async paymentRefunded(rentalId: string, payment: PaymentRow): Promise<void> {
    const rental = await this.#rental(rentalId);
    let cause: RefundCause = 'NOT_OWED';
    if (rental.status === 'CANCELLED') cause = 'RENTAL_CANCELLED';
    else if (payment.installment === 1 && PAID_STATUSES.includes(rental.status)) cause = 'ALREADY_PAID';
    await this.#send(rental, (customer, stay) =>
      paymentRefundedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payment, cause }),
    );
  }

  async #sendCancelled(rental: RentalRow, by: CancelledBy): Promise<void> {
    const money = await this.#cancellationMoney(rental);
    const cancellation = {
      by,
      reason: rental.cancellation_reason,
      details: rental.cancellation_details,
      holdExpiredAt: by === 'HOLD_EXPIRED' ? this.#lapsedAt(rental) : null,
    };
    await this.#send(rental, (customer, stay) =>
      rentalCancelledEmail({ customer, stay, publicUrl: this.#options.publicUrl, cancellation, money }),
    );
  }

  async #cancellationMoney(rental: RentalRow): Promise<CancellationMoney> {
    const payments = await findRentalPayments(this.#options.db, rental.id);
    const refundCents = rental.refunded_cents ?? 0;
    const refunded = payments.filter((payment) => payment.status === 'REFUNDED');
    const refundMethods: PaymentMethod[] = refunded.map((payment) => toPaymentMethod(payment.payment_type));
    if (refundMethods.length === 0 && rental.payment_type)
      refundMethods.push(toPaymentMethod(rental.payment_type));
    const cancelledAt = rental.cancelled_at ?? rental.updated_at;
    // A Pix past its expiry can no longer be paid; a boleto, even replaced or voided, may still be.
    const openCharges = payments.some(
      (payment) =>
        (payment.status === 'PENDING' || payment.status === 'EXPIRED') &&
        payment.payment_type !== 'CREDIT_CARD' &&
        (payment.payment_type !== 'PIX' || !payment.expires_at || payment.expires_at > cancelledAt),
    );
    return {
      refundCents,
      refundMethods,
      keptCents: sumCents(payments.filter((payment) => payment.status === 'PAID')),
      alreadyRefundedCents: Math.max(0, sumCents(refunded) - refundCents),
      openCharges,
    };
  }

  /**
   * When the hold lapsed, to tell the customer: its deadline, unless a boleto still clearing kept the
   * nights longer (then the deadline is not what ended it, and no time is given).
   */
  #lapsedAt(rental: RentalRow): Date | null {
    const deadline = this.#holdDeadline(rental);
    const cancelledAt = rental.cancelled_at;
    if (!deadline || !cancelledAt) return deadline;
    return cancelledAt.getTime() - deadline.getTime() < LAPSE_GRACE_MS ? deadline : null;
  }

  #holdDeadline(rental: Pick<RentalRow, 'approved_at'>): Date | null {
    return rental.approved_at ? holdDeadline(rental.approved_at, this.#options.holdHours) : null;
  }

  async #rental(rentalId: string): Promise<RentalRow> {
    const rental = await findRental(this.#options.db, rentalId);
    if (!rental) throw new Error(`Rental ${rentalId} not found for its e-mail`);
    return rental;
  }

  async #send(rental: RentalRow, compose: Compose): Promise<void> {
    const customer = await findCustomer(this.#options.db, rental.user_id);
    if (!customer) throw new Error(`User ${rental.user_id} of rental ${rental.id} not found for its e-mail`);
    const stay = staySummary(rental, this.#options.catalog);
    await this.#options.mailer.send(compose(customer, stay));
  }
}
