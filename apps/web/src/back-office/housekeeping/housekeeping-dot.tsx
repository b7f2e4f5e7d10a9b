import type { HousekeepingState } from '@estadia/domain';
import { cn } from '../../lib/cn';
import { housekeepingLabel } from './housekeeping-labels';

const DOTS: Record<HousekeepingState, string> = {
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
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOTS[state])} />
      <span className="sr-only">{housekeepingLabel(state)}</span>
    </span>
  );
}
