// The card side of the fake Mercado Pago, per its documentation: payment methods by BIN
// (/v1/payment_methods/search), issuers (/v1/payment_methods/card_issuers), installments with their
// cost (/v1/payment_methods/installments), card tokens made from the browser with the public key
// (/v1/card_tokens: single-use, valid 7 days), and the 3-D Secure challenge some test cards ask for.

import { randomUUID } from 'node:crypto';
import { FakeBadRequest } from './fake-mercado-pago-payments.ts';

export interface FakeCardToken {
  id: string;
  cardNumber: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  identification: { type?: string; number?: string };
  createdAt: number;
  used: boolean;
}

export interface FakePaymentMethod {
  id: string;
  name: string;
  payment_type_id: 'credit_card';
  issuer: { id: number; name: string };
  /** What a payment with this method must carry besides the token (issuer_id for some brands). */
  additional_info_needed: string[];
  settings: { card_number: { length: number }; security_code: { length: number; card_location: string } }[];
}

const COMMON_INFO = ['cardholder_name', 'cardholder_identification_type', 'cardholder_identification_number'];

/** Brands by their first digits (Brazilian test cards included), with the issuer Mercado Pago names. */
const METHODS: { prefixes: RegExp; method: FakePaymentMethod }[] = [
  {
    prefixes: /^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/,
    method: method('elo', 'Elo', 687, 'Elo', ['issuer_id']),
  },
  {
    prefixes: /^(606282|3841)/,
    method: method('hipercard', 'Hipercard', 1062, 'Hipercard', []),
  },
  { prefixes: /^3[47]/, method: method('amex', 'American Express', 310, 'Amex', [], 15, 4, 'front') },
  { prefixes: /^3(0[0-5]|[68])/, method: method('diners', 'Diners', 1059, 'Diners', [], 14) },
  // Mastercard asks for the issuer in Brazil: the payment is refused without issuer_id.
  { prefixes: /^(5[1-5]|2[2-7])/, method: method('master', 'Mastercard', 24, 'Mastercard', ['issuer_id']) },
  { prefixes: /^4/, method: method('visa', 'Visa', 25, 'Visa', []) },
];

function method(
  id: string,
  name: string,
  issuerId: number,
  issuerName: string,
  extra: string[],
  length = 16,
  cvvLength = 3,
  cvvLocation = 'back',
): FakePaymentMethod {
  return {
    id,
    name,
    payment_type_id: 'credit_card',
    issuer: { id: issuerId, name: issuerName },
    additional_info_needed: [...COMMON_INFO, ...extra],
    settings: [{ card_number: { length }, security_code: { length: cvvLength, card_location: cvvLocation } }],
  };
}

export function paymentMethodOfBin(bin: string): FakePaymentMethod | null {
  return METHODS.find((entry) => entry.prefixes.test(bin))?.method ?? null;
}

/**
 * Mercado Pago's Brazilian 3-D Secure test cards: the issuer asks for a challenge, which the
 * customer passes or fails. Any other card goes without one.
 */
export const CHALLENGE_CARDS: Record<string, 'success' | 'failure'> = {
  '5483928164574623': 'success',
  '4009175332806176': 'failure',
};

/** Monthly rate of the fake's installments (the seller's account passes the cost to the payer). */
const MONTHLY_RATE = 0.0199;
const MIN_INSTALLMENT = 5;
export const MAX_INSTALLMENTS = 12;

export interface FakePayerCost {
  installments: number;
  installment_rate: number;
  discount_rate: number;
  labels: string[];
  min_allowed_amount: number;
  max_allowed_amount: number;
  recommended_message: string;
  installment_amount: number;
  total_amount: number;
  payment_method_option_id: string;
}

const money = (value: number) =>
  `R$ ${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** Installments of an amount: 1× at no cost, then Price-table installments at MONTHLY_RATE. */
export function payerCosts(amount: number): FakePayerCost[] {
  const costs: FakePayerCost[] = [];
  for (let count = 1; count <= MAX_INSTALLMENTS; count++) {
    const factor = count === 1 ? 1 : (MONTHLY_RATE * count) / (1 - (1 + MONTHLY_RATE) ** -count);
    const installment = Math.round((amount * factor * 100) / count) / 100;
    const total = count === 1 ? amount : Math.round(installment * count * 100) / 100;
    if (count > 1 && installment < MIN_INSTALLMENT) break;
    const rate = Math.round(((total - amount) / amount) * 10_000) / 100;
    costs.push({
      installments: count,
      installment_rate: rate,
      discount_rate: 0,
      labels: rate === 0 ? ['CFT_0,00%|TEA_0,00%'] : [`CFT_${rate.toFixed(2).replace('.', ',')}%`],
      min_allowed_amount: 1,
      max_allowed_amount: 60_000,
      recommended_message:
        count === 1
          ? `1 parcela de ${money(total)} (${money(total)})`
          : `${count} parcelas de ${money(installment)} (${money(total)})`,
      installment_amount: count === 1 ? total : installment,
      total_amount: total,
      payment_method_option_id: randomUUID().replaceAll('-', ''),
    });
  }
  return costs;
}

const SEVEN_DAYS = 7 * 86_400_000;

export class FakeCardTokens {
  readonly #tokens = new Map<string, FakeCardToken>();

  /** POST /v1/card_tokens as MercadoPago.js sends it. */
  create(body: Record<string, unknown>, now: number): FakeCardToken {
    const cardNumber = String(body.card_number ?? '');
    const cardholder = (body.cardholder ?? {}) as {
      name?: string;
      identification?: FakeCardToken['identification'];
    };
    const month = Number(body.expiration_month);
    const year = Number(body.expiration_year);
    if (!/^\d{13,19}$/.test(cardNumber) || !paymentMethodOfBin(cardNumber.slice(0, 8))) {
      throw new FakeBadRequest('invalid parameter card_number');
    }
    if (!/^\d{3,4}$/.test(String(body.security_code ?? ''))) {
      throw new FakeBadRequest('invalid parameter security_code');
    }
    if (!(month >= 1 && month <= 12) || !(year >= 2000)) {
      throw new FakeBadRequest('invalid parameter expiration_month or expiration_year');
    }
    if (!cardholder.name?.trim()) throw new FakeBadRequest('invalid parameter cardholder.name');
    const token: FakeCardToken = {
      id: randomUUID().replaceAll('-', ''),
      cardNumber,
      holderName: cardholder.name,
      expirationMonth: month,
      expirationYear: year,
      identification: cardholder.identification ?? {},
      createdAt: now,
      used: false,
    };
    this.#tokens.set(token.id, token);
    return token;
  }

  find(id: string): FakeCardToken | undefined {
    return this.#tokens.get(id);
  }

  /** The token a payment uses up: unknown, used or older than 7 days → Mercado Pago's 400. */
  consume(id: string, now: number): FakeCardToken {
    const token = this.#tokens.get(id);
    if (!token || token.used || now - token.createdAt > SEVEN_DAYS) {
      throw new FakeBadRequest('Card Token not found');
    }
    token.used = true;
    return token;
  }
}
