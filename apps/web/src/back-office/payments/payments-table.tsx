import { formatBrDate, formatBrDateTime, formatMoney } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paymentStatusBadge } from '@/components/payments/payment-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import {
  CONFIRMATION_SOURCE_LABELS,
  canConfirmManually,
  canRefund,
  type LedgerPayment,
  paidCents,
  paymentMethodText,
} from './payment-labels';

export type PaymentAction = 'confirm' | 'refund';

const muted = 'block text-xs text-ink-muted';

function Customer({ payment, linkToRental }: { payment: LedgerPayment; linkToRental: boolean }) {
  return (
    <div className="min-w-48 max-w-64">
      {linkToRental ? (
        <Link
          to={`/locacoes/${payment.rental.id}`}
          className="font-medium text-brand-ink underline-offset-2 hover:underline"
        >
          {payment.customer.name}
        </Link>
      ) : (
        <span className="font-medium">{payment.customer.name}</span>
      )}
      <span className={muted}>
        {payment.rental.projectName} · {payment.rental.apartmentLabel}
      </span>
    </div>
  );
}

function Amount({ payment }: { payment: LedgerPayment }) {
  const paid = paidCents(payment);
  return (
    <div className="whitespace-nowrap tabular-nums">
      {formatMoney(payment.amountCents)}
      {paid !== payment.amountCents && <span className={muted}>{formatMoney(paid)} com juros</span>}
      {payment.refundedCents != null && (
        <span className="block text-xs font-medium text-danger">
          Reembolsado {formatMoney(payment.refundedCents)}
        </span>
      )}
    </div>
  );
}

/** The status badge, the due date, and when and how it was paid (or why the card was refused). */
function State({ payment, today }: { payment: LedgerPayment; today: string }) {
  const badge = paymentStatusBadge(payment, today);
  return (
    <div className="min-w-44 whitespace-nowrap">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      <span className={cn(muted, 'mt-1 tabular-nums')}>Vencimento {formatBrDate(payment.dueDate)}</span>
      {payment.paidDate && (
        <span className={cn(muted, 'tabular-nums')}>
          Pago em {formatBrDateTime(new Date(payment.paidDate), { seconds: false })}
        </span>
      )}
      {payment.paidVia && (
        <span className={muted}>Confirmação: {CONFIRMATION_SOURCE_LABELS[payment.paidVia]}</span>
      )}
      {payment.status === 'FAILED' && payment.failureReason && (
        <span className={muted}>{payment.failureReason}</span>
      )}
      {payment.status === 'SCHEDULED' && <span className={muted}>Sem código ainda</span>}
      {payment.refundRequestedDate && (
        <span className={cn(muted, 'tabular-nums')}>
          Estorno pedido em {formatBrDateTime(new Date(payment.refundRequestedDate), { seconds: false })}
        </span>
      )}
      {payment.refundedDate && (
        <span className={cn(muted, 'tabular-nums')}>
          Estornado em {formatBrDateTime(new Date(payment.refundedDate), { seconds: false })}
        </span>
      )}
    </div>
  );
}

/**
 * The ledger's page: who and which rental, method, status with the due date and when and how it was
 * paid, amount and what was refunded; 'Dar baixa' (manual) and 'Reembolsar' for those who may.
 */
export function PaymentsTable({
  payments,
  isLoading,
  today,
  canWrite,
  linkToRental,
  onAction,
  empty,
}: {
  payments: readonly LedgerPayment[] | undefined;
  isLoading: boolean;
  /** Brasília's date: a pending boleto past its due date shows as 'Vencido'. */
  today: string;
  canWrite: boolean;
  linkToRental: boolean;
  onAction: (action: PaymentAction, payment: LedgerPayment) => void;
  empty: ReactNode;
}) {
  const columns: DataTableColumn<LedgerPayment>[] = [
    {
      key: 'customer',
      header: 'Cliente e locação',
      cell: (payment) => <Customer payment={payment} linkToRental={linkToRental} />,
    },
    {
      key: 'method',
      header: 'Forma',
      cell: (payment) => <span className="block min-w-32 max-w-44">{paymentMethodText(payment)}</span>,
    },
    { key: 'status', header: 'Situação', cell: (payment) => <State payment={payment} today={today} /> },
    { key: 'amount', header: 'Valor', align: 'end', cell: (payment) => <Amount payment={payment} /> },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      align: 'end',
      cell: (payment) =>
        canConfirmManually(payment) ? (
          <Button size="sm" variant="secondary" onClick={() => onAction('confirm', payment)}>
            Dar baixa <span className="sr-only">manual no pagamento de {payment.customer.name}</span>
          </Button>
        ) : canRefund(payment) ? (
          <Button size="sm" variant="secondary" onClick={() => onAction('refund', payment)}>
            Reembolsar <span className="sr-only">o pagamento de {payment.customer.name}</span>
          </Button>
        ) : null,
    });
  }

  return (
    <DataTable
      caption="Pagamentos"
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      isLoading={isLoading}
      empty={empty}
      // Positioned, so the buttons' screen-reader text stays inside the frame that scrolls sideways.
      className="relative"
    />
  );
}
