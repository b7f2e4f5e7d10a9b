import type { CreatePaymentRequest } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, PaymentRow, PaymentUpdate } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import { chargedCents } from './charged-cents.ts';
import { findPayer } from './payer.ts';
import { paymentProviderUnavailable } from './payment-errors.ts';
import { providerExtras, tokenizedCardOf } from './providers/mercado-pago/card-tokenization.ts';
import type { Charge, ChargeRequest, PaymentProvider } from './providers/payment-provider.ts';
import { findPaymentsOfRequest, updatePayment } from './repository.ts';

// Asking the payment provider for the charges of a request written by the payments service: each
// charge's code (a Pix, a boleto) or a card's outcome recorded on its payment, and the customer's
// e-mail with the codes once the request's last one is in.

/** The sandbox's simulated bank: pays a charge as a customer would (development and tests only). */
export interface SandboxBank {
  pay(payment: PaymentRow): Promise<void>;
}
export interface ProviderChargingOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  sandboxBank?: SandboxBank;
  notices?: RentalNotices;
}

/** What the provider's answer writes on the payment: its code, or the card's outcome. */
function chargeColumns(charge: Charge): PaymentUpdate {
  const common = { provider_charge_id: charge.providerChargeId };
  if (charge.method === 'PIX') {
    return {
      ...common,
      pix_payload: charge.pix.payload,
      pix_txid: charge.pix.txid,
      expires_at: charge.pix.expiresAt,
    };
  }
  if (charge.method === 'BANK_SLIP') {
    return {
      ...common,
      bank_slip_barcode: charge.boleto.barcode,
      bank_slip_digitable_line: charge.boleto.digitableLine,
      // A provider that moved the due date into its window says so: the boleto's date is the one kept.
      ...(charge.boleto.dueDate ? { due_date: charge.boleto.dueDate } : {}),
      ...providerExtras(charge),
    };
  }
  return {
    ...common,
    card_brand: charge.card.brand,
    card_last4: charge.card.last4,
    ...providerExtras(charge),
    // Declined: FAILED with the reason. A 3-D Secure challenge is neither yet: the charge stays pending.
    ...(!charge.outcome.authorized && charge.outcome.reason !== undefined
      ? { status: 'FAILED' as const, failure_reason: charge.outcome.reason.slice(0, 500) }
      : {}),
  };
}

/** The provider's side of a payment request: one call per charge, keyed by our payment id. */
export class ProviderCharging {
  readonly #options: ProviderChargingOptions;

  constructor(options: ProviderChargingOptions) {
    this.#options = options;
  }

  /** Asks the provider for every charge still without its code (a retry resumes here). */
  async chargeAll(
    userId: string,
    payments: PaymentRow[],
    request: CreatePaymentRequest,
  ): Promise<PaymentRow[]> {
    const pending = payments.filter((payment) => !payment.provider_charge_id && payment.status === 'PENDING');
    if (pending.length === 0) return payments;
    const payer = await findPayer(this.#options.db, userId);
    const charged = new Map<string, PaymentRow>();
    for (const payment of pending) {
      let charge: Charge;
      try {
        charge = await this.#options.provider.createCharge(this.#chargeRequest(payment, payer, request));
      } catch (error) {
        this.#options.logger.error({ err: error, paymentId: payment.id }, 'payment provider failed');
        throw paymentProviderUnavailable(error);
      }
      charged.set(payment.id, await this.#recordCharge(payment, charge));
    }
    return payments.map((payment) => charged.get(payment.id) ?? payment);
  }

  #chargeRequest(
    payment: PaymentRow,
    payer: Awaited<ReturnType<typeof findPayer>>,
    request: CreatePaymentRequest,
  ): ChargeRequest {
    const method = payment.payment_type === 'BANK_SLIP_MONTHLY' ? 'BANK_SLIP' : payment.payment_type;
    const rental = this.#describe(payment);
    // A caução on a card is reserved on it, not charged: captured later only for what is deducted.
    const deposit = payment.purpose === 'DEPOSIT';
    return {
      paymentId: payment.id,
      method,
      amountCents: payment.amount_cents,
      dueDate: payment.due_date,
      expiresAt: payment.expires_at,
      description: rental,
      payer,
      card:
        method === 'CREDIT_CARD' && request.card
          ? {
              number: request.card.number,
              holderName: request.card.holderName,
              expiry: request.card.expiry,
              cvv: request.card.cvv,
              installments: payment.card_installments ?? 1,
              totalCents: chargedCents(payment),
            }
          : null,
      tokenizedCard: method === 'CREDIT_CARD' ? tokenizedCardOf(request, deposit) : null,
      ...(method === 'CREDIT_CARD' && deposit ? { authorizeOnly: true } : {}),
    };
  }

  /** 'Estadia - locação (2/3)': what the payer's statement shows. */
  #describe(payment: PaymentRow): string {
    if (payment.extension_id) return 'Estadia - prorrogação';
    if (payment.purpose === 'DEPOSIT') return 'Estadia - caução';
    const part =
      payment.installment_count > 1 ? ` (${payment.installment}/${payment.installment_count})` : '';
    return `Estadia - locação${part}`;
  }

  /**
   * The provider's answer, on the payment; with the request's last code recorded, the customer's e-mail
   * with the codes is enqueued in the same transaction (a request sent again after a provider failure
   * resumes here, and still sends it once).
   */
  async #recordCharge(payment: PaymentRow, charge: Charge): Promise<PaymentRow> {
    const { db, tasks, sandboxBank, clock } = this.#options;
    const recorded = await db.transaction().execute(async (trx) => {
      const row = await updatePayment(trx, payment.id, chargeColumns(charge), clock.now());
      await this.#announceWhenCharged(trx, row);
      return row;
    });
    // An authorised card is confirmed like any payment, by the provider's webhook (a caução's reservation
    // too, as reserved); the sandbox's simulated bank sends it at once.
    if (charge.method === 'CREDIT_CARD' && charge.outcome.authorized && sandboxBank)
      tasks.run('sandbox card confirmation', () => sandboxBank.pay(recorded));
    return recorded;
  }

  /** Once every live charge of the request has its code (a declined card is not live), they are told. */
  async #announceWhenCharged(trx: Executor, recorded: PaymentRow): Promise<void> {
    const { notices } = this.#options;
    if (!notices) return;
    const live = (await findPaymentsOfRequest(trx, recorded.request_id)).filter(
      (payment) => payment.status === 'PENDING',
    );
    if (live.length === 0 || live.some((payment) => !payment.provider_charge_id)) return;
    await notices.tell(trx, {
      event: 'PAYMENT_CREATED',
      rentalId: recorded.rental_id,
      requestId: recorded.request_id,
    });
  }
}
