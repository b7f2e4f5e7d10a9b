import { PaymentProviderError } from '../payment-provider.ts';
import type { MercadoPagoPayment } from './mercado-pago-payment.ts';

const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/** The EMV fields of a BR Code: two-digit id, two-digit length, value. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let position = 0;
  while (position + 4 <= payload.length) {
    const id = payload.slice(position, position + 2);
    const length = Number(payload.slice(position + 2, position + 4));
    if (!Number.isInteger(length)) break;
    fields.set(id, payload.slice(position + 4, position + 4 + length));
    position += 4 + length;
  }
  return fields;
}

/**
 * The Pix txid. Mercado Pago does not return it as a field, but the BR Code carries it (field 62,
 * sub-field 05, the payer's bank shows it); a code without a usable one gets an id derived from
 * Mercado Pago's payment id, which is as unique and fits our column (1 to 25 letters and digits).
 */
export function pixTxid(brCode: string, mercadoPagoId: number): string {
  const reference = emvFields(emvFields(brCode).get('62') ?? '').get('05');
  if (reference && TXID_PATTERN.test(reference)) return reference;
  return `MP${mercadoPagoId}`.slice(0, 25);
}

function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export function pixAnswer(
  payment: MercadoPagoPayment,
  requestedExpiry: Date,
): { payload: string; txid: string; expiresAt: Date } {
  const payload = payment.point_of_interaction?.transaction_data?.qr_code;
  if (!payload) {
    throw new PaymentProviderError(`O Mercado Pago não devolveu o código Pix do pagamento ${payment.id}.`);
  }
  return {
    payload,
    txid: pixTxid(payload, payment.id),
    // Mercado Pago's own expiry is the one the code obeys.
    expiresAt: parseInstant(payment.date_of_expiration) ?? requestedExpiry,
  };
}

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The boleto's 44-digit barcode and 47-digit linha digitável, as Mercado Pago's SDKs read them
 * (transaction_details.barcode.content, once at the payment's top level, and
 * transaction_details.digitable_line), stripped of the dots and spaces a printed line has. Both must
 * come from Mercado Pago: deriving one from the other needs the boleto check-digit rules of the
 * domain package, and a boleto missing either is better refused than half shown.
 */
export function boletoAnswer(payment: MercadoPagoPayment): {
  barcode: string;
  digitableLine: string;
  pdfUrl: string | null;
} {
  const details = payment.transaction_details;
  const barcode = digitsOf(details?.barcode?.content ?? payment.barcode?.content);
  const digitableLine = digitsOf(details?.digitable_line);
  if (barcode.length !== 44 || digitableLine.length !== 47) {
    throw new PaymentProviderError(
      `O Mercado Pago não devolveu o código de barras e a linha digitável do boleto ${payment.id}.`,
    );
  }
  // The boleto Mercado Pago prints (its own PDF page) is the one the payer's bank expects to see.
  const pdfUrl = details?.external_resource_url;
  return { barcode, digitableLine, pdfUrl: pdfUrl && /^https?:\/\//.test(pdfUrl) ? pdfUrl : null };
}
