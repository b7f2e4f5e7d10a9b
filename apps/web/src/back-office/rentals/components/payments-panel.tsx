import { formatBrDate, formatBrDateTime, formatMoney, PAYMENT_TYPE_LABELS, todayIso } from '@estadia/domain';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { paymentStatusBadge } from '@/components/payments/payment-labels';
import { monthlyPlan } from '@/components/payments/payment-state';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SectionPanel } from '@/components/ui/section-panel';
import { PAYMENT_CONFIRMATION_LABELS } from '../rental-labels';
import { PaymentPlan } from './payment-plan';

type PaymentView = NonNullable<AdminRentalDetailView['payments']>[number];

function method(payment: PaymentView): string {
  const parts = [PAYMENT_TYPE_LABELS[payment.paymentType]];
  if (payment.installment && payment.installment.count > 1) {
    parts.push(`parcela ${payment.installment.number} de ${payment.installment.count}`);
  }
  if (payment.card) {
    const installments =
      payment.card.installments && payment.card.installments > 1 ? ` em ${payment.card.installments}x` : '';
    parts.push(`${payment.card.brand} final ${payment.card.last4}${installments}`);
  }
  return parts.join(' · ');
}

/**
 * Every charge made for the rental, the oldest first, with how each was confirmed and, for a refund,
 * when it was asked for and when it arrived; above them, a monthly boleto's plan month by month.
 */
export function PaymentsPanel({ payments }: { payments: readonly PaymentView[] }) {
  const today = todayIso();
  // The plan in force (replaced, refused and refunded charges left out), oldest month first.
  const plan = monthlyPlan(payments);
  const columns: DataTableColumn<PaymentView>[] = [
    { key: 'method', header: 'Forma', className: 'min-w-44', cell: method },
    {
      key: 'status',
      header: 'Status',
      cell: (payment) => {
        const badge = paymentStatusBadge(payment, today);
        return (
          <>
            <Badge tone={badge.tone}>{badge.label}</Badge>
            {payment.failureReason && (
              <span className="mt-1 block max-w-56 text-xs text-ink-muted">{payment.failureReason}</span>
            )}
            {payment.status === 'SCHEDULED' && (
              <span className="mt-1 block text-xs text-ink-muted">
                Sem código: emitido perto do vencimento
              </span>
            )}
            {payment.refundRequestedDate && (
              <span className="mt-1 block text-xs text-ink-muted">
                Estorno pedido em{' '}
                {formatBrDateTime(new Date(payment.refundRequestedDate), { seconds: false })}
              </span>
            )}
            {payment.refundedDate && (
              <span className="mt-1 block text-xs text-ink-muted">
                Estornado em {formatBrDateTime(new Date(payment.refundedDate), { seconds: false })}
              </span>
            )}
          </>
        );
      },
    },
    {
      key: 'amount',
      header: 'Valor',
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => formatMoney(payment.amountCents),
    },
    {
      key: 'due',
      header: 'Vencimento',
      className: 'whitespace-nowrap',
      cell: (payment) => formatBrDate(payment.dueDate),
    },
    {
      key: 'paid',
      header: 'Pago em',
      className: 'whitespace-nowrap',
      cell: (payment) =>
        payment.paidDate ? formatBrDateTime(new Date(payment.paidDate), { seconds: false }) : '—',
    },
    {
      key: 'via',
      header: 'Confirmação',
      className: 'min-w-44',
      cell: (payment) => (payment.paidVia ? PAYMENT_CONFIRMATION_LABELS[payment.paidVia] : '—'),
    },
  ];

  return (
    <SectionPanel title="Pagamentos">
      {payments.length === 0 ? (
        <p className="text-sm text-ink-muted">Nenhuma cobrança foi gerada para esta locação.</p>
      ) : (
        <div className="space-y-4">
          {plan.length > 1 && <PaymentPlan months={plan} today={today} />}
          <DataTable
            caption="Pagamentos da locação"
            columns={columns}
            rows={payments}
            rowKey={(payment) => payment.id}
          />
        </div>
      )}
    </SectionPanel>
  );
}
