// biome-ignore-all lint/a11y/useSemanticElements: the tape chart is an ARIA grid of divs: bars overlay the cells of a row, which table markup cannot hold.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers are not focus stops; the grid's one tab stop roves over its cells.
import { type CalendarApartment, pluralize } from '@estadia/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import { HousekeepingDot } from '@/components/housekeeping/housekeeping-dot';
import { cn } from '@/lib/cn';
import { BAR_TONES } from './stay-styles';
import { cellLabel, type NightColumn, type StayBar, stayTone } from './timeline';

/** One apartment's line of the chart, computed once per answer of the API. */
export interface RowModel {
  apartment: CalendarApartment;
  label: string;
  bars: StayBar[];
  /** Per column, the bar holding that night, or null. */
  nights: (StayBar | null)[];
}

/** Column widths of every row: the apartment's label, then one per night (`--nights` set by the grid). */
export const ROW_COLUMNS =
  'grid-cols-[7.5rem_repeat(var(--nights),2.25rem)] sm:grid-cols-[11rem_repeat(var(--nights),2.5rem)]';

/** Where a cell or bar sits: column 1 is the label, so night `col` is grid column `col + 2`. */
export const nightArea = (start: number, span = 1) => ({ gridColumn: `${start + 2} / span ${span}` });

/** A stay's key in the DOM, to find its bar again (the tooltip's anchor). */
export const stayKey = (apartmentId: string, stayId: string) => `${apartmentId}:${stayId}`;

interface CalendarRowProps {
  row: number;
  model: RowModel;
  columns: readonly NightColumn[];
  /** The column of the grid's cursor when it is on this row, else null. */
  cursorCol: number | null;
  /** The selected nights when the selection is on this row (first and last column), else null. */
  selection: { first: number; last: number } | null;
  canWrite: boolean;
}

/**
 * The cells are plain elements without state, one per night, under the bars (absolutely placed over
 * the grid area of their nights, so they never push the cells around). Memoized: moving the cursor
 * renders the one or two rows it leaves and enters, not the whole chart.
 */
export const CalendarRow = memo(function CalendarRow({
  row,
  model,
  columns,
  cursorCol,
  selection,
  canWrite,
}: CalendarRowProps) {
  const { apartment, label, bars, nights } = model;
  return (
    <div role="row" data-apartment-id={apartment.id} className={cn('relative grid h-11', ROW_COLUMNS)}>
      <div
        role="rowheader"
        className="sticky left-0 z-30 flex items-center border-r border-b border-line bg-surface px-2 text-xs leading-tight text-ink sm:px-3"
      >
        <ApartmentName label={label} />
        <HousekeepingDot state={apartment.housekeepingState} />
      </div>
      {columns.map((column) => {
        const bar = nights[column.index];
        const selectable = canWrite && !bar && !column.isPast;
        const selected =
          selection !== null && column.index >= selection.first && column.index <= selection.last;
        return (
          <div
            key={column.index}
            role="gridcell"
            tabIndex={column.index === cursorCol ? 0 : -1}
            aria-label={cellLabel(label, column, bar ?? null)}
            aria-selected={selected || undefined}
            data-row={row}
            data-col={column.index}
            className={cn(
              'scroll-mt-16 scroll-ms-32 border-r border-b border-line outline-none sm:scroll-ms-44',
              column.isToday ? 'bg-brand-soft' : column.isWeekend ? 'bg-surface-muted' : undefined,
              column.isPast && 'bg-surface-sunken/50',
              selectable && 'cursor-cell hover:bg-brand-soft/70',
            )}
          />
        );
      })}
      {bars.map((bar) => (
        <StayBarElement key={bar.stay.id} apartmentId={apartment.id} bar={bar} />
      ))}
      {selection && (
        <div
          aria-hidden="true"
          style={nightArea(selection.first, selection.last - selection.first + 1)}
          className="pointer-events-none absolute inset-x-0.5 inset-y-1 z-10 flex items-center justify-center overflow-hidden rounded-md border-2 border-dashed border-brand bg-brand-soft/80 text-xs font-semibold whitespace-nowrap text-brand-ink"
        >
          {pluralize(selection.last - selection.first + 1, 'noite')}
        </div>
      )}
      {cursorCol !== null && (
        <div
          aria-hidden="true"
          data-cursor=""
          style={nightArea(cursorCol)}
          className="pointer-events-none absolute inset-0 z-20 hidden rounded-sm outline-3 -outline-offset-2 outline-focus group-has-[[role=gridcell]:focus-visible]/grid:block"
        />
      )}
    </div>
  );
});

/** A bar's words stay in sight beside the apartments' column while part of the bar is. */
function BarText({ text }: { text: string }) {
  return <span className="sticky left-31 min-w-0 truncate sm:left-45">{text}</span>;
}

/** The domain's 'Bloco A · 1º andar · Apto 101' on two lines: the apartment first, where it is below. */
function ApartmentName({ label }: { label: string }) {
  const cut = label.lastIndexOf(' · ');
  if (cut < 0) return <span className="line-clamp-2">{label}</span>;
  return (
    <span className="min-w-0">
      <span className="block truncate font-semibold">{label.slice(cut + 3)}</span>
      <span className="block truncate text-ink-muted">{label.slice(0, cut)}</span>
    </span>
  );
}

/**
 * A stay over its nights. A rental's bar links to the rental; a block's is picked up by the grid's
 * click handler. Both are out of the tab order and hidden from screen readers: the grid's cells say
 * the same, and Enter on a cell opens the same thing.
 */
function StayBarElement({ apartmentId, bar }: { apartmentId: string; bar: StayBar }) {
  const { stay } = bar;
  const className = cn(
    'absolute inset-x-0.5 inset-y-1.5 z-10 flex items-center overflow-clip rounded-md border px-1.5 text-xs font-semibold whitespace-nowrap',
    BAR_TONES[stayTone(stay)],
    bar.continuesBefore && '-ml-px rounded-l-none border-l-0',
    bar.continuesAfter && '-mr-px rounded-r-none border-r-0',
  );
  const text = stay.kind === 'BLOCK' ? stay.reason || 'Bloqueio' : stay.customerName || 'Locação';
  const common = {
    'aria-hidden': true,
    'data-stay-key': stayKey(apartmentId, stay.id),
    style: nightArea(bar.start, bar.span),
  } as const;
  if (stay.kind === 'RENTAL') {
    return (
      <Link
        {...common}
        to={`/locacoes/${encodeURIComponent(stay.id)}`}
        tabIndex={-1}
        className={cn(className, 'hover:brightness-95 dark:hover:brightness-125')}
      >
        <BarText text={text} />
      </Link>
    );
  }
  return (
    <div {...common} data-block-id={stay.id} className={cn(className, 'cursor-pointer')}>
      <BarText text={text} />
    </div>
  );
}
