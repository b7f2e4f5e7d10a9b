import {
  type AdminPayment,
  formatMoney,
  type PAYMENT_CONFIRMATION_SOURCES,
  PAYMENT_TYPE_LABELS,
  toPaymentMethod,
} from '@estadia/domain';
import type { WithDates } from '@/lib/date-fields';

/** A payment of the ledger as the client holds it (createdDate revived as a Date). */
export type LedgerPayment = WithDates<AdminPayment>;

export type ConfirmationSource = (typeof PAYMENT_CONFIRMATION_SOURCES)[number];

/** Who confirmed the payment, in the ledger's words. */
export const CONFIRMATION_SOURCE_LABELS: Record<ConfirmationSource, string> = {
  WEBHOOK: 'Notificação do banco',
  SANDBOX: 'Banco de testes',
  MANUAL: 'Baixa manual',
};

/** 'Pix', 'Boleto mensal · 2 de 3', 'Cartão de crédito · Visa final 1111 · 3x'. */
export function paymentMethodText(payment: LedgerPayment): string {
  const parts = [PAYMENT_TYPE_LABELS[payment.paymentType]];
  if (payment.installment && payment.installment.count > 1) {
    parts.push(`${payment.installment.number} de ${payment.installment.count}`);
  }
  if (payment.card) {
    parts.push(`${payment.card.brand} final ${payment.card.last4}`);
    if ((payment.card.installments ?? 1) > 1) parts.push(`${payment.card.installments}x`);
  }
  return parts.join(' · ');
}

/** What the customer paid: the card's total (interest included) or the charge. */
export function paidCents(payment: LedgerPayment): number {
  return payment.card?.totalCents ?? payment.amountCents;
}

/** Only a pending Pix or boleto is confirmed by hand: a card is answered by its network at once. */
export function canConfirmManually(payment: LedgerPayment): boolean {
  return payment.status === 'PENDING' && toPaymentMethod(payment.paymentType) !== 'CREDIT_CARD';
}

export function canRefund(payment: LedgerPayment): boolean {
  return payment.status === 'PAID';
}

/** The line that names a payment in a dialog: who, what and how much. */
export function paymentSummary(payment: LedgerPayment): string {
  return `${payment.customer.name} · ${paymentMethodText(payment)} · ${formatMoney(payment.amountCents)}`;
}
