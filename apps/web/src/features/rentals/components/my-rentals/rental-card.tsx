import {
  CANCELLATION_REASON_LABELS,
  doorAccessWindowSentence,
  formatBrDate,
  formatBrDateRange,
  formatMoney,
  pluralize,
} from '@estadia/domain';
import { useId, useState } from 'react';
import { refundSentence } from '@/components/payments/payment-labels';
import { RentalDownloads } from '@/components/payments/rental-downloads';
import { HoldCountdown } from '@/components/rentals/hold-countdown';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { Button, ButtonLink } from '@/components/ui/button';
import { CalendarIcon, ChevronDownIcon, KeyIcon } from '@/components/ui/icons';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { canCancel, withinWithdrawalRight } from '@/features/rentals/withdrawal';
import { cn } from '@/lib/cn';
import type { RentalView } from '@/lib/rentals/get-rental';
import { rentalAction } from '@/lib/rentals/rental-actions';
import { hasStayPage } from '@/lib/stay/stay-statuses';
import { CancelRentalModal } from './cancel-rental-modal';
import { RentalPaymentsSummary } from './rental-payments-summary';
import { RentalTimeline } from './rental-timeline';

const HELD = new Set(['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT']);

export function RentalCard({ rental }: { rental: RentalView }) {
  const [isCancelling, setCancelling] = useState(false);
  const [showTimeline, setShowTimeline] = useState(false);
  const timelineId = useId();
  const action = rentalAction(rental);
  // Read once per render: a card left open past the withdrawal deadline loses the button on the next one.
  const cancellable = canCancel(rental);
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

      {rental.status === 'RENTED' && rental.accessCode && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-soft px-4 py-3">
          <KeyIcon className="size-5 shrink-0 text-brand-ink" />
          <p className="text-sm font-medium text-brand-ink">Código de acesso</p>
          <p className="font-mono text-xl font-bold tracking-[0.2em] text-ink tabular-nums">
            {rental.accessCode}
          </p>
          {rental.access && (
            <p className="w-full text-sm text-ink-muted">{doorAccessWindowSentence(rental.access)}</p>
          )}
        </div>
      )}

      {HELD.has(rental.status) && rental.holdExpiresAt && (
        <HoldCountdown expiresAt={rental.holdExpiresAt} className="mt-4" />
      )}

      {rental.cancellation && (
        <div className="mt-4 space-y-1 text-sm">
          <p className="text-ink-muted">
            Motivo do cancelamento: {CANCELLATION_REASON_LABELS[rental.cancellation.reason]}
            {rental.cancellation.details ? ` — ${rental.cancellation.details}` : ''}
          </p>
          <p className="font-medium text-ink">
            {refundSentence(rental.cancellation.refundCents, rental.payments)}
          </p>
        </div>
      )}

      {rental.status === 'RENTED' && !rental.checkedOutAt && rental.occupantsIds?.length === 0 && (
        <p className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm font-medium text-ink">
          Falta informar quem vai se hospedar: a portaria só libera a entrada de quem estiver na lista.
        </p>
      )}

      <RentalDownloads rental={rental} className="mt-4" />
      <RentalPaymentsSummary rental={rental} className="mt-4" />

      <div className="mt-4 border-t border-line pt-3">
        <button
          type="button"
          aria-expanded={showTimeline}
          aria-controls={timelineId}
          onClick={() => setShowTimeline((open) => !open)}
          className="-mx-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-ink hover:bg-surface-muted"
        >
          {showTimeline ? 'Ocultar andamento' : 'Ver andamento'}
          <ChevronDownIcon className={cn('size-4 transition-transform', showTimeline && 'rotate-180')} />
        </button>
        <div id={timelineId} hidden={!showTimeline} className="mt-3 pl-1">
          {showTimeline && <RentalTimeline rental={rental} />}
        </div>
      </div>

      <div className="mt-3 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-subtle">Solicitada em {formatBrDate(rental.createdDate)}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {cancellable && (
            <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
              Cancelar
            </Button>
          )}
          {hasStayPage(rental.status) && (
            <ButtonLink to={`/minhas-locacoes/${rental.id}`} size="sm" variant="secondary">
              Hóspedes e chegada
            </ButtonLink>
          )}
          {action && (
            <ButtonLink
              to={action.to}
              size="sm"
              variant={
                rental.status === 'UNFINISHED' || rental.status === 'WAITING_FOR_PAYMENT'
                  ? 'primary'
                  : 'secondary'
              }
            >
              {action.label}
            </ButtonLink>
          )}
        </div>
      </div>

      {cancellable && (
        <CancelRentalModal
          rentId={rental.id}
          withdrawal={withinWithdrawalRight(rental)}
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
