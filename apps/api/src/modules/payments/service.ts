import { createHash } from 'node:crypto';
import {
  type CreatePaymentRequest,
  cardInstallmentOption,
  cardInstallmentOptions,
  cardLast4,
  detectCardBrand,
  monthlyBankSlipSchedule,
  type Payment,
  type PaymentListResponse,
  type PaymentOptions,
  type PaymentType,
  todayIso,
} from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow, RentalRow } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { extensionNotFound } from '../extensions/extension-errors.ts';
import { assertExtensionPayable } from '../extensions/extension-payable.ts';
import { findUserExtension, lockExtension } from '../extensions/queries.ts';
import { updateRental } from '../rentals/commands.ts';
import { leaseRegime } from '../rentals/lease-regime.ts';
import { findUserRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { isLongStay, planCharges, planDepositCharge } from './charge-plan.ts';
import { chargedCents } from './charged-cents.ts';
import type { CreditEffects, MoneyFollowUps } from './credit-types.ts';
import { firstRentPaid, postPaid } from './deposit-credit.ts';
import { hasDepositInPlace } from './deposit-repository.ts';
import { findPayer } from './payer.ts';
import { boletoPdf, type Company, receiptPdf } from './payment-documents.ts';
import {
  contractNotSigned,
  idempotencyKeyReused,
  installmentsUnavailable,
  monthlyBankSlipForShortStay,
  notPayable,
  paymentNotFound,
  rentalNotAwaitingPayment,
  rentInAdvanceNotAllowed,
} from './payment-errors.ts';
import { toPayment } from './payment-view.ts';
import { ProviderCharging, type SandboxBank } from './provider-charging.ts';
import { assertProviderAccepts, offersCards } from './providers/mercado-pago/card-tokenization.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { insertReconciliationCase } from './refunds/refund-repository.ts';
import { refundPayment } from './refunds/refund-requests.ts';
import {
  expirePendingCharges,
  findPaymentRequest,
  findPaymentsOfRequest,
  findRentalsPayments,
  findUserPayment,
  insertPaymentRequest,
  insertPayments,
  lockRentalPayments,
} from './repository.ts';

/** The simulated bank of the sandbox: pays a charge by sending its signed webhook event. */
export type { SandboxBank } from './provider-charging.ts';

export interface PaymentsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  catalog: CatalogLookup;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pixExpiryMinutes: number;
  /** The housing provider: the boleto's beneficiary and the receipts' issuer. */
  company: Company;
  sandboxBank?: SandboxBank;
  /** The customer's e-mail with the charges' codes, enqueued with the last code recorded. */
  notices?: RentalNotices;
  followUps: MoneyFollowUps;
  /** Days before its due date a later month is issued (BOLETO_ISSUE_DAYS_AHEAD, capped by the provider). */
  issueWindowDays: number;
}

export interface CreatedPayment {
  payment: Payment;
  /** The Idempotency-Key had been used with this very request: nothing new was created. */
  replayed: boolean;
}

/**
 * What identifies a payment request for its Idempotency-Key. The card's number and CVV never enter
 * it (nor anything stored): its brand, last digits, expiry, holder and installments stand for it.
 */
function requestFingerprint(rentalId: string, request: CreatePaymentRequest): string {
  const card = request.card && {
    brand: detectCardBrand(request.card.number),
    last4: cardLast4(request.card.number),
    expiry: request.card.expiry,
    holder: request.card.holderName.toUpperCase(),
    installments: request.card.installments,
  };
  // A browser-tokenised card: its single-use token stands for it (a new token is a new request).
  const token = request.tokenizedCard && {
    token: request.tokenizedCard.token,
    depositToken: request.tokenizedCard.depositToken ?? null,
    method: request.tokenizedCard.paymentMethodId,
    installments: request.tokenizedCard.installments,
  };
  const canonical = JSON.stringify([rentalId, request.paymentType, card ?? token ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A customer's payments: what can be paid, the charges made, each only to its owner. */
export class PaymentsService {
  readonly #options: PaymentsServiceOptions;
  readonly #charging: ProviderCharging;

  constructor(options: PaymentsServiceOptions) {
    this.#options = options;
    this.#charging = new ProviderCharging(options);
  }

  get isSandbox(): boolean {
    return this.#options.provider.isSandbox;
  }

  async options(userId: string, rentalId: string): Promise<PaymentOptions> {
    const rental = await this.#ownRental(userId, rentalId);
    const amountCents = rental.rental_value_cents;
    const long = isLongStay(rental);
    const { provider } = this.#options;
    // Past temporada, only the monthly boleto (at most the coming month: Lei 8.245, art. 42).
    const regime = leaseRegime(rental);
    // A post-paid lease pays only its caução before the keys; past temporada otherwise, only the monthly boleto.
    const offered: PaymentType[] =
      regime === 'POST_PAID'
        ? ['PIX', 'BANK_SLIP']
        : regime === 'MONTH_AHEAD'
          ? ['BANK_SLIP_MONTHLY']
          : long
            ? ['PIX', 'BANK_SLIP', 'BANK_SLIP_MONTHLY', 'CREDIT_CARD']
            : ['PIX', 'BANK_SLIP', 'CREDIT_CARD'];
    const types = offered.filter((type) => type !== 'CREDIT_CARD' || offersCards(provider));
    const browser = provider.browserTokenization;
    return {
      amountCents,
      paymentTypes: types,
      // A provider that prices installments itself (Mercado Pago, through MercadoPago.js) has none of ours.
      installments: amountCents > 0 && !browser ? cardInstallmentOptions(amountCents) : [],
      mercadoPago: browser?.publicKey ? { publicKey: browser.publicKey, sdkUrl: browser.scriptUrl } : null,
      monthlySchedule: long
        ? monthlyBankSlipSchedule({
            totalCents: amountCents,
            startDate: rental.start_date,
            endDate: rental.end_date,
            today: todayIso(this.#options.clock.now()),
          })
        : [],
      pixExpiryMinutes: this.#options.pixExpiryMinutes,
      ...(rental.security_deposit_cents !== null && !(await hasDepositInPlace(this.#options.db, rental.id))
        ? { depositCents: rental.security_deposit_cents }
        : {}),
      sandbox: this.isSandbox,
    };
  }

  async list(userId: string, rentalId: string): Promise<PaymentListResponse> {
    await this.#ownRental(userId, rentalId);
    const rows = await findRentalsPayments(this.#options.db, [rentalId]);
    return { items: await Promise.all(rows.map(toPayment)) };
  }

  async get(userId: string, paymentId: string): Promise<Payment> {
    return toPayment(await this.ownPayment(userId, paymentId));
  }

  async ownPayment(userId: string, paymentId: string): Promise<PaymentRow> {
    const row = await findUserPayment(this.#options.db, userId, paymentId);
    if (!row) throw paymentNotFound();
    return row;
  }

  /**
   * Creates the charges of a payment request, once per Idempotency-Key.
   *
   * First, in one transaction: the key is recorded (a concurrent request with the same key waits for
   * this one and then finds its payment), the rental is locked and checked, the charges it had pending
   * are expired (the new request replaces them) and the new ones are written. Then the provider is
   * asked for each charge, keyed by our payment id; if it cannot be reached, the payment stays without
   * its code and the same request, sent again, asks again for the same charge.
   */
  async create(
    userId: string,
    rentalId: string,
    idempotencyKey: string,
    request: CreatePaymentRequest,
    scope?: { extensionId: string },
  ): Promise<CreatedPayment> {
    const { db, clock, provider } = this.#options;
    const now = clock.now();
    const fingerprint = requestFingerprint(scope?.extensionId ?? rentalId, request);
    // What the provider would refuse (a card in the wrong form, a boleto payer without a last name)
    // is refused here, before anything is written.
    assertProviderAccepts(provider, request, await findPayer(db, userId));
    const written = await transactionWithRetry(db, async (trx) => {
      const recorded = await insertPaymentRequest(trx, {
        user_id: userId,
        rental_id: rentalId,
        idempotency_key: idempotencyKey,
        request_sha256: fingerprint,
        created_at: now,
      });
      if (!recorded) {
        const earlier = await findPaymentRequest(trx, userId, idempotencyKey);
        if (!earlier || earlier.request_sha256 !== fingerprint) throw idempotencyKeyReused();
        return { replayed: true, payments: await findPaymentsOfRequest(trx, earlier.id) };
      }
      // The rental, then its payments (then an extension): the money path's one lock order.
      const rental = await lockUserRental(trx, userId, rentalId);
      if (!rental) throw rentalNotFound();
      const planContext = (extension?: { id: string; differenceCents: number }) => ({
        rental,
        request,
        requestId: recorded.id,
        provider: provider.name,
        now,
        pixExpiryMinutes: this.#options.pixExpiryMinutes,
        issueWindowDays: this.#options.issueWindowDays,
        extension,
      });
      const plan = (extension?: { id: string; differenceCents: number }) =>
        planCharges(planContext(extension));
      if (scope) {
        // An extension's difference: one charge, replacing only that extension's open ones.
        await lockRentalPayments(trx, rental.id);
        const extension = await lockExtension(trx, scope.extensionId);
        if (!extension) throw extensionNotFound();
        assertExtensionPayable(rental, extension, request);
        const voided = await expirePendingCharges(trx, rental.id, { extensionId: extension.id, at: now });
        const payments = await insertPayments(
          trx,
          plan({ id: extension.id, differenceCents: extension.difference_cents }),
        );
        await this.#options.followUps.enqueue(trx, { voided, refunds: [], scheduled: [] });
        return { replayed: false, payments };
      }
      this.#assertPayable(rental, request);
      // The caução with the first charge, until one is held (a new request replaces an unpaid one).
      const deposit = rental.security_deposit_cents;
      const owesDeposit = deposit !== null && !(await hasDepositInPlace(trx, rental.id));
      if (owesDeposit && (postPaid(rental) || firstRentPaid(await lockRentalPayments(trx, rental.id)))) {
        // Only the caução is owed now (the rent paid, or a post-paid lease's, due after each month): a new
        // code of the caução, the rent untouched.
        const voided = await expirePendingCharges(trx, rental.id, { deposit: true, at: now });
        const payments = await insertPayments(trx, [planDepositCharge(planContext(), deposit)]);
        await this.#options.followUps.enqueue(trx, { voided, refunds: [], scheduled: [] });
        return { replayed: false, payments };
      }
      const replaced = await this.#replacePlan(trx, rental.id, now);
      const payments = await insertPayments(trx, [
        ...plan(),
        ...(owesDeposit ? [planDepositCharge(planContext(), deposit)] : []),
      ]);
      await updateRental(trx, rental.id, { payment_type: request.paymentType });
      // Voids, refunds of a replaced plan and the later months' issue dates: jobs of this transaction.
      await this.#options.followUps.enqueue(trx, {
        ...replaced,
        scheduled: payments.filter((payment) => payment.status === 'SCHEDULED'),
      });
      return { replayed: false, payments };
    });

    const charged = await this.#charging.chargeAll(userId, written.payments, request);
    const first = charged[0];
    if (!first) throw new Error(`Payment request for rental ${rentalId} made no charge`);
    return { payment: await toPayment(first), replayed: written.replayed };
  }

  /**
   * The charge of an extension's difference (POST /api/extensions/:id/payments), made like a rental's:
   * same Idempotency-Key rules, same provider calls, same crediting path.
   */
  async createForExtension(
    userId: string,
    extensionId: string,
    idempotencyKey: string,
    request: CreatePaymentRequest,
  ): Promise<CreatedPayment> {
    const extension = await findUserExtension(this.#options.db, userId, extensionId);
    if (!extension) throw extensionNotFound();
    return this.create(userId, extension.rental_id, idempotencyKey, request, { extensionId });
  }

  /**
   * A new request replaces the previous plan: its charges still to be paid are voided (issued ones at
   * the provider too, after the commit), and a month of it already paid (paid before the first) is
   * given back, since the new plan bills the whole stay again.
   */
  async #replacePlan(trx: Executor, rentalId: string, now: Date): Promise<CreditEffects> {
    const payments = await lockRentalPayments(trx, rentalId);
    const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
    effects.voided.push(...(await expirePendingCharges(trx, rentalId, { at: now })));
    // A caução paid stays held: it is not part of the plan replaced.
    for (const payment of payments.filter((row) => row.status === 'PAID' && row.purpose !== 'DEPOSIT')) {
      const { refund } = await refundPayment(trx, payment, now);
      await insertReconciliationCase(trx, {
        payment_id: payment.id,
        rental_id: rentalId,
        received_cents: chargedCents(payment),
        reason: 'REPLACED',
        credited: false,
        refund_id: refund.id,
        at: now,
        event_id: null,
      });
      effects.refunds.push(refund);
    }
    return effects;
  }

  #assertPayable(rental: RentalRow, request: CreatePaymentRequest): void {
    if (rental.status === 'WAITING_FOR_SIGNATURE') throw contractNotSigned();
    if (rental.status !== 'WAITING_FOR_PAYMENT') throw rentalNotAwaitingPayment(rental.status);
    if (request.paymentType === 'BANK_SLIP_MONTHLY' && !isLongStay(rental))
      throw monthlyBankSlipForShortStay();
    // Past temporada the law lets no more than the coming month be charged (art. 42); a post-paid lease owes
    // no rent before the keys, only its caução when it has one (by Pix or boleto; otherwise its signature
    // made it RENTED).
    const regime = leaseRegime(rental);
    if (regime === 'POST_PAID' && request.paymentType !== 'PIX' && request.paymentType !== 'BANK_SLIP')
      throw rentInAdvanceNotAllowed('POST_PAID');
    if (regime === 'MONTH_AHEAD' && request.paymentType !== 'BANK_SLIP_MONTHLY')
      throw rentInAdvanceNotAllowed();
    // Our installment table applies to a raw card; a tokenised one takes the provider's offer.
    if (request.paymentType === 'CREDIT_CARD' && request.card) {
      const installments = request.card.installments;
      if (!cardInstallmentOption(rental.rental_value_cents, installments)) throw installmentsUnavailable();
    }
  }

  /** The boleto's PDF, to its owner; 404 for a payment that is not a boleto. */
  async boletoPdf(userId: string, paymentId: string): Promise<Uint8Array> {
    const payment = await this.ownPayment(userId, paymentId);
    const { bank_slip_barcode: barcode, bank_slip_digitable_line: line } = payment;
    if (!barcode || !line) throw paymentNotFound();
    const payer = await findPayer(this.#options.db, userId);
    return boletoPdf(
      { ...payment, bank_slip_barcode: barcode, bank_slip_digitable_line: line },
      payer,
      this.#options.company,
    );
  }

  /** The receipt of a paid charge, to its owner; 404 before it is paid. */
  async receiptPdf(userId: string, paymentId: string): Promise<Uint8Array> {
    const payment = await this.ownPayment(userId, paymentId);
    const paidAt = payment.paid_at;
    if (payment.status !== 'PAID' || !paidAt) throw paymentNotFound();
    const rental = await this.#ownRental(userId, payment.rental_id);
    const payer = await findPayer(this.#options.db, userId);
    const { company, catalog } = this.#options;
    return receiptPdf({ ...payment, paid_at: paidAt }, rental, payer, company, catalog);
  }

  /** Sandbox only: the simulated bank pays this charge (a Pix scanned, a boleto paid at the counter). */
  async sandboxPay(userId: string, paymentId: string): Promise<Payment> {
    const { sandboxBank } = this.#options;
    if (!sandboxBank) throw paymentNotFound();
    const payment = await this.ownPayment(userId, paymentId);
    const refusal = notPayable(payment.status);
    if (refusal) throw refusal;
    await sandboxBank.pay(payment);
    return this.get(userId, paymentId);
  }

  async #ownRental(userId: string, rentalId: string): Promise<RentalRow> {
    const rental = await findUserRental(this.#options.db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    return rental;
  }
}
