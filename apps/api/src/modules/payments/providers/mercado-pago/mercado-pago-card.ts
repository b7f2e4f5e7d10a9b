import type { CardBrand } from '@estadia/domain';
import type { CardChallenge } from '../payment-provider.ts';
import type { MercadoPagoPayment } from './mercado-pago-payment.ts';

/** Our brand for Mercado Pago's `payment_method_id` of a credit card (its payment methods table). */
const BRAND_BY_PAYMENT_METHOD: Record<string, CardBrand> = {
  visa: 'VISA',
  master: 'MASTERCARD',
  amex: 'AMEX',
  elo: 'ELO',
  hipercard: 'HIPERCARD',
  diners: 'DINERS',
};

export function brandOfPaymentMethod(paymentMethodId: string | undefined): CardBrand {
  return BRAND_BY_PAYMENT_METHOD[paymentMethodId ?? ''] ?? 'OTHER';
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
  cc_rejected_3ds_challenge: 'A autenticação do banco não foi concluída',
  cc_rejected_3ds_mandatory: 'O banco exige autenticação e ela não foi feita',
};

export const DEFAULT_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão';
const CHALLENGE_UNAVAILABLE = 'Não foi possível abrir a autenticação do banco: tente de novo';

export function declineReason(statusDetail: string | undefined): string {
  return (statusDetail && DECLINE_REASONS[statusDetail]) || DEFAULT_DECLINE_REASON;
}

/** Mercado Pago asks for 3-D Secure: status pending, detail pending_challenge, three_ds_info set. */
export function challengeOf(payment: MercadoPagoPayment): CardChallenge | null {
  if (payment.status_detail !== 'pending_challenge') return null;
  const url = payment.three_ds_info?.external_resource_url;
  const creq = payment.three_ds_info?.creq;
  return url && creq ? { url, creq } : null;
}

/**
 * Approved, authorised and in-process (a manual review) payments go on: the webhook settles them.
 * A 3-D Secure challenge is not an authorisation: the payment waits for the customer, and only
 * Mercado Pago's notification, read back, will say how it ended. A refusal is final here; so is a
 * cancellation, which a card payment only gets if it was never authorised.
 */
export function cardOutcome(
  payment: MercadoPagoPayment,
):
  | { authorized: true }
  | { authorized: false; reason: string }
  | { authorized: false; challenge: CardChallenge } {
  if (payment.status === 'rejected' || payment.status === 'cancelled') {
    return { authorized: false, reason: declineReason(payment.status_detail) };
  }
  if (payment.status_detail === 'pending_challenge') {
    const challenge = challengeOf(payment);
    return challenge
      ? { authorized: false, challenge }
      : { authorized: false, reason: CHALLENGE_UNAVAILABLE };
  }
  if (payment.status === 'approved' || payment.status === 'authorized' || payment.status === 'in_process') {
    return { authorized: true };
  }
  // Any other state (a bare 'pending') is not an authorisation either; the webhook will settle it,
  // but the customer is not told it went through.
  return { authorized: false, reason: declineReason(payment.status_detail) };
}
