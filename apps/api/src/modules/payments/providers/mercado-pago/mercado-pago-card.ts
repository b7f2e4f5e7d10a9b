import type { CardBrand } from '@estadia/domain';
import type { MercadoPagoPayment } from './mercado-pago-payment.ts';

/** Mercado Pago's `payment_method_id` for each brand it takes in Brazil (its payment methods table). */
const PAYMENT_METHOD_BY_BRAND: Record<CardBrand, string | null> = {
  VISA: 'visa',
  MASTERCARD: 'master',
  AMEX: 'amex',
  ELO: 'elo',
  HIPERCARD: 'hipercard',
  DINERS: 'diners',
  OTHER: null,
};

export function mercadoPagoCardMethod(brand: CardBrand): string | null {
  return PAYMENT_METHOD_BY_BRAND[brand];
}

/** What the payer reads when the issuer says no, by Mercado Pago's `status_detail`. */
const DECLINE_REASONS: Record<string, string> = {
  cc_rejected_insufficient_amount: 'Saldo ou limite insuficiente',
  cc_rejected_bad_filled_security_code: 'Código de segurança inválido',
  cc_rejected_bad_filled_date: 'Validade inválida',
  cc_rejected_bad_filled_card_number: 'Número do cartão inválido',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão',
  cc_rejected_call_for_authorize: 'Autorize o pagamento com o emissor do cartão e tente de novo',
  cc_rejected_card_disabled: 'Cartão bloqueado: fale com o emissor do cartão',
  cc_rejected_invalid_installments: 'Número de parcelas não aceito por este cartão',
  cc_rejected_duplicated_payment: 'Pagamento duplicado: um pagamento igual acabou de ser feito',
  cc_rejected_max_attempts: 'Tentativas demais com este cartão: use outro cartão',
};

export const DEFAULT_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão';

export function declineReason(statusDetail: string | undefined): string {
  return (statusDetail && DECLINE_REASONS[statusDetail]) || DEFAULT_DECLINE_REASON;
}

/**
 * Approved, authorised and in-process (a manual review) payments go on: the webhook settles them.
 * Only a refusal is final here; so is a cancellation, which a card payment only gets if it was never
 * authorised.
 */
export function cardOutcome(
  payment: MercadoPagoPayment,
): { authorized: true } | { authorized: false; reason: string } {
  if (payment.status === 'rejected' || payment.status === 'cancelled') {
    return { authorized: false, reason: declineReason(payment.status_detail) };
  }
  return { authorized: true };
}

/** 'MM/AA' → Mercado Pago's numeric month and four-digit year. */
export function expiryOf(expiry: string): { expiration_month: number; expiration_year: number } {
  const [month = '', year = ''] = expiry.split('/');
  return { expiration_month: Number(month), expiration_year: 2000 + Number(year) };
}
