import { formatMoney, type RefundPaymentRequest } from '@estadia/domain';
import { maskMoney, moneyTextToCents } from '@/components/ui/money-mask';

export interface RefundValues {
  /** 'R$ 1.234,56'. */
  amount: string;
  reason: string;
}

export function refundDefaults(paidCents: number): RefundValues {
  return { amount: maskMoney(String(paidCents)), reason: '' };
}

/**
 * The refund as the API takes it: `amountCents` in cents, left out when it is the whole amount paid
 * (the API then refunds exactly what it recorded), and the reason as the audit entry's `note`.
 */
export function prepareRefund(values: RefundValues, paidCents: number) {
  const cents = moneyTextToCents(values.amount);
  const note = values.reason.trim() || undefined;
  if (cents === null) return { input: {}, errors: { amount: 'Informe o valor do reembolso' } };
  if (cents > paidCents) {
    return {
      input: {},
      errors: { amount: `O reembolso não pode passar do valor pago (${formatMoney(paidCents)}).` },
    };
  }
  const input: RefundPaymentRequest = cents === paidCents ? { note } : { amountCents: cents, note };
  return { input };
}
