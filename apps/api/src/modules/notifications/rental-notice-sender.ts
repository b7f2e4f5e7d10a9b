import { type ContractSignerRole, type PaymentMethod, toPaymentMethod } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { findContractSignatures } from '../contracts/queries.ts';
import { findRentalAccess } from '../door-access/door-access-attachments.ts';
import { findApprovedGuarantor } from '../guarantees/queries.ts';
import { monthlyBoletoIssuedEmail } from '../payments/boleto-issued-email.ts';
import { chargedCents } from '../payments/money-queries.ts';
import { HOLD_EXPIRED_DETAILS, UNPAID_HOLD_STATUSES } from '../rentals/hold-expiry.ts';
import { leaseRegime } from '../rentals/lease-regime.ts';
import { noticeKey, type RentalNotice } from '../rentals/rental-notices.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { contractSignedEmail, holdExpiringEmail, rentalApprovedEmail } from './booking-emails.ts';
import { type CancellationMoney, type CancelledBy, rentalCancelledEmail } from './cancellation-emails.ts';
import { doorCodeSecrets } from './door-access-email.ts';
import { holdDeadline } from './email-format.ts';
import { extensionChargeEmail, extensionPaidEmail } from './extension-emails.ts';
import { occupantsMissingEmail } from './occupants-email.ts';
import {
  paymentConfirmedEmail,
  paymentCreatedEmail,
  paymentRefundedEmail,
  type RefundCause,
} from './payment-emails.ts';
import type { Recipient, StaySummary } from './rental-emails.ts';
import {
  findContractSha256,
  findCustomer,
  findExtensionEnd,
  findPayment,
  findRental,
  findRentalPayments,
} from './repository.ts';
import {
  addendumSignatureAwaitedEmail,
  guarantorContractReadyEmail,
  signatureAwaitedEmail,
} from './signature-emails.ts';
import { staySummary } from './stay-summary.ts';

export interface RentalNoticeSenderOptions {
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

function sumCents(payments: readonly PaymentRow[]): number {
  return payments.reduce((sum, payment) => sum + chargedCents(payment), 0);
}

/** A payment request whose charges can still be paid (or were): its e-mail is still worth sending. */
const LIVE_CHARGE_STATUSES: readonly PaymentRow['status'][] = ['PENDING', 'PAID'];

/**
 * The customer's e-mails at each step of a rental, composed by the `rental.notify` job (see
 * rental-notices-job.ts) that the step enqueued in its own transaction. Each notice names its rows by
 * id: they are read again here, the e-mail is checked to be still wanted (nothing to sign on a rental
 * cancelled meanwhile), composed in Portuguese and handed to the mailer under the notice's key, so a
 * job run twice records one message. A failure throws, for the queue to try again.
 */
export class RentalNoticeSender {
  readonly #options: RentalNoticeSenderOptions;

  constructor(options: RentalNoticeSenderOptions) {
    this.#options = options;
  }

  async send(notice: RentalNotice): Promise<void> {
    const rental = await this.#rental(notice.rentalId);
    const key = `rental.notify:${noticeKey(notice)}`;
    switch (notice.event) {
      case 'APPROVED':
        return this.#approved(rental, key);
      case 'REJECTED':
        return this.#sendCancelled(rental, 'PROVIDER', key);
      case 'CANCELLED':
        return this.#cancelled(rental, key);
      case 'HOLD_EXPIRED':
        return this.#sendCancelled(rental, 'HOLD_EXPIRED', key);
      case 'HOLD_EXPIRING':
        return this.#holdExpiring(rental, key);
      case 'CONTRACT_SIGNED':
        return this.#contractSigned(rental, key);
      case 'CONTRACT_AWAITS_SIGNATURE':
        return this.#awaitsSignature(rental, notice.role, key);
      case 'ADDENDUM_AWAITS_SIGNATURE':
        return this.#addendumAwaitsSignature(rental, notice.extensionId, notice.role, key);
      case 'PAYMENT_CREATED':
        return this.#paymentCreated(rental, notice.requestId, key);
      case 'PAYMENT_CONFIRMED':
        return this.#paymentConfirmed(rental, notice.paymentId, key);
      case 'EXTENSION_PAID':
        return this.#extensionPaid(rental, notice.paymentId, key);
      case 'PAYMENT_REFUNDED':
        return this.#paymentRefunded(rental, notice.paymentId, key);
      case 'BOLETO_ISSUED':
        return this.#boletoIssued(rental, notice.paymentId, key);
      case 'OCCUPANTS_MISSING':
        return this.#occupantsMissing(rental, key);
    }
  }

  /** Approved (automatically or by the provider): sign the contract before the hold lapses. */
  async #approved(rental: RentalRow, key: string): Promise<void> {
    if (rental.status === 'CANCELLED') return;
    // approved_at is written with the approval; the row's last update is that same write.
    const payBy = holdDeadline(rental.approved_at ?? rental.updated_at, this.#options.holdHours);
    await this.#send(rental, key, (customer, stay) =>
      rentalApprovedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payBy }),
    );
    // In a fiança the fiador signs too, from their own account.
    const guarantor = await findApprovedGuarantor(this.#options.db, rental.id);
    if (guarantor)
      await this.#send(rental, `${key}:guarantor`, (customer, stay) =>
        guarantorContractReadyEmail({
          guarantor,
          customerName: customer.name,
          stay,
          publicUrl: this.#options.publicUrl,
        }),
      );
  }

  /** A party signed first: the other is told their signature is what the lease waits for. */
  async #awaitsSignature(rental: RentalRow, role: ContractSignerRole, key: string): Promise<void> {
    if (rental.status !== 'WAITING_FOR_SIGNATURE') return;
    const guarantor = await findApprovedGuarantor(this.#options.db, rental.id);
    if (!guarantor) return;
    const { publicUrl } = this.#options;
    await this.#send(rental, key, (customer, stay) =>
      role === 'GUARANTOR'
        ? signatureAwaitedEmail({
            to: guarantor,
            signedBy: customer.name,
            asGuarantor: true,
            stay,
            publicUrl,
          })
        : signatureAwaitedEmail({
            to: customer,
            signedBy: guarantor.name,
            asGuarantor: false,
            stay,
            publicUrl,
          }),
    );
  }

  /** A party signed an extension's addendum first: the other (as they signed the contract) is told. */
  async #addendumAwaitsSignature(
    rental: RentalRow,
    extensionId: string,
    role: ContractSignerRole,
    key: string,
  ): Promise<void> {
    const { db, publicUrl } = this.#options;
    const extension = await findExtensionEnd(db, extensionId);
    if (extension.status !== 'WAITING_FOR_SIGNATURE') return;
    const guarantor = (await findContractSignatures(db, rental.id)).find((each) => each.role === 'GUARANTOR');
    if (!guarantor) return;
    await this.#send(rental, key, (customer, stay) =>
      addendumSignatureAwaitedEmail({
        ...(role === 'GUARANTOR'
          ? { to: guarantor, signedBy: customer.name, asGuarantor: true }
          : { to: customer, signedBy: guarantor.name, asGuarantor: false }),
        extensionEnd: extension.end_date,
        stay,
        publicUrl,
      }),
    );
  }

  /**
   * Cancelled by the customer, or by the hold-expiry job (recognised by its details, as a cancellation
   * of either kind is told the same way wherever it comes from).
   */
  async #cancelled(rental: RentalRow, key: string): Promise<void> {
    const expired =
      rental.cancellation_reason === 'OTHER' && rental.cancellation_details === HOLD_EXPIRED_DETAILS;
    await this.#sendCancelled(rental, expired ? 'HOLD_EXPIRED' : 'CUSTOMER', key);
  }

  async #contractSigned(rental: RentalRow, key: string): Promise<void> {
    if (rental.status === 'CANCELLED') return;
    const contractSha256 = await findContractSha256(this.#options.db, rental.id);
    if (!contractSha256) throw new Error(`Rental ${rental.id} has no signature for its e-mail`);
    // A post-paid lease owes nothing before the keys (a caução aside): its signature confirmed the stay.
    const postPaid = leaseRegime(rental) === 'POST_PAID' && rental.security_deposit_cents === null;
    const payBy = postPaid ? null : this.#holdDeadline(rental);
    await this.#send(rental, key, (customer, stay) =>
      contractSignedEmail({
        customer,
        stay,
        publicUrl: this.#options.publicUrl,
        contractSha256,
        payBy,
        postPaid,
      }),
    );
  }

  /** A reminder before the hold lapses; nothing is sent once the rental has moved on (paid, cancelled). */
  async #holdExpiring(rental: RentalRow, key: string): Promise<void> {
    const expiresAt = this.#holdDeadline(rental);
    if (!expiresAt || !UNPAID_HOLD_STATUSES.includes(rental.status)) return;
    const step = rental.status === 'WAITING_FOR_SIGNATURE' ? 'SIGN' : 'PAY';
    await this.#send(rental, key, (customer, stay) =>
      holdExpiringEmail({ customer, stay, publicUrl: this.#options.publicUrl, expiresAt, step }),
    );
  }

  /**
   * The charges of one payment request: the Pix code, the boleto line(s) — a monthly boleto's e-mail
   * lists every month of the request — or the card being confirmed. Nothing once the request was
   * replaced or its charges voided, or the rental cancelled: no code is sent that cannot be paid.
   */
  async #paymentCreated(rental: RentalRow, requestId: string, key: string): Promise<void> {
    if (rental.status === 'CANCELLED') return;
    const ofRequest = (await findRentalPayments(this.#options.db, rental.id)).filter(
      (payment) => payment.request_id === requestId,
    );
    if (!ofRequest.some((payment) => LIVE_CHARGE_STATUSES.includes(payment.status))) return;
    const extensionId = ofRequest[0]?.extension_id;
    if (extensionId) {
      // An extension's difference: its one charge, told apart from the booking's payment by its new end.
      const { end_date } = await findExtensionEnd(this.#options.db, extensionId);
      await this.#send(rental, key, (customer, stay) =>
        extensionChargeEmail({
          customer,
          stay,
          publicUrl: this.#options.publicUrl,
          charge: ofRequest[0]!,
          extensionEnd: end_date,
        }),
      );
      return;
    }
    await this.#send(rental, key, (customer, stay) =>
      paymentCreatedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payments: ofRequest }),
    );
  }

  /** The first charge is paid: the rental is RENTED, with its access code (none once withdrawn). */
  async #paymentConfirmed(rental: RentalRow, paymentId: string, key: string): Promise<void> {
    if (rental.status === 'CANCELLED') return;
    const payment = await this.#payment(paymentId);
    const access = await findRentalAccess(this.#options.db, rental.id);
    await this.#send(rental, key, (customer, stay) => ({
      ...paymentConfirmedEmail({ customer, stay, publicUrl: this.#options.publicUrl, access, payment }),
      ...doorCodeSecrets(access),
    }));
  }

  /** An extension's difference is paid: the new check-out, valid for the access code. */
  async #extensionPaid(rental: RentalRow, paymentId: string, key: string): Promise<void> {
    const payment = await this.#payment(paymentId);
    await this.#send(rental, key, (customer, stay) =>
      extensionPaidEmail({ customer, stay, publicUrl: this.#options.publicUrl, payment }),
    );
  }

  /** Money came for a charge no longer owed, and is given back in full. */
  async #paymentRefunded(rental: RentalRow, paymentId: string, key: string): Promise<void> {
    const payment = await this.#payment(paymentId);
    let cause: RefundCause = 'NOT_OWED';
    if (rental.status === 'CANCELLED') cause = 'RENTAL_CANCELLED';
    else if (payment.installment === 1 && PAID_STATUSES.includes(rental.status)) cause = 'ALREADY_PAID';
    await this.#send(rental, key, (customer, stay) =>
      paymentRefundedEmail({ customer, stay, publicUrl: this.#options.publicUrl, payment, cause }),
    );
  }

  /** A later month's boleto, with how to pay it; nothing once it is paid or voided. */
  async #boletoIssued(rental: RentalRow, paymentId: string, key: string): Promise<void> {
    const payment = await this.#payment(paymentId);
    if (payment.status !== 'PENDING') return;
    await this.#send(rental, key, (customer, stay) =>
      monthlyBoletoIssuedEmail({
        customer,
        projectName: stay.projectName,
        apartment: stay.apartment,
        rentalId: rental.id,
        publicUrl: this.#options.publicUrl,
        payment,
      }),
    );
  }

  /** Who is staying, asked before check-in; nothing once somebody is registered or the stay moved on. */
  async #occupantsMissing(rental: RentalRow, key: string): Promise<void> {
    if (rental.status !== 'RENTED' || rental.occupants_ids.length > 0) return;
    await this.#send(rental, key, (customer, stay) =>
      occupantsMissingEmail({ customer, stay, publicUrl: this.#options.publicUrl }),
    );
  }

  async #sendCancelled(rental: RentalRow, by: CancelledBy, key: string): Promise<void> {
    const money = await this.#cancellationMoney(rental);
    const cancellation = {
      by,
      reason: rental.cancellation_reason,
      details: rental.cancellation_details,
      holdExpiredAt: by === 'HOLD_EXPIRED' ? this.#lapsedAt(rental) : null,
    };
    await this.#send(rental, key, (customer, stay) =>
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

  async #payment(paymentId: string): Promise<PaymentRow> {
    const payment = await findPayment(this.#options.db, paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} not found for its e-mail`);
    return payment;
  }

  async #send(rental: RentalRow, key: string, compose: Compose): Promise<void> {
    const customer = await findCustomer(this.#options.db, rental.user_id);
    if (!customer) throw new Error(`User ${rental.user_id} of rental ${rental.id} not found for its e-mail`);
    const stay = staySummary(rental, this.#options.catalog);
    await this.#options.mailer.send(compose(customer, stay), undefined, { key });
  }
}
