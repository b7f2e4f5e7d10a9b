import {
  type AdminPaymentListResponse,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  pluralize,
} from '@estadia/domain';
import { StatCard } from '@/components/ui/stat-card';

/** The sum and count per status of every payment the filters match (the API's totals, not the page's). */
export function PaymentTotals({ totals }: { totals: AdminPaymentListResponse['totals'] | undefined }) {
  return (
    <section
      aria-label="Totais por situação"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7"
    >
      {PAYMENT_STATUSES.map((status) => {
        const total = totals?.find((entry) => entry.status === status);
        return (
          <StatCard
            key={status}
            label={PAYMENT_STATUS_LABELS[status]}
            value={total ? formatMoney(total.amountCents) : undefined}
            detail={total ? pluralize(total.count, 'pagamento') : undefined}
            isLoading={!totals}
          />
        );
      })}
    </section>
  );
}
