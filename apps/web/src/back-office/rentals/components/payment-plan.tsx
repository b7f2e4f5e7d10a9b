import { formatMoney } from '@estadia/domain';
import { paymentStatusDetail } from '@/components/payments/payment-details';
import { paymentStatusBadge } from '@/components/payments/payment-labels';
import { Badge } from '@/components/ui/badge';

interface PlanMonth {
  id: string;
  status: Parameters<typeof paymentStatusDetail>[0]['status'];
  amountCents: number;
  dueDate: string;
  paidDate?: string | null;
  installment?: { number: number; count: number } | null;
}

/**
 * The monthly boleto's plan in force, month by month: amount, due date, status and its date (a month
 * still SCHEDULED has no code yet; it is issued closer to its due date). The months add up to the rent.
 */
export function PaymentPlan({ months, today }: { months: readonly PlanMonth[]; today: string }) {
  const total = months.reduce((sum, month) => sum + month.amountCents, 0);
  const paid = months.filter((month) => month.status === 'PAID').length;
  return (
    <div className="rounded-xl border border-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3">
        <h3 className="text-sm font-semibold text-ink">Plano do boleto mensal</h3>
        <p className="text-sm text-ink-muted">
          {paid} de {months.length} pagos · total <span className="tabular-nums">{formatMoney(total)}</span>
        </p>
      </div>
      <ol className="divide-y divide-line">
        {months.map((month) => {
          const badge = paymentStatusBadge(month, today);
          return (
            <li
              key={month.id}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <p className="font-medium text-ink">
                Mês {month.installment?.number ?? 1}
                <span className="text-ink-muted"> de {month.installment?.count ?? months.length}</span>
              </p>
              <div className="min-w-0">
                <p className="font-medium text-ink tabular-nums">{formatMoney(month.amountCents)}</p>
                <p className="text-sm text-ink-muted">{paymentStatusDetail(month)}</p>
              </div>
              <Badge tone={badge.tone} className="justify-self-start sm:justify-self-end">
                {badge.label}
              </Badge>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
