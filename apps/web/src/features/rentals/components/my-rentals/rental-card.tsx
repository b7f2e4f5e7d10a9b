import {
  CANCELLATION_REASON_LABELS,
  formatBrDate,
  formatBrDateRange,
  formatMoney,
  isCancellable,
  pluralize,
} from '@estadia/domain';
import { useState } from 'react';
import { apartmentLabel } from '../../../../components/ui/apartment-label';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { CalendarIcon } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { RentalView } from '../../api/get-rental';
import { rentalAction } from '../../rental-actions';
import { RentalStatusBadge } from '../rental-status-badge';
import { CancelRentalModal } from './cancel-rental-modal';

export function RentalCard({ rental }: { rental: RentalView }) {
  const [isCancelling, setCancelling] = useState(false);
  const action = rentalAction(rental);
  const headingId = `locacao-${rental.id}`;
  const dates = formatBrDateRange(rental.startDate, rental.endDate);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {rental.project.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {rental.projectModality.name} · {apartmentLabel(rental.apartment)}
          </p>
        </div>
        <RentalStatusBadge status={rental.status} />
      </div>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-subtle">Datas</dt>
          <dd className="flex items-center gap-1.5 font-medium text-ink">
            <CalendarIcon className="size-4 shrink-0 text-ink-muted" />
            {dates}
          </dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Duração</dt>
          <dd className="font-medium text-ink">{pluralize(rental.nights, 'noite')}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Total</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMoney(rental.rentalValueCents)}</dd>
        </div>
      </dl>

      {rental.cancellation && (
        <p className="mt-3 text-sm text-ink-muted">
          Motivo do cancelamento: {CANCELLATION_REASON_LABELS[rental.cancellation.reason]}
          {rental.cancellation.details ? ` — ${rental.cancellation.details}` : ''}
        </p>
      )}

      <div className="mt-4 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-subtle">Solicitada em {formatBrDate(rental.createdDate)}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {isCancellable(rental.status) && (
            <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
              Cancelar
            </Button>
          )}
          {action && (
            <ButtonLink
              to={action.to}
              size="sm"
              variant={rental.status === 'UNFINISHED' ? 'primary' : 'secondary'}
            >
              {action.label}
            </ButtonLink>
          )}
        </div>
      </div>

      {isCancellable(rental.status) && (
        <CancelRentalModal
          rentId={rental.id}
          open={isCancelling}
          onClose={() => setCancelling(false)}
          description={`${rental.projectModality.name} no ${rental.project.name}, ${dates}.`}
        />
      )}
    </article>
  );
}

export function RentalCardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5" aria-hidden="true">
      <div className="flex justify-between gap-3">
        <div className="w-2/3 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <Skeleton className="mt-5 h-9" />
    </div>
  );
}
