import { formatBrDate, formatMoney, PAYMENT_TYPE_LABELS, type PaymentStatus } from '@estadia/domain';

/** The fields a status's dates come from (a customer's payment or a row of the back-office's ledger). */
export interface DatedPayment {
  status: PaymentStatus;
  dueDate: string;
  paidDate?: string | null;
  refundRequestedDate?: string | null;
  refundedDate?: string | null;
}

const REFUND_STATUSES: readonly PaymentStatus[] = ['REFUND_PENDING', 'REFUNDED'];

export function isRefund(payment: { status: PaymentStatus }): boolean {
  return REFUND_STATUSES.includes(payment.status);
}

/**
 * The line under a payment's status badge, with the date that matters for that status: when a scheduled
 * boleto falls due (it has no code yet), when a refund was asked for, when it arrived.
 */
export function paymentStatusDetail(payment: DatedPayment): string {
  switch (payment.status) {
    case 'SCHEDULED':
      return `Vence em ${formatBrDate(payment.dueDate)} · o boleto é emitido perto do vencimento`;
    case 'PENDING':
      return `Vence em ${formatBrDate(payment.dueDate)}`;
    case 'PAID':
      return payment.paidDate ? `Pago em ${formatBrDate(payment.paidDate)}` : 'Pago';
    case 'REFUND_PENDING':
      return payment.refundRequestedDate
        ? `Estorno solicitado em ${formatBrDate(payment.refundRequestedDate)}`
        : 'Estorno solicitado ao banco';
    case 'REFUNDED':
      return payment.refundedDate ? `Estornado em ${formatBrDate(payment.refundedDate)}` : 'Estornado';
    case 'EXPIRED':
      return 'Substituído ou expirado, nada a pagar';
    case 'FAILED':
      return 'Recusado, nada foi cobrado';
    case 'AUTHORIZED':
      return 'Valor pré-autorizado no limite do cartão, sem cobrança: só o que o acerto descontar é cobrado';
    case 'RELEASED':
      return 'Pré-autorização liberada no cartão, nada foi cobrado';
  }
}

export interface RefundLine {
  id: string;
  amountCents: number;
  /** 'Pix', 'Boleto mensal (2 de 3)'… */
  method: string;
  status: 'REFUND_PENDING' | 'REFUNDED';
  detail: string;
}

/** Every refund of the rental, oldest first: what goes back, on which charge, and where it stands. */
export function refundLines(
  payments: readonly (DatedPayment & {
    id: string;
    amountCents: number;
    paymentType: keyof typeof PAYMENT_TYPE_LABELS;
    installment?: { number: number; count: number } | null;
    createdDate: Date | string;
  })[],
): RefundLine[] {
  const createdAt = (value: Date | string) => new Date(value).getTime();
  return [...payments]
    .sort((a, b) => createdAt(a.createdDate) - createdAt(b.createdDate))
    .filter((payment) => isRefund(payment))
    .map((payment) => {
      const part =
        payment.installment && payment.installment.count > 1
          ? ` (${payment.installment.number} de ${payment.installment.count})`
          : '';
      return {
        id: payment.id,
        amountCents: payment.amountCents,
        method: `${PAYMENT_TYPE_LABELS[payment.paymentType]}${part}`,
        status: payment.status as RefundLine['status'],
        detail: paymentStatusDetail(payment),
      };
    });
}

/** One sentence for the rental's refunds: how much is on its way, how much arrived. */
export function refundsSummary(lines: readonly RefundLine[]): string | null {
  if (lines.length === 0) return null;
  const pending = lines.filter((line) => line.status === 'REFUND_PENDING');
  const done = lines.filter((line) => line.status === 'REFUNDED');
  const sum = (list: readonly RefundLine[]) => list.reduce((total, line) => total + line.amountCents, 0);
  const parts: string[] = [];
  if (pending.length > 0) parts.push(`Estorno de ${formatMoney(sum(pending))} em andamento`);
  if (done.length > 0) parts.push(`${formatMoney(sum(done))} já estornado`);
  return `${parts.join('; ')}.`;
}
