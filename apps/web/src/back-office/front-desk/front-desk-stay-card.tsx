import { apartmentLabel, type FrontDeskRental, formatBrDateRange } from '@estadia/domain';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { WithDates } from '@/lib/date-fields';
import type { StayStep } from './api/check-in-out';
import { FrontDeskDoor } from './front-desk-door';
import { birthdateLabel, documentLabel, momentLabel, platesLabel } from './front-desk-format';

export type FrontDeskStay = WithDates<FrontDeskRental>;

/** Which step the front desk can take now for this stay, if any. */
export function nextStep(stay: FrontDeskStay): StayStep | null {
  if (stay.checkedOutAt) return null;
  if (stay.checkedInAt) return 'check-out';
  return stay.status === 'RENTED' ? 'check-in' : null;
}

const STEP_LABELS: Record<StayStep, string> = {
  'check-in': 'Fazer check-in',
  'check-out': 'Fazer check-out',
};

function stateBadge(stay: FrontDeskStay) {
  if (stay.checkedOutAt) return <Badge tone="neutral">Check-out feito</Badge>;
  if (stay.checkedInAt) return <Badge tone="success">Hospedado</Badge>;
  return <Badge tone="warning">Aguardando check-in</Badge>;
}

/** One stay at the front desk: where, who booked it, who stays, when they arrive, and the next step. */
export function FrontDeskStayCard({
  stay,
  canWrite,
  busy,
  onStep,
}: {
  stay: FrontDeskStay;
  canWrite: boolean;
  busy: boolean;
  onStep: (step: StayStep) => void;
}) {
  const step = nextStep(stay);
  // A stay can be in two lists (arriving and in house): ids of its own in each.
  const headingId = useId();
  const noGuests = stay.occupants.length === 0;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {apartmentLabel(stay.apartment)}
          </h3>
          <p className="text-sm text-ink-muted">
            {stay.customer.name} · {formatBrDateRange(stay.startDate, stay.endDate)}
          </p>
        </div>
        {stateBadge(stay)}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-subtle">Chegada prevista</dt>
          <dd className="font-medium text-ink">{stay.expectedArrivalTime ?? 'Não informada'}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Placas</dt>
          <dd className="font-medium text-ink">{platesLabel(stay.vehiclePlates)}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Check-in</dt>
          <dd className="font-medium text-ink">{momentLabel(stay.checkedInAt, 'Ainda não')}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="text-ink-subtle">Porta</dt>
          <FrontDeskDoor door={stay.doorAccess} />
        </div>
      </dl>
      <div className="mt-3">
        <p className="text-sm font-medium text-ink">Hóspedes</p>
        {noGuests ? (
          <p className="text-sm font-medium text-danger">Hóspedes não cadastrados pelo cliente.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {stay.occupants.map((occupant) => (
              <li key={occupant.id} className="text-ink">
                <span className="font-medium">{occupant.name}</span>
                {occupant.isCustomer && <span className="text-ink-muted"> (titular)</span>}
                <span className="text-ink-muted">
                  {' '}
                  · {documentLabel(occupant.document)} · nasc. {birthdateLabel(occupant.birthdate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {canWrite && step && (
        <div className="mt-4 flex justify-end border-t border-line pt-3">
          <Button
            size="sm"
            variant={step === 'check-in' ? 'primary' : 'secondary'}
            isLoading={busy}
            disabled={step === 'check-in' && noGuests}
            onClick={() => onStep(step)}
            aria-label={`${STEP_LABELS[step]}: ${apartmentLabel(stay.apartment)}`}
          >
            {STEP_LABELS[step]}
          </Button>
        </div>
      )}
    </li>
  );
}
