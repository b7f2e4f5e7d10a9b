import type { HousekeepingState } from '@estadia/domain';
import { cn } from '@/lib/cn';
import { housekeepingLabel } from './housekeeping-labels';

export const HOUSEKEEPING_DOTS: Record<HousekeepingState, string> = {
  CLEAN: 'bg-success',
  INSPECTED: 'bg-brand',
  DIRTY: 'bg-accent',
  OUT_OF_ORDER: 'bg-danger',
};

/** The apartment's housekeeping state beside its name in the calendar: nothing when simply clean. */
export function HousekeepingDot({ state }: { state: HousekeepingState | undefined }) {
  if (!state || state === 'CLEAN') return null;
  return (
    <span className="ml-1 inline-flex shrink-0 items-center" title={housekeepingLabel(state)}>
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', HOUSEKEEPING_DOTS[state])} />
      <span className="sr-only">{housekeepingLabel(state)}</span>
    </span>
  );
}

/** The calendar legend's entries for the dots beside the apartments' names. */
export function HousekeepingLegendItems() {
  return (['DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const).map((state) => (
    <li key={state} className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn('inline-block size-2.5 rounded-full', HOUSEKEEPING_DOTS[state])}
      />
      Apartamento {housekeepingLabel(state).toLowerCase()}
    </li>
  ));
}
