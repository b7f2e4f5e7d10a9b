import {
  type AdminPayment,
  type AdminPaymentListQuery,
  type AdminPaymentListResponse,
  apartmentLabel,
  type ConfirmPaymentRequest,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type RefundPaymentRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../../db/retry-transaction.ts';
import type { Database, PaymentRow } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { brasiliaDaysRange } from '../../../lib/brasilia-day.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { CreditResult, MoneyFollowUps } from '../../payments/credit-types.ts';
import type { PaymentCrediting } from '../../payments/crediting.ts';
import { refundPayment } from '../../payments/money-commands.ts';
import { chargedCents, findPayment, lockRentalPayments } from '../../payments/money-queries.ts';
import { paymentNotFound } from '../../payments/payment-errors.ts';
import { toPayment } from '../../payments/payment-view.ts';
import type { ReversalKind } from '../../payments/provider-reversals.ts';
import {
  cancelStayByRefund,
  creditedStayCents,
  creditStay,
  refundVerdict,
} from '../../payments/refund-policy.ts';
import type { SandboxReversals } from '../../payments/webhook/sandbox-reversals.ts';
import type { DoorAccess } from '../../rentals/door-port.ts';
import { lockRental } from '../../rentals/queries.ts';
import type { RentalNotices } from '../../rentals/rental-notices.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import {
  findAdminPayment,
  findAdminPayments,
  type PaymentWithContext,
  totalsByStatus,
} from './repository.ts';

export interface AdminPaymentsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  crediting: PaymentCrediting;
  followUps: MoneyFollowUps;
  /** A stay cancelled by a whole refund has its door code revoked in the same transaction. */
  door?: DoorAccess;
  /** The customer's e-mail of a stay cancelled by a whole refund. */
  notices?: RentalNotices;
  /** Sandbox only: the provider's chargebacks and panel refunds, simulated through the webhook. */
  sandboxReversals?: SandboxReversals;
}

/** The event id of a staff member's confirmation: one per payment, so a second one changes nothing. */
export function manualEventId(paymentId: string): string {
  return `manual:${paymentId}`;
}

const notConfirmable = (payment: PaymentRow) =>
  new AppError(
    409,
    'PAYMENT_NOT_CONFIRMABLE',
    `Só é possível dar baixa em um pagamento pendente; este está "${PAYMENT_STATUS_LABELS[payment.status]}".`,
  );

const notOwed = () =>
  new AppError(
    409,
    'PAYMENT_NOT_OWED',
    'Esta cobrança não é mais devida (a locação foi cancelada ou já foi paga de outra forma): não há o que baixar.',
  );

const notRefundable = (payment: PaymentRow) =>
  new AppError(
    409,
    'PAYMENT_NOT_REFUNDABLE',
    `Só é possível reembolsar um pagamento pago; este está "${PAYMENT_STATUS_LABELS[payment.status]}".`,
  );

const depositNotRefundable = () =>
  new AppError(
    409,
    'DEPOSIT_NOT_REFUNDABLE_HERE',
    'A caução não é reembolsada por aqui: ela volta ao cliente com o cancelamento da locação ou no acerto da caução, depois da saída.',
  );

const stayUnderWay = (reason: string) => new AppError(409, 'STAY_ALREADY_STARTED', reason);

const refundTooLarge = (paidCents: number) =>
  new AppError(
    422,
    'REFUND_TOO_LARGE',
    `O reembolso não pode passar do valor pago (${formatMoney(paidCents)}).`,
  );

/** The payments ledger, manual confirmation ('baixa manual') and refunds, for the provider's staff. */
export class AdminPaymentsService {
  readonly #options: AdminPaymentsServiceOptions;

  constructor(options: AdminPaymentsServiceOptions) {
    this.#options = options;
  }

  async list(query: AdminPaymentListQuery): Promise<AdminPaymentListResponse> {
    const { db } = this.#options;
    const filters = {
      status: query.status,
      paymentType: query.paymentType,
      ...brasiliaDaysRange(query.from, query.to),
    };
    const totals = await totalsByStatus(db, filters);
    const total = totals.reduce((sum, entry) => sum + entry.count, 0);
    const offset = (query.page - 1) * query.pageSize;
    const rows =
      offset >= total ? [] : await findAdminPayments(db, filters, { offset, limit: query.pageSize });
    return {
      items: await Promise.all(rows.map(toAdminPayment)),
      total,
      totals: PAYMENT_STATUSES.map(
        (status) => totals.find((entry) => entry.status === status) ?? { status, count: 0, amountCents: 0 },
      ),
    };
  }

  /**
   * Credits a pending payment by hand, through the very path of the provider's webhook
   * (PaymentCrediting) with an event id of its own: whichever of the two comes second finds the payment
   * paid and changes nothing, so the money is never credited twice. A payment already paid is answered
   * as it is; the audit entry is written only by the confirmation that credited.
   */
  async confirm(paymentId: string, request: ConfirmPaymentRequest, actor: StaffActor): Promise<AdminPayment> {
    const { db, clock, crediting } = this.#options;
    const payment = await findPayment(db, paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.status === 'PAID') return this.#view(paymentId);
    if (payment.status !== 'PENDING' && payment.status !== 'SCHEDULED') throw notConfirmable(payment);
    const now = clock.now();
    const result = await crediting.credit(
      {
        provider: payment.provider,
        eventId: manualEventId(paymentId),
        paymentId,
        amountCents: chargedCents(payment),
        paidAt: now,
        via: 'MANUAL',
      },
      async (trx, decided: CreditResult) => {
        // Money that is no longer owed would be given back at once: nothing to confirm, nothing kept.
        if (decided.outcome === 'REFUNDED') throw notOwed();
        if (decided.outcome !== 'RENTED' && decided.outcome !== 'CREDITED') return;
        await recordAudit(
          trx,
          actor,
          {
            action: 'payment.confirm',
            target: `payment:${paymentId}`,
            details: {
              rentalId: payment.rental_id,
              amountCents: chargedCents(payment),
              outcome: decided.outcome,
              ...(request?.note ? { note: request.note } : {}),
            },
          },
          now,
        );
      },
    );
    if (result.outcome === 'UNKNOWN_PAYMENT') throw paymentNotFound();
    return this.#view(paymentId);
  }

  /**
   * Gives back a paid payment (all of it, or `amountCents`) and asks the provider to refund it, with
   * what that does to the stay (decision 0013, amendment; refund-policy.ts): the whole payment of a stay
   * that has not begun cancels it (everything it kept given back, nights freed, door code revoked), and
   * is refused with a 409 once the stay is under way; a part of a payment (or any refund of a finished
   * stay) is a credit: the stay's value drops by the same amount. Never a RENTED stay whose money was
   * given back. All in one transaction, audited.
   */
  async refund(paymentId: string, request: RefundPaymentRequest, actor: StaffActor): Promise<AdminPayment> {
    const { db, clock, followUps, door, notices } = this.#options;
    const now = clock.now();
    const found = await findPayment(db, paymentId);
    if (!found) throw paymentNotFound();
    await transactionWithRetry(db, async (trx) => {
      // The rental, then its payments: the money path's one lock order.
      const rental = await lockRental(trx, found.rental_id);
      const payment = (await lockRentalPayments(trx, found.rental_id)).find((row) => row.id === paymentId);
      if (!rental || !payment) throw paymentNotFound();
      if (payment.status !== 'PAID') throw notRefundable(payment);
      if (payment.purpose === 'DEPOSIT') throw depositNotRefundable();
      const paid = chargedCents(payment);
      const amountCents = request.amountCents ?? paid;
      if (amountCents > paid) throw refundTooLarge(paid);
      const verdict = refundVerdict(rental, amountCents === paid, now);
      if (verdict.effect === 'REFUSE') throw stayUnderWay(verdict.reason);
      const requested = await refundPayment(trx, payment, now, amountCents);
      const effects = {
        voided: [] as (typeof requested.payment)[],
        refunds: [requested.refund],
        scheduled: [],
      };
      if (verdict.effect === 'CANCEL') {
        const cancelled = await cancelStayByRefund(trx, rental, now, {
          details: `Pagamento devolvido integralmente pela equipe.${request.note ? ` ${request.note}` : ''}`,
          actor,
          door,
          notices,
        });
        effects.voided.push(...cancelled.effects.voided);
        effects.refunds.push(...cancelled.effects.refunds);
      } else {
        // An extension's charge lowers its difference too (refund-policy.ts).
        await creditStay(trx, rental, creditedStayCents(payment, amountCents), payment.extension_id);
      }
      await recordAudit(
        trx,
        actor,
        {
          action: 'payment.refund',
          target: `payment:${paymentId}`,
          details: {
            rentalId: payment.rental_id,
            amountCents,
            paidCents: paid,
            stay: verdict.effect === 'CANCEL' ? 'CANCELLED' : 'CREDITED',
            ...(request.note ? { note: request.note } : {}),
          },
        },
        now,
      );
      await followUps.enqueue(trx, effects);
    });
    return this.#view(paymentId);
  }

  /**
   * Sandbox only (404 otherwise): the provider takes a paid payment's money back on its own — a
   * chargeback, or a refund made in its panel — sending its signed event through the webhook, the path a
   * real one takes. `amountCents`: all the payment keeps, by default.
   */
  async simulateReversal(
    paymentId: string,
    kind: ReversalKind,
    request: { amountCents?: number | undefined },
  ): Promise<{ outcome: string; payment: AdminPayment }> {
    const { db, sandboxReversals } = this.#options;
    if (!sandboxReversals) throw paymentNotFound();
    const payment = await findPayment(db, paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'PAID' && payment.status !== 'REFUND_PENDING') throw notRefundable(payment);
    const { outcome } = await sandboxReversals.emit(
      payment,
      kind,
      request.amountCents ?? chargedCents(payment),
    );
    return { outcome, payment: await this.#view(paymentId) };
  }

  async #view(paymentId: string): Promise<AdminPayment> {
    const row = await findAdminPayment(this.#options.db, paymentId);
    if (!row) throw paymentNotFound();
    return toAdminPayment(row);
  }
}

export async function toAdminPayment(row: PaymentWithContext): Promise<AdminPayment> {
  return {
    // Staff never scan a customer's Pix code: the ledger is spared drawing a QR code per row.
    ...(await toPayment({ ...row, pix_payload: null })),
    customer: { id: row.user_id, name: row.customer_name, email: row.customer_email },
    rental: {
      id: row.rental_id,
      projectName: row.project_name,
      apartmentLabel: apartmentLabel({
        block: row.apartment_block,
        floor: row.apartment_floor,
        number: row.apartment_number,
      }),
    },
    paidVia: row.paid_via,
    refundedCents: row.refunded_cents,
  };
}
