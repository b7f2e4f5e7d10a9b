import { centsToReais, type PaymentMethod, reaisToCents } from '@estadia/domain';
import type { Clock } from '../../../../lib/clock.ts';
import {
  type CaptureRequest,
  type CaptureResult,
  type Charge,
  type ChargeRequest,
  type Payer,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderRefusal,
  type ProviderChargeRef,
  type RefundRequest,
  type RefundResult,
} from '../payment-provider.ts';
import { boletoAnswer, pixAnswer } from './mercado-pago-answers.ts';
import { brandOfPaymentMethod, cardOutcome } from './mercado-pago-card.ts';
import { MercadoPagoClient, MercadoPagoHttpError } from './mercado-pago-client.ts';
import {
  addDays,
  daysBetween,
  endOfDayInSaoPaulo,
  saoPauloDate,
  toMercadoPagoDateTime,
} from './mercado-pago-dates.ts';
import { boletoPayerProblem, splitName, toMercadoPagoPayer } from './mercado-pago-payer.ts';
import {
  approvedAt,
  type MercadoPagoPayment,
  type MercadoPagoRefund,
  SETTLED_STATUSES,
} from './mercado-pago-payment.ts';

export interface MercadoPagoProviderOptions {
  accessToken: string;
  apiUrl: string;
  /** The public key MercadoPago.js tokenises cards with in the browser; cards need it, Pix and boleto do not. */
  publicKey?: string | undefined;
  /** MERCADOPAGO_JS_URL: where the browser loads MercadoPago.js. */
  jsUrl?: string;
  clock: Clock;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const MINUTE = 60_000;
// Mercado Pago takes a Pix expiry from 30 minutes to 30 days after creation; a minute of margin
// covers the trip there. A request outside the window is moved to its edge, and the answer carries
// the expiry Mercado Pago actually set.
const PIX_MIN_EXPIRY_MS = 31 * MINUTE;
const PIX_MAX_EXPIRY_MS = 30 * 24 * 60 * MINUTE - MINUTE;
// Without a date_of_expiration, Mercado Pago's Pix code lives 24 hours.
const PIX_DEFAULT_EXPIRY_MS = 24 * 60 * MINUTE;
// A boleto's date_of_expiration must fall 1 to 30 days after the day it is created.
export const BOLETO_MIN_DAYS_AHEAD = 1;
export const BOLETO_MAX_DAYS_AHEAD = 30;

/** The Mercado Pago adapter: Pix, boleto and card through one /v1/payments API. */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  readonly isSandbox = false;
  readonly boletoMaxDaysAhead = BOLETO_MAX_DAYS_AHEAD;
  /** 'O prazo para capturar o pagamento autorizado é de 5 dias a partir da sua criação' (Mercado Pago, Brasil). */
  readonly authorizationDays = 5;
  readonly #client: MercadoPagoClient;
  readonly #publicKey: string | undefined;
  readonly #jsUrl: string;
  readonly #clock: Clock;

  constructor(options: MercadoPagoProviderOptions) {
    this.#client = new MercadoPagoClient(options);
    this.#publicKey = options.publicKey;
    this.#jsUrl = options.jsUrl ?? 'https://sdk.mercadopago.com/js/v2';
    this.#clock = options.clock;
  }

  /**
   * Cards are tokenised in the browser by MercadoPago.js with the public key: the number and CVV
   * never reach our server (and we stay out of PCI DSS's server-side card handling).
   */
  get browserTokenization(): { publicKey: string | undefined; scriptUrl: string } {
    return { publicKey: this.#publicKey, scriptUrl: this.#jsUrl };
  }

  /**
   * What Mercado Pago would refuse in this payer for this method, in Portuguese, or null. Asked before
   * anything is written or sent, so the customer gets a 422 they can act on rather than a failure
   * half-way.
   */
  payerProblem(method: PaymentMethod, payer: Payer): string | null {
    return method === 'BANK_SLIP' ? boletoPayerProblem(payer) : null;
  }

  createCharge(request: ChargeRequest): Promise<Charge> {
    switch (request.method) {
      case 'PIX':
        return this.#createPix(request);
      case 'BANK_SLIP':
        return this.#createBankSlip(request);
      case 'CREDIT_CARD':
        return this.#createCardPayment(request);
    }
  }

  /** The payment as Mercado Pago knows it now: what a webhook notification is checked against. */
  getPayment(mercadoPagoPaymentId: string): Promise<MercadoPagoPayment> {
    return this.#client.get<MercadoPagoPayment>(`/v1/payments/${encodeURIComponent(mercadoPagoPaymentId)}`);
  }

  /**
   * Gives money back, from the Mercado Pago payment that brought it (`providerPaymentId`). Mercado Pago answers `approved` when the refund is done and `in_process` while
   * the bank still works on it (a Pix in the Central Bank's contingency); a 4xx other than a throttle
   * is a refusal no retry will change, for a person to settle. Timeouts and 5xx stay errors: retried.
   */
  async refund(charge: RefundRequest): Promise<RefundResult> {
    let refund: MercadoPagoRefund;
    try {
      refund = await this.#client.post<MercadoPagoRefund>(
        `/v1/payments/${encodeURIComponent(charge.providerPaymentId)}/refunds`,
        {
          body: { amount: centsToReais(charge.amountCents) },
          // Our refund's id: asked again (a retry after a timeout, or to learn whether a pending
          // refund is done), Mercado Pago answers the first refund instead of making another.
          idempotencyKey: charge.refundId,
          // A Pix refund stuck in the Central Bank's contingency would otherwise come back as a 400,
          // indistinguishable from a refusal; with this header it is a 201 'in_process'.
          headers: { 'X-Render-In-Process-Refunds': 'true' },
        },
      );
    } catch (error) {
      if (error instanceof MercadoPagoHttpError && isPermanentRefusal(error.status)) {
        throw new PaymentProviderRefusal(error.message, { cause: error });
      }
      throw error;
    }
    if (refund.status === 'approved') return { status: 'REFUNDED' };
    if (refund.status === 'in_process' || refund.status === 'pending') return { status: 'PENDING' };
    throw new PaymentProviderRefusal(
      `O Mercado Pago recusou o estorno do pagamento ${charge.providerPaymentId} (situação ${refund.status ?? 'desconhecida'}).`,
    );
  }

  async cancel(charge: ProviderChargeRef): Promise<void> {
    const path = `/v1/payments/${encodeURIComponent(charge.providerChargeId)}`;
    try {
      await this.#client.put(path, {
        body: { status: 'cancelled' },
        idempotencyKey: `${charge.paymentId}-cancel`,
      });
    } catch (error) {
      if (!(error instanceof MercadoPagoHttpError) || error.status >= 500) throw error;
      // Mercado Pago refuses to cancel a payment already settled (cancelled, expired, paid...): then
      // there is nothing left to void, which is what the caller wanted.
      const payment = await this.getPayment(charge.providerChargeId);
      if (!SETTLED_STATUSES.has(payment.status ?? '')) throw error;
    }
  }

  /**
   * Captures a reservation (a card payment made with `capture: false`, status `authorized`): PUT on the payment
   * with `capture: true` and the amount to capture — less than reserved captures part of it and releases the
   * rest, as Mercado Pago's 'Capturar pagamento autorizado' describes. The same payment id holds the money
   * captured. A 4xx (lapsed, cancelled, more than reserved) is a refusal for a person; the rest is retried.
   */
  async capture(request: CaptureRequest): Promise<CaptureResult> {
    let payment: MercadoPagoPayment;
    try {
      payment = await this.#client.put<MercadoPagoPayment>(
        `/v1/payments/${encodeURIComponent(request.providerChargeId)}`,
        {
          body: { capture: true, transaction_amount: centsToReais(request.amountCents) },
          idempotencyKey: `${request.paymentId}-capture-${request.amountCents}`,
        },
      );
    } catch (error) {
      if (error instanceof MercadoPagoHttpError && isPermanentRefusal(error.status))
        throw new PaymentProviderRefusal(error.message, { cause: error });
      throw error;
    }
    if (payment.status !== 'approved' || typeof payment.transaction_amount !== 'number') {
      throw new PaymentProviderRefusal(
        `O Mercado Pago não capturou a pré-autorização ${request.providerChargeId} (situação ${payment.status ?? 'desconhecida'}).`,
      );
    }
    return {
      providerPaymentId: String(payment.id),
      capturedCents: reaisToCents(payment.transaction_amount),
      capturedAt: approvedAt(payment) ?? this.#clock.now(),
    };
  }

  async #createPix(request: ChargeRequest): Promise<Charge> {
    const now = this.#clock.now().getTime();
    const requested = request.expiresAt?.getTime() ?? now + PIX_DEFAULT_EXPIRY_MS;
    const expiresAt = new Date(
      Math.min(Math.max(requested, now + PIX_MIN_EXPIRY_MS), now + PIX_MAX_EXPIRY_MS),
    );
    const payment = await this.#createPayment(request, {
      payment_method_id: 'pix',
      transaction_amount: centsToReais(request.amountCents),
      payer: toMercadoPagoPayer(request.payer),
      ...(request.expiresAt ? { date_of_expiration: toMercadoPagoDateTime(expiresAt) } : {}),
    });
    return { method: 'PIX', providerChargeId: String(payment.id), pix: pixAnswer(payment, expiresAt) };
  }

  async #createBankSlip(request: ChargeRequest): Promise<Charge> {
    const problem = boletoPayerProblem(request.payer);
    if (problem) throw new PaymentProviderError(problem);
    const dueDate = this.#boletoDueDate(request.dueDate);
    const payment = await this.#createPayment(request, {
      payment_method_id: 'bolbradesco',
      transaction_amount: centsToReais(request.amountCents),
      payer: toMercadoPagoPayer(request.payer),
      date_of_expiration: endOfDayInSaoPaulo(dueDate),
    });
    return {
      method: 'BANK_SLIP',
      providerChargeId: String(payment.id),
      // The day the bank will read from the barcode, when it is not the one asked for.
      boleto: { ...boletoAnswer(payment), ...(dueDate !== request.dueDate ? { dueDate } : {}) },
    };
  }

  /**
   * The due date Mercado Pago will take: 1 to 30 days after today in São Paulo. One due today (the
   * last day of a hold) moves to tomorrow, the nearest Mercado Pago allows; one beyond 30 days is
   * refused before anything is sent: such a boleto is issued later (boletoMaxDaysAhead), never early.
   */
  #boletoDueDate(dueDate: string): string {
    const today = saoPauloDate(this.#clock.now());
    const ahead = daysBetween(today, dueDate);
    if (ahead > BOLETO_MAX_DAYS_AHEAD) {
      throw new PaymentProviderError(
        `O Mercado Pago só emite boleto com vencimento em até ${BOLETO_MAX_DAYS_AHEAD} dias (pedido: ${dueDate}).`,
      );
    }
    return ahead < BOLETO_MIN_DAYS_AHEAD ? addDays(today, BOLETO_MIN_DAYS_AHEAD) : dueDate;
  }

  async #createCardPayment(request: ChargeRequest): Promise<Charge> {
    const card = request.tokenizedCard;
    if (!card) {
      // The number and CVV are never taken here: MercadoPago.js tokenises them in the browser.
      throw new PaymentProviderError(
        'Com o Mercado Pago, o cartão é enviado só como token do MercadoPago.js.',
      );
    }
    const { first, last } = splitName(request.payer.name);
    let payment: MercadoPagoPayment;
    try {
      payment = await this.#createPayment(request, {
        payment_method_id: card.paymentMethodId,
        token: card.token,
        installments: card.installments,
        ...(card.issuerId ? { issuer_id: Number(card.issuerId) } : {}),
        // The rental's value: Mercado Pago adds the cost of installments to what the payer pays.
        transaction_amount: centsToReais(request.amountCents),
        // 3-D Secure when the issuer asks for it; the answer then waits for the customer's challenge.
        three_d_secure_mode: 'optional',
        // A caução: reserved on the card (status `authorized`), captured later only for what is deducted.
        ...(request.authorizeOnly ? { capture: false } : {}),
        payer: {
          email: card.payerEmail,
          identification: card.identification,
          first_name: first,
          ...(last ? { last_name: last } : {}),
        },
      });
    } catch (error) {
      // Mercado Pago refusing the card's data (a token used or expired, installments or issuer it does
      // not take) is a declined card for the customer to fix, not an outage: the payment must not wait
      // for a notification that will never come.
      if (!(error instanceof MercadoPagoHttpError) || !isCardDataRefusal(error.status)) throw error;
      return {
        method: 'CREDIT_CARD',
        providerChargeId: `refused-${request.paymentId}`,
        card: {
          brand: brandOfPaymentMethod(card.paymentMethodId),
          last4: await this.#tokenLast4(card.token),
        },
        outcome: {
          authorized: false,
          reason:
            'O Mercado Pago recusou os dados do cartão: confira-os e tente de novo, ou use outro cartão',
        },
      };
    }
    const total = payment.transaction_details?.total_paid_amount;
    return {
      method: 'CREDIT_CARD',
      providerChargeId: String(payment.id),
      card: {
        brand: brandOfPaymentMethod(payment.payment_method_id ?? card.paymentMethodId),
        last4: payment.card?.last_four_digits ?? '0000',
        ...(typeof total === 'number' && total > 0 ? { totalCents: reaisToCents(total) } : {}),
      },
      outcome: cardOutcome(payment),
    };
  }

  /** The last four digits of a tokenised card, for the refusal the customer reads; '0000' if unknown. */
  async #tokenLast4(token: string): Promise<string> {
    try {
      const found = await this.#client.get<{ last_four_digits?: string }>(
        `/v1/card_tokens/${encodeURIComponent(token)}`,
      );
      return /^\d{4}$/.test(found.last_four_digits ?? '') ? found.last_four_digits! : '0000';
    } catch {
      return '0000';
    }
  }

  /** Our payment id is both the idempotency key and the external reference the webhook maps back. */
  #createPayment(request: ChargeRequest, fields: Record<string, unknown>): Promise<MercadoPagoPayment> {
    return this.#client.post<MercadoPagoPayment>('/v1/payments', {
      idempotencyKey: request.paymentId,
      body: { description: request.description, external_reference: request.paymentId, ...fields },
    });
  }
}

/** A 400/404/422 on a card payment: the card's data, not our credentials nor an outage. */
function isCardDataRefusal(status: number): boolean {
  return status === 400 || status === 404 || status === 422;
}

/** A 4xx that is not a throttle, a timeout or a conflict: the same request will be refused again. */
function isPermanentRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}
