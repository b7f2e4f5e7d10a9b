import { CHECK_IN_TIME, CHECK_OUT_TIME, formatBrDate, formatMoney, pluralize } from '@estadia/domain';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import type { RentalView } from '@/lib/rentals/get-rental';

/** The stay being paid, beside the payment: where, when and how much. */
export function StayCard({ rental }: { rental: RentalView }) {
  return (
    <section
      aria-labelledby="estadia-titulo"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="estadia-titulo" className="text-base font-semibold text-ink">
          Sua estadia
        </h2>
        <RentalStatusBadge status={rental.status} />
      </div>
      <p className="mt-3 font-semibold text-ink">{rental.project.name}</p>
      <p className="text-sm text-ink-muted">
        {rental.projectModality.name} · {apartmentLabel(rental.apartment)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-subtle">Check-in</dt>
          <dd className="font-medium text-ink">{formatBrDate(rental.startDate)}</dd>
          <dd className="text-ink-muted">a partir das {CHECK_IN_TIME}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Check-out</dt>
          <dd className="font-medium text-ink">{formatBrDate(rental.endDate)}</dd>
          <dd className="text-ink-muted">até {CHECK_OUT_TIME}</dd>
        </div>
      </dl>
      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">{pluralize(rental.nights, 'noite')}</p>
        <p className="text-lg font-bold text-ink tabular-nums">{formatMoney(rental.rentalValueCents)}</p>
      </div>
    </section>
  );
}
