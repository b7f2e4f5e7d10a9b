import { apartmentLabel } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { backLinkState, DASHBOARD_BACK_LINK } from '@/back-office/back-link';
import type { AdminRentalView } from '@/back-office/get-rentals';

/**
 * Rentals of one of the dashboard's lists: who, where and `detail` (dates, status…). The name links
 * to the rental when the user may read rentals.
 */
export function DashboardRentalList({
  rentals,
  canOpen,
  detail,
  empty,
}: {
  rentals: readonly AdminRentalView[];
  canOpen: boolean;
  detail: (rental: AdminRentalView) => ReactNode;
  empty: string;
}) {
  if (rentals.length === 0) {
    return (
      <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">{empty}</p>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {rentals.map((rental) => (
        <li
          key={rental.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            {canOpen ? (
              <Link
                to={`/locacoes/${rental.id}`}
                state={backLinkState(DASHBOARD_BACK_LINK)}
                className="font-semibold text-ink underline-offset-4 hover:text-brand-ink hover:underline"
              >
                {rental.customer.name}
              </Link>
            ) : (
              <p className="font-semibold text-ink">{rental.customer.name}</p>
            )}
            <p className="text-sm text-ink-muted">
              {rental.project.name} · {apartmentLabel(rental.apartment)}
            </p>
          </div>
          <div className="text-sm text-ink-muted sm:text-right">{detail(rental)}</div>
        </li>
      ))}
    </ul>
  );
}
