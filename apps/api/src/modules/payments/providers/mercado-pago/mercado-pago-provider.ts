import { cardLast4, centsToReais, detectCardBrand } from '@estadia/domain';
import type { Clock } from '../../../../lib/clock.ts';
import {
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderChargeRef,
} from '../payment-provider.ts';
import { bankSlipAnswer, pixAnswer } from './mercado-pago-answers.ts';
import { cardOutcome, expiryOf, mercadoPagoCardMethod } from './mercado-pago-card.ts';
import { MercadoPagoClient, MercadoPagoHttpError } from './mercado-pago-client.ts';
import { endOfDayInSaoPaulo, toMercadoPagoDateTime } from './mercado-pago-dates.ts';
import { identificationOf, toMercadoPagoPayer } from './mercado-pago-payer.ts';
import {
  type MercadoPagoCardToken,
  type MercadoPagoPayment,
  SETTLED_STATUSES,
} from './mercado-pago-payment.ts';

export interface MercadoPagoProviderOptions {
  accessToken: string;
  apiUrl: string;
  /** Cards are tokenised with it before they are charged; Pix and boleto work without it. */
  publicKey?: string | undefined;
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

/** The Mercado Pago adapter: Pix, boleto and card through one /v1/payments API. */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  readonly isSandbox = false;
  readonly #client: MercadoPagoClient;
  readonly #publicKey: string | undefined;
  readonly #clock: Clock;

  constructor(options: MercadoPagoProviderOptions) {
    this.#client = new MercadoPagoClient(options);
    this.#publicKey = options.publicKey;
    this.#clock = options.clock;
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

  async refund(charge: ProviderChargeRef & { amountCents: number }): Promise<void> {
    await this.#client.post(`/v1/payments/${encodeURIComponent(charge.providerChargeId)}/refunds`, {
      body: { amount: centsToReais(charge.amountCents) },
      // The same refund asked twice (a retry after a timeout) is made once.
      idempotencyKey: `${charge.paymentId}:refund:${charge.amountCents}`,
      // A Pix refund stuck in the Central Bank's contingency would otherwise come back as a 400,
      // indistinguishable from a refusal; with this header it is a 201 'in_process'.
      headers: { 'X-Render-In-Process-Refunds': 'true' },
    });
  }

  async cancel(charge: ProviderChargeRef): Promise<void> {
    const path = `/v1/payments/${encodeURIComponent(charge.providerChargeId)}`;
    try {
      await this.#client.put(path, {
        body: { status: 'cancelled' },
        idempotencyKey: `${charge.paymentId}:cancel`,
      });
    } catch (error) {
      if (!(error instanceof MercadoPagoHttpError) || error.status >= 500) throw error;
      // Mercado Pago refuses to cancel a payment already settled (cancelled, expired, paid...): then
      // there is nothing left to void, which is what the caller wanted.
      const payment = await this.getPayment(charge.providerChargeId);
      if (!SETTLED_STATUSES.has(payment.status ?? '')) throw error;
    }
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
    if (!request.payer.address) {
      throw new PaymentProviderError('O Mercado Pago só emite boleto com o endereço completo do pagador.');
    }
    const payment = await this.#createPayment(request, {
      payment_method_id: 'bolbradesco',
      transaction_amount: centsToReais(request.amountCents),
      payer: toMercadoPagoPayer(request.payer),
      date_of_expiration: endOfDayInSaoPaulo(request.dueDate),
    });
    return { method: 'BANK_SLIP', providerChargeId: String(payment.id), bankSlip: bankSlipAnswer(payment) };
  }

  async #createCardPayment(request: ChargeRequest): Promise<Charge> {
    const card = request.card;
    if (!card) throw new PaymentProviderError('Faltam os dados do cartão para a cobrança no Mercado Pago.');
    if (!this.#publicKey) {
      throw new PaymentProviderError(
        'Pagamento com cartão indisponível: falta a chave pública do Mercado Pago (MERCADOPAGO_PUBLIC_KEY).',
      );
    }
    const brand = detectCardBrand(card.number);
    const paymentMethodId = mercadoPagoCardMethod(brand);
    if (!paymentMethodId)
      throw new PaymentProviderError('O Mercado Pago não aceita a bandeira deste cartão.');

    const identification = identificationOf(request.payer.cpfOrCnpj);
    const token = await this.#client.post<MercadoPagoCardToken>('/v1/card_tokens', {
      query: { public_key: this.#publicKey },
      body: {
        card_number: card.number,
        security_code: card.cvv,
        ...expiryOf(card.expiry),
        cardholder: { name: card.holderName, identification },
      },
    });
    const { address: _address, ...payer } = toMercadoPagoPayer(request.payer);
    const payment = await this.#createPayment(request, {
      payment_method_id: paymentMethodId,
      // The card pays the total, interest included; amountCents is the part of the rental it covers.
      transaction_amount: centsToReais(card.totalCents),
      token: token.id,
      installments: card.installments,
      payer,
    });
    return {
      method: 'CREDIT_CARD',
      providerChargeId: String(payment.id),
      card: { brand, last4: cardLast4(card.number) },
      outcome: cardOutcome(payment),
    };
  }

  /** Our payment id is both the idempotency key and the external reference the webhook maps back. */
  #createPayment(request: ChargeRequest, fields: Record<string, unknown>): Promise<MercadoPagoPayment> {
    return this.#client.post<MercadoPagoPayment>('/v1/payments', {
      idempotencyKey: request.paymentId,
      body: { description: request.description, external_reference: request.paymentId, ...fields },
    });
  }
}
