import {
  type CalendarStay,
  formatBrDate,
  nightsBetween,
  pluralize,
  RENTAL_STATUS_TABLE,
} from '@estadia/domain';
import { cn } from '@/lib/cn';
import { SWATCH_TONES } from './stay-styles';
import { stayTone } from './timeline';

export interface TooltipTarget {
  stay: CalendarStay;
  apartmentLabel: string;
  /** The bar or cell it describes, in viewport coordinates. */
  anchor: DOMRect;
}

const GAP = 6;
/** Room the tooltip needs above its anchor; below it otherwise. */
const ROOM_ABOVE = 96;

/**
 * What a bar holds, over it: the customer and status of a rental, or a block's reason, with the nights.
 * Fixed to the viewport so the chart's scrolling frame never clips it; purely visual (the grid's cells
 * carry the same words for screen readers).
 */
export function StayTooltip({ target }: { target: TooltipTarget | null }) {
  if (!target) return null;
  const { stay, apartmentLabel, anchor } = target;
  const above = anchor.top >= ROOM_ABOVE;
  const left = Math.max(8, Math.min(anchor.left, window.innerWidth - 288));
  const position = above
    ? { left, bottom: window.innerHeight - anchor.top + GAP }
    : { left, top: anchor.bottom + GAP };
  const nights = nightsBetween(stay.start, stay.end);
  return (
    <div
      aria-hidden="true"
      style={position}
      className="pointer-events-none fixed z-50 w-max max-w-72 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-pop"
    >
      <p className="flex items-center gap-2 font-semibold">
        <span className={cn('size-3 shrink-0 rounded-sm border', SWATCH_TONES[stayTone(stay)])} />
        {stay.kind === 'BLOCK' ? 'Bloqueio' : stay.customerName || 'Locação'}
      </p>
      {stay.kind === 'RENTAL' && stay.status && (
        <p className="text-ink-muted">{RENTAL_STATUS_TABLE[stay.status].label}</p>
      )}
      {stay.kind === 'BLOCK' && stay.reason && <p className="text-ink-muted">{stay.reason}</p>}
      <p className="mt-1 text-xs text-ink-subtle">
        {apartmentLabel}
        <br />
        {formatBrDate(stay.start)} a {formatBrDate(stay.end)} · {pluralize(nights, 'noite')}
      </p>
    </div>
  );
}
