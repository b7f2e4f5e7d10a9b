import { formatBrDateRange } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BackLink } from '@/back-office/back-link';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { ChevronLeftIcon } from '@/components/ui/booking-icons';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { rentalTitle } from '../rental-labels';

/** 'Joana Araújo · Estadia Santa Mônica · 14/03/2026 a 20/03/2026': what the dialogs name. */
export function rentalSummaryLine(detail: AdminRentalDetailView): string {
  const { rental, customer } = detail;
  return `${customer.name} · ${rental.project.name} · ${formatBrDateRange(rental.startDate, rental.endDate)}`;
}

export function BackToList({ back }: { back: BackLink }) {
  return (
    <Link
      to={back.to}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-ink-muted hover:text-ink"
    >
      <ChevronLeftIcon className="size-4" />
      {back.label}
    </Link>
  );
}

/** The rental's code and status, who and what in one line, and the decisions the user may take. */
export function RentalHeader({
  detail,
  back,
  actions,
}: {
  detail: AdminRentalDetailView;
  back: BackLink;
  actions?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <BackToList back={back} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {rentalTitle(detail.rental.id)}
            </h1>
            <RentalStatusBadge status={detail.rental.status} />
          </div>
          <p className="mt-1 text-ink-muted">{rentalSummaryLine(detail)}</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
