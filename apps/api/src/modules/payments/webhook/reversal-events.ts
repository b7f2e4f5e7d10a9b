/**
 * The provider's word that it took money of a payment back without our asking (decision 0013,
 * amendment), on the signed webhook beside `payment.paid`: the same body, `amountCents` being what was
 * taken back and `paidAt` when. The built-in sandbox emits both (staff's sandbox actions).
 */
export const PAYMENT_CHARGED_BACK_EVENT = 'payment.charged_back';
export const PAYMENT_REFUNDED_AT_PROVIDER_EVENT = 'payment.refunded';

export function reversalKindOf(type: string): 'CHARGEBACK' | 'PANEL_REFUND' | null {
  if (type === PAYMENT_CHARGED_BACK_EVENT) return 'CHARGEBACK';
  if (type === PAYMENT_REFUNDED_AT_PROVIDER_EVENT) return 'PANEL_REFUND';
  return null;
}
