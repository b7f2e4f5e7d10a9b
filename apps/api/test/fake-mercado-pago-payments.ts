// How the fake Mercado Pago builds a payment from a POST /v1/payments body, per method, following
// Mercado Pago's documentation: Pix answers a BR Code under point_of_interaction.transaction_data,
// boleto (bolbradesco) a linha digitável and barcode under transaction_details, and a test card's
// outcome is chosen by its holder's name (APRO approves, OTHE refuses, CONT stays in process…).

import {
  CHALLENGE_CARDS,
  type FakeCardTokens,
  MAX_INSTALLMENTS,
  payerCosts,
  paymentMethodOfBin,
} from './fake-mercado-pago-cards.ts';
import { boletoBarcode, brCode, digitableLine } from './fake-mercado-pago-codes.ts';

export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  description: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: 'BRL';
  payment_method_id: string;
  payment_type_id: string;
  installments: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  live_mode: false;
  payer: Record<string, unknown>;
  transaction_details: Record<string, unknown>;
  point_of_interaction?: Record<string, unknown>;
  card?: Record<string, unknown>;
  issuer_id?: string;
  three_ds_info?: { external_resource_url: string; creq: string } | null;
  refunds: { id: number; payment_id: number; amount: number; status: string }[];
  /** False while a card payment made with `capture: false` is only reserved. */
  captured?: boolean;
}

/** A refusal Mercado Pago would answer with a 400. */
export class FakeBadRequest extends Error {}

const CARD_METHODS = new Set(['visa', 'master', 'amex', 'elo', 'hipercard', 'diners']);
const TIME_ZONE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Holder name → outcome, from Mercado Pago's Brazilian test-card table. */
const TEST_CARD_OUTCOMES: Record<string, [status: string, detail: string]> = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  CALL: ['rejected', 'cc_rejected_call_for_authorize'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
  FORM: ['rejected', 'cc_rejected_bad_filled_other'],
};

const DAY = 86_400_000;

interface NewPayment {
  id: number;
  body: Record<string, unknown>;
  now: Date;
  apiUrl: string;
  tokens: FakeCardTokens;
}

export function buildPayment({ id, body, now, apiUrl, tokens }: NewPayment): FakePayment {
  const amount = body.transaction_amount;
  if (typeof amount !== 'number' || !(amount > 0))
    throw new FakeBadRequest('transaction_amount must be positive');
  const payer = (body.payer ?? {}) as Record<string, unknown>;
  if (typeof payer.email !== 'string') throw new FakeBadRequest('payer.email is required');
  const method = String(body.payment_method_id ?? '');
  const base: FakePayment = {
    id,
    status: 'pending',
    status_detail: 'pending_waiting_payment',
    external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
    description: typeof body.description === 'string' ? body.description : null,
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    currency_id: 'BRL',
    payment_method_id: method,
    payment_type_id: 'ticket',
    installments: 1,
    date_created: now.toISOString(),
    date_approved: null,
    date_last_updated: now.toISOString(),
    date_of_expiration: null,
    live_mode: false,
    payer: { email: payer.email, identification: payer.identification },
    transaction_details: { total_paid_amount: amount, net_received_amount: 0, external_resource_url: null },
    refunds: [],
  };
  if (method === 'pix') return pixPayment(base, body, now, apiUrl);
  if (method === 'bolbradesco') return boletoPayment(base, body, payer, now, apiUrl);
  // The API takes a card only as a token: raw card data is for MercadoPago.js (or a PCI-certified
  // seller's own tokenisation), never a payment's body.
  if ('card_number' in body || 'security_code' in body || 'card' in body) {
    throw new FakeBadRequest('card data is not accepted here: send the token created by MercadoPago.js');
  }
  if (CARD_METHODS.has(method)) return cardPayment(base, body, now, apiUrl, tokens);
  throw new FakeBadRequest(`payment_method_id ${method} not found`);
}

function expirationOf(
  body: Record<string, unknown>,
  now: Date,
  fallbackMs: number,
  minMs: number,
  maxMs: number,
) {
  const text = typeof body.date_of_expiration === 'string' ? body.date_of_expiration : null;
  // Documented format: yyyy-MM-dd'T'HH:mm:ss.SSSZ with the offset, e.g. 2020-05-30T23:59:59.000-04:00.
  if (text && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/.test(text)) {
    throw new FakeBadRequest('date_of_expiration must be yyyy-MM-ddTHH:mm:ss.SSS±hh:mm');
  }
  const instant = text ? new Date(text) : new Date(now.getTime() + fallbackMs);
  const ahead = instant.getTime() - now.getTime();
  if (ahead < minMs || ahead > maxMs) throw new FakeBadRequest('date_of_expiration out of the allowed range');
  return { text: text ?? instant.toISOString(), instant };
}

function pixPayment(
  base: FakePayment,
  body: Record<string, unknown>,
  now: Date,
  apiUrl: string,
): FakePayment {
  // Pix: 24 hours by default, from 30 minutes to 30 days.
  const expiry = expirationOf(body, now, DAY, 30 * 60_000, 30 * DAY);
  const amountCents = Math.round(base.transaction_amount * 100);
  const qrCode = brCode({
    amountCents,
    txid: `mpqrinter${base.id}`,
    location: `pix.fake-mercadopago.test/qr/${base.id}`,
  });
  return {
    ...base,
    status_detail: 'pending_waiting_transfer',
    payment_type_id: 'bank_transfer',
    date_of_expiration: expiry.text,
    point_of_interaction: {
      type: 'PIX',
      transaction_data: {
        qr_code: qrCode,
        qr_code_base64: Buffer.from(qrCode).toString('base64'),
        ticket_url: `${apiUrl}/checkout/pix/${base.id}`,
      },
    },
  };
}

function boletoPayment(
  base: FakePayment,
  body: Record<string, unknown>,
  payer: Record<string, unknown>,
  now: Date,
  apiUrl: string,
): FakePayment {
  const address = (payer.address ?? {}) as Record<string, unknown>;
  const required = ['zip_code', 'street_name', 'street_number', 'neighborhood', 'city', 'federal_unit'];
  const missing = required.filter((name) => !address[name]);
  if (!payer.first_name || !payer.last_name || missing.length > 0) {
    throw new FakeBadRequest(`payer first_name, last_name and address (${missing.join(', ')}) are required`);
  }
  // Boleto: 3 days by default; its date_of_expiration falls 1 to 30 days after today (São Paulo days).
  const expiry = expirationOf(body, now, 3 * DAY, -Infinity, Infinity);
  const ahead = calendarDaysBetween(TIME_ZONE_DAY.format(now), TIME_ZONE_DAY.format(expiry.instant));
  if (ahead < 1 || ahead > 30) {
    throw new FakeBadRequest('date_of_expiration must be between 1 and 30 days from now for bolbradesco');
  }
  const barcode = boletoBarcode({
    bankCode: '237',
    dueDate: TIME_ZONE_DAY.format(expiry.instant),
    amountCents: Math.round(base.transaction_amount * 100),
    freeField: String(base.id).padStart(25, '0'),
  });
  return {
    ...base,
    date_of_expiration: expiry.text,
    transaction_details: {
      ...base.transaction_details,
      external_resource_url: `${apiUrl}/payments/${base.id}/ticket/helper`,
      payment_method_reference_id: String(base.id),
      digitable_line: digitableLine(barcode),
      barcode: { content: barcode },
    },
  };
}

function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

function cardPayment(
  base: FakePayment,
  body: Record<string, unknown>,
  now: Date,
  apiUrl: string,
  tokens: FakeCardTokens,
): FakePayment {
  if (typeof body.token !== 'string' || body.token === '') throw new FakeBadRequest('token is required');
  const token = tokens.consume(body.token, now.getTime());
  const method = paymentMethodOfBin(token.cardNumber.slice(0, 8));
  if (!method || method.id !== body.payment_method_id) {
    throw new FakeBadRequest('payment_method_id does not match the card of the token (diff_param_bins)');
  }
  const issuerId = body.issuer_id === undefined || body.issuer_id === null ? '' : String(body.issuer_id);
  if (method.additional_info_needed.includes('issuer_id') && !issuerId) {
    throw new FakeBadRequest('issuer_id is required for this payment_method_id');
  }
  if (issuerId && issuerId !== String(method.issuer.id)) throw new FakeBadRequest('Invalid issuer_id');
  const installments = Number(body.installments ?? 1);
  const cost = payerCosts(base.transaction_amount).find((entry) => entry.installments === installments);
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS || !cost) {
    throw new FakeBadRequest('Invalid installments');
  }
  const mode = body.three_d_secure_mode ?? 'not_supported';
  if (mode !== 'optional' && mode !== 'not_supported') {
    throw new FakeBadRequest('three_d_secure_mode must be optional or not_supported');
  }
  const challenge = CHALLENGE_CARDS[token.cardNumber];
  const card = {
    first_six_digits: token.cardNumber.slice(0, 6),
    last_four_digits: token.cardNumber.slice(-4),
    expiration_month: token.expirationMonth,
    expiration_year: token.expirationYear,
    cardholder: { name: token.holderName, identification: token.identification },
  };
  const common = {
    ...base,
    payment_method_id: method.id,
    payment_type_id: 'credit_card',
    issuer_id: String(method.issuer.id),
    installments,
    transaction_details: {
      ...base.transaction_details,
      total_paid_amount: cost.total_amount,
      installment_amount: cost.installment_amount,
    },
    card,
  };
  if (challenge) {
    // An issuer that wants 3-D Secure: refused outright without it, a challenge with it.
    if (mode !== 'optional') {
      return { ...common, status: 'rejected', status_detail: 'cc_rejected_3ds_mandatory' };
    }
    return {
      ...common,
      status: 'pending',
      status_detail: 'pending_challenge',
      three_ds_info: {
        external_resource_url: `${apiUrl}/3ds/challenge/${base.id}`,
        creq: Buffer.from(
          JSON.stringify({
            threeDSServerTransID: randomUUIDLike(base.id),
            messageType: 'CReq',
            messageVersion: '2.2.0',
          }),
        ).toString('base64url'),
      },
    };
  }
  const [status, detail] =
    TEST_CARD_OUTCOMES[token.holderName.trim().toUpperCase()] ?? TEST_CARD_OUTCOMES.OTHE!;
  // `capture: false`: an approved card is only reserved ('authorized', 'pending_capture'), captured later.
  if (body.capture === false && status === 'approved')
    return {
      ...common,
      status: 'authorized',
      status_detail: 'pending_capture',
      captured: false,
      date_approved: null,
    };
  return {
    ...common,
    status,
    status_detail: detail,
    date_approved: status === 'approved' ? now.toISOString() : null,
  };
}

function randomUUIDLike(seed: number): string {
  const hex = seed.toString(16).padStart(32, '0').slice(-32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
