import { useId, useState } from 'react';
import { MonthlyBoletos } from '@/components/payments/boleto-charge';
import { monthlyPlan } from '@/components/payments/payment-state';
import { planSummary } from '@/components/payments/plan-summary';
import { RefundList } from '@/components/payments/refund-list';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { RentalView } from '@/lib/rentals/get-rental';

/**
 * On a rental's card: the monthly plan (how far it is paid, the next due date, and the whole schedule
 * one click away, issued boletos with their line and PDF) and the refunds, with where each stands.
 */
export function RentalPaymentsSummary({ rental, className }: { rental: RentalView; className?: string }) {
  const [open, setOpen] = useState(false);
  const scheduleId = useId();
  const plan = rental.status === 'CANCELLED' ? [] : monthlyPlan(rental.payments);
  const hasPlan = plan.length > 1;
  const summary = hasPlan ? planSummary(plan) : null;
  if (!hasPlan && !rental.payments.some((p) => p.status === 'REFUND_PENDING' || p.status === 'REFUNDED')) {
    return null;
  }
  return (
    <div className={cn('space-y-4', className)}>
      {summary && (
        <div className="rounded-xl border border-line p-3 sm:p-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink">Boleto mensal</p>
              <p className="text-ink-muted">
                {summary.paid}
                {summary.next && ` · ${summary.next}`}
              </p>
            </div>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={scheduleId}
              onClick={() => setOpen((value) => !value)}
              className="-mx-2 inline-flex items-center gap-1.5 self-start rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-ink hover:bg-surface-muted sm:self-center"
            >
              {open ? 'Ocultar boletos' : 'Ver todos os boletos'}
              <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
            </button>
          </div>
          <div id={scheduleId} hidden={!open} className="mt-3">
            {open && <MonthlyBoletos payments={plan} showNext={false} heading="Plano de pagamento" />}
          </div>
        </div>
      )}
      <RefundList payments={rental.payments} />
    </div>
  );
}
