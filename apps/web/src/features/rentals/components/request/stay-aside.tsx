import { formatBrDateRange, formatMoney, pluralize, securityDepositLine } from '@estadia/domain';
import { apartmentLabel } from '@/components/ui/apartment-label';
import type { RentalView } from '@/lib/rentals/get-rental';

/** A short reminder of the stay beside the steps that do not show it. */
export function StayAside({ rental }: { rental: RentalView }) {
  const deposit = securityDepositLine(rental.projectModality.securityDepositCents);
  return (
    <aside
      aria-label="Resumo da estadia"
      className="rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <p className="text-xs font-semibold tracking-wide text-accent-ink uppercase">Sua estadia</p>
      <p className="mt-2 font-semibold text-ink">
        {rental.projectModality.name} no {rental.project.name}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{apartmentLabel(rental.apartment)}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {formatBrDateRange(rental.startDate, rental.endDate)} · {pluralize(rental.nights, 'noite')}
      </p>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-3">
        <span className="text-sm font-medium text-ink">Total</span>
        <span className="text-lg font-bold text-ink tabular-nums">
          {formatMoney(rental.rentalValueCents)}
        </span>
      </div>
      {deposit && <p className="mt-2 text-sm text-ink-muted">{deposit}</p>}
    </aside>
  );
}
