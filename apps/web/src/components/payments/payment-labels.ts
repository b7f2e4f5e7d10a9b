import {
  formatMoney,
  type InstallmentOption,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  type PaymentType,
  type RentalStatus,
} from '@estadia/domain';
import type { BadgeTone } from '../ui/badge';

/** One line under each method, before anything is charged. */
export function methodDescription(
  type: PaymentType,
  {
    installments,
    pixExpiryMinutes,
    boletos,
  }: {
    installments: readonly InstallmentOption[];
    pixExpiryMinutes: number;
    boletos: number;
  },
): string {
  if (type === 'PIX') return `Aprovação em segundos. O código vale por ${pixExpiryMinutes} minutos.`;
  if (type === 'BANK_SLIP') return 'Compensação em até 3 dias úteis.';
  if (type === 'BANK_SLIP_MONTHLY') {
    return `${boletos} boletos, um por mês. Compensação em até 3 dias úteis.`;
  }
  const most = installments.at(-1)?.installments ?? 1;
  const interestFree = installments.filter((option) => option.interestFree).at(-1)?.installments ?? 1;
  if (most === 1) return 'À vista, com aprovação na hora.';
  return interestFree > 1
    ? `Em até ${most}x, até ${interestFree}x sem juros.`
    : `Em até ${most}x, com aprovação na hora.`;
}

const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  SCHEDULED: 'neutral',
  PENDING: 'warning',
  AUTHORIZED: 'info',
  PAID: 'success',
  EXPIRED: 'neutral',
  RELEASED: 'neutral',
  FAILED: 'error',
  REFUND_PENDING: 'warning',
  REFUNDED: 'info',
};

/** A charge's status as a badge: a pending boleto past its due date is 'Vencido'. */
export function paymentStatusBadge(
  payment: { status: PaymentStatus; dueDate: string },
  today: string,
): { label: string; tone: BadgeTone } {
  if (payment.status === 'PENDING' && payment.dueDate < today) return { label: 'Vencido', tone: 'error' };
  return { label: PAYMENT_STATUS_LABELS[payment.status], tone: PAYMENT_STATUS_TONES[payment.status] };
}

/** Where the payment screen's step indicator (Assinatura → Pagamento → Pronto) stands, if it shows. */
export function paymentStepIndex(status: RentalStatus): number | null {
  if (status === 'WAITING_FOR_SIGNATURE') return 0;
  if (status === 'WAITING_FOR_PAYMENT') return 1;
  if (status === 'RENTED' || status === 'DEFAULTER' || status === 'FINISHED') return 3;
  return null;
}

export const PAYMENT_STEPS = ['Assinatura', 'Pagamento', 'Pronto'];

/**
 * What a cancellation refunds: the amount, on its way while the provider has not confirmed every
 * refund yet, or that nothing had been paid. Money that arrived after the cancellation (an old code
 * paid anyway) is given back too: the refunds on the charges count even when the policy's was zero.
 */
export function refundSentence(
  refundCents: number | null | undefined,
  payments: readonly { status: PaymentStatus; amountCents?: number }[] = [],
): string {
  const refunded = payments
    .filter((payment) => payment.status === 'REFUND_PENDING' || payment.status === 'REFUNDED')
    .reduce((sum, payment) => sum + (payment.amountCents ?? 0), 0);
  const amount = Math.max(refundCents ?? 0, refunded);
  if (amount <= 0) return 'Nenhum valor havia sido pago, então não há nada a devolver.';
  return payments.some((payment) => payment.status === 'REFUND_PENDING')
    ? `Estorno de ${formatMoney(amount)} em andamento, na mesma forma de pagamento usada.`
    : `Valor devolvido: ${formatMoney(amount)}, na mesma forma de pagamento usada.`;
}
