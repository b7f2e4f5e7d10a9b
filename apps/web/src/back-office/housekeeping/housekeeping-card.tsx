import {
  type ApartmentHousekeeping,
  formatBrDate,
  formatBrDateTime,
  type HousekeepingState,
} from '@estadia/domain';
import { useId } from 'react';
import {
  ACTION_LABELS,
  HOUSEKEEPING_TONES,
  housekeepingLabel,
  nextStates,
} from '@/components/housekeeping/housekeeping-labels';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** One apartment on the board: its state, why it is out of service, its cleaning tasks, the next steps. */
export function HousekeepingCard({
  apartment,
  canWrite,
  busy,
  onChange,
}: {
  apartment: ApartmentHousekeeping;
  canWrite: boolean;
  busy: boolean;
  onChange: (state: HousekeepingState) => void;
}) {
  const titleId = useId();
  const open = apartment.tasks.filter((task) => !task.completedAt);
  const done = apartment.tasks.filter((task) => task.completedAt);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink">
            Apto {apartment.number}
          </h2>
          <p className="text-sm text-ink-muted">{apartmentLabel(apartment)}</p>
        </div>
        <Badge tone={HOUSEKEEPING_TONES[apartment.state]}>{housekeepingLabel(apartment.state)}</Badge>
      </div>
      {apartment.state === 'OUT_OF_ORDER' && (
        <p className="text-sm text-ink">
          {apartment.reason}
          {apartment.until && (
            <span className="text-ink-muted"> · volta em {formatBrDate(apartment.until)}</span>
          )}
        </p>
      )}
      {open.length > 0 && (
        <p className="text-sm font-medium text-accent-ink">
          {open.length === 1 ? 'Limpeza pendente' : `${open.length} limpezas pendentes`} desde{' '}
          {formatBrDateTime(new Date(open[open.length - 1]!.createdAt), { seconds: false })}
        </p>
      )}
      {open.length === 0 && done[0]?.completedAt && (
        <p className="text-sm text-ink-muted">
          Última limpeza concluída em {formatBrDateTime(new Date(done[0].completedAt), { seconds: false })}
        </p>
      )}
      {canWrite && (
        <div className="mt-auto flex flex-wrap gap-2">
          {nextStates(apartment.state).map((state) => (
            <Button
              key={state}
              size="sm"
              variant={state === 'OUT_OF_ORDER' ? 'ghost' : 'secondary'}
              disabled={busy}
              onClick={() => onChange(state)}
              aria-label={`${ACTION_LABELS[state]}: ${apartmentLabel(apartment)}`}
            >
              {ACTION_LABELS[state]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
