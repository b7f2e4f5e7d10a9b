// biome-ignore-all lint/a11y/useSemanticElements: the tape chart is an ARIA grid of divs: bars overlay the cells of a row, which table markup cannot hold.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers are not focus stops; the grid's one tab stop roves over its cells.
import {
  addDays,
  type CalendarApartment,
  type CalendarStay,
  formatBrDate,
  type IsoDate,
  pluralize,
} from '@estadia/domain';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { cn } from '@/lib/cn';
import { CalendarRow, nightArea, ROW_COLUMNS, type RowModel, stayKey } from './calendar-row';
import {
  clampCell,
  extendSelection,
  type GridBounds,
  type GridCell,
  type GridState,
  gridKeyDown,
  type NightSelection,
  selectionSpan,
  startSelection,
} from './grid-navigation';
import { StayTooltip, type TooltipTarget } from './stay-tooltip';
import { monthSpans, type NightColumn, occupancy, stayBars } from './timeline';

/** Nights picked on the chart: the apartment, the first night and the check-out day. */
export interface NightsSelection {
  apartment: CalendarApartment;
  start: IsoDate;
  end: IsoDate;
}

export interface OpenedBlock {
  stay: CalendarStay;
  apartment: CalendarApartment;
}

interface CalendarGridProps {
  /** What the grid shows, for screen readers ('Calendário do Estadia Pinheiros, 24/11/2026 a …'). */
  label: string;
  apartments: readonly CalendarApartment[];
  columns: readonly NightColumn[];
  /** Whether the user may block nights (selections are only possible then). */
  canWrite: boolean;
  /** True while the dialog of the last selection is open: its nights stay highlighted until it closes. */
  holdSelection: boolean;
  onSelect: (selection: NightsSelection) => void;
  onOpenBlock: (block: OpenedBlock) => void;
}

const INSTRUCTIONS =
  'Use as setas para percorrer apartamentos e noites, Home e End para o início e o fim da linha, ' +
  'Page Up e Page Down para andar uma semana. Numa noite livre, Enter inicia a seleção e Enter de novo ' +
  'a conclui; Shift com as setas estende a seleção e Esc a cancela. Enter numa locação ou num bloqueio ' +
  'abre os detalhes.';

function rowModels(apartments: readonly CalendarApartment[], columns: readonly NightColumn[]): RowModel[] {
  const from = columns[0]?.date;
  if (!from) return [];
  return apartments.map((apartment) => {
    const bars = stayBars(apartment.stays, from, columns.length);
    return { apartment, label: apartmentLabel(apartment), bars, nights: occupancy(bars, columns.length) };
  });
}

/** The column under the pointer, measured on the row's first night (the chart may have scrolled). */
function columnAt(grid: HTMLElement, row: number, clientX: number): number | null {
  const first = grid.querySelector(`[data-row="${row}"][data-col="0"]`);
  if (!first) return null;
  const rect = first.getBoundingClientRect();
  return Math.floor((clientX - rect.left) / rect.width);
}

function cellOf(element: Element | null): GridCell | null {
  const cell = element?.closest<HTMLElement>('[role="gridcell"]');
  if (!cell) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

/**
 * The tape chart: one row per apartment, one column per night, stays and blocks as bars over their
 * nights. One tab stop with a roving cursor (grid-navigation.ts); free nights are selected with the
 * keyboard or by dragging over one apartment's row, and a finished selection goes to `onSelect`.
 */
export function CalendarGrid({
  label,
  apartments,
  columns,
  canWrite,
  holdSelection,
  onSelect,
  onOpenBlock,
}: CalendarGridProps) {
  const navigate = useNavigate();
  const gridRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();
  const rows = useMemo(() => rowModels(apartments, columns), [apartments, columns]);
  const months = useMemo(() => monthSpans(columns), [columns]);
  const stays = useMemo(() => {
    const byKey = new Map<string, { stay: CalendarStay; label: string }>();
    for (const row of rows)
      for (const bar of row.bars)
        byKey.set(stayKey(row.apartment.id, bar.stay.id), { stay: bar.stay, label: row.label });
    return byKey;
  }, [rows]);

  const bounds: GridBounds = useMemo(
    () => ({
      rows: rows.length,
      cols: columns.length,
      isSelectable: ({ row, col }) =>
        canWrite && columns[col] !== undefined && !columns[col].isPast && rows[row]?.nights[col] === null,
    }),
    [rows, columns, canWrite],
  );

  const [rawState, setRawState] = useState<GridState>(() => ({
    cursor: {
      row: 0,
      col: Math.max(
        0,
        columns.findIndex((column) => column.isToday),
      ),
    },
    selection: null,
  }));
  // The grid changes size with the window and the project: the cursor stays inside it.
  const state: GridState = { ...rawState, cursor: clampCell(rawState.cursor, bounds) };
  const stateRef = useRef(state);
  stateRef.current = state;
  const update = (next: GridState) => {
    stateRef.current = next;
    setRawState(next);
  };

  const [announcement, setAnnouncement] = useState('');
  const [hovered, setHovered] = useState<TooltipTarget | null>(null);
  const [focusedStay, setFocusedStay] = useState<TooltipTarget | null>(null);
  const moveFocus = useRef(false);
  const drag = useRef<{ row: number } | null>(null);

  // After a key moved the cursor, focus follows it (the roving tab stop), and a stay under it shows.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const { row, col } = state.cursor;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
    cell?.focus();
    const bar = rows[row]?.nights[col];
    setFocusedStay(
      cell && bar
        ? { stay: bar.stay, apartmentLabel: rows[row]!.label, anchor: cell.getBoundingClientRect() }
        : null,
    );
  }, [state.cursor, rows]);

  // The selection's dialog closed (saved or not): the highlight goes with it.
  const wasHolding = useRef(holdSelection);
  useEffect(() => {
    if (wasHolding.current && !holdSelection && !drag.current) {
      stateRef.current = { ...stateRef.current, selection: null };
      setRawState(stateRef.current);
    }
    wasHolding.current = holdSelection;
  }, [holdSelection]);

  const commit = (selection: NightSelection) => {
    const { first, last } = selectionSpan(selection);
    const row = rows[selection.row];
    const firstNight = columns[first];
    const lastNight = columns[last];
    if (!row || !firstNight || !lastNight) return;
    onSelect({ apartment: row.apartment, start: firstNight.date, end: addDays(lastNight.date, 1) });
  };

  const activate = ({ row, col }: GridCell) => {
    const model = rows[row];
    const bar = model?.nights[col];
    if (model && bar?.stay.kind === 'RENTAL') navigate(`/locacoes/${encodeURIComponent(bar.stay.id)}`);
    else if (model && bar) onOpenBlock({ stay: bar.stay, apartment: model.apartment });
    else if (!canWrite) setAnnouncement('Você pode consultar o calendário, mas não bloquear noites.');
    else if (columns[col]?.isPast) setAnnouncement('Noites que já passaram não podem ser bloqueadas.');
  };

  const describeSelection = (selection: NightSelection) => {
    const { first, last } = selectionSpan(selection);
    return `${pluralize(last - first + 1, 'noite')} selecionada${last > first ? 's' : ''}, de ${formatBrDate(
      columns[first]?.date,
    )} a ${formatBrDate(columns[last]?.date)}.`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as Element).matches('[role="gridcell"]')) return;
    const before = stateRef.current;
    const result = gridKeyDown(before, event, bounds);
    if (!result.handled) return;
    event.preventDefault();
    moveFocus.current = true;
    update(result.state);
    const selection = result.state.selection;
    if (result.effect?.type === 'commit') {
      commit({ row: result.effect.row, anchor: result.effect.first, head: result.effect.last });
    } else if (result.effect?.type === 'activate') {
      activate(result.effect.cell);
    } else if (before.selection && !selection) {
      setAnnouncement('Seleção cancelada.');
    } else if (selection && selection !== before.selection) {
      setAnnouncement(
        before.selection?.row === selection.row
          ? describeSelection(selection)
          : `Seleção iniciada em ${formatBrDate(columns[selection.anchor]?.date)}. Mova o cursor e tecle Enter para concluir, ou Esc para cancelar.`,
      );
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    setFocusedStay(null);
    const cell = cellOf(event.target as Element);
    if (!cell) return;
    const selection = startSelection(cell, bounds);
    update({ cursor: cell, selection });
    if (!selection) return;
    drag.current = { row: cell.row };
    // A mouse or pen keeps selecting outside the row; a finger that moves scrolls the chart instead
    // (the browser cancels the pointer) and a tap picks one night.
    if (event.pointerType !== 'touch') event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = stateRef.current.selection;
    if (!drag.current || !current || !gridRef.current) return;
    const col = columnAt(gridRef.current, drag.current.row, event.clientX);
    if (col === null) return;
    const extended = extendSelection(current, col, bounds);
    if (extended.head !== current.head)
      update({ cursor: { row: extended.row, col: extended.head }, selection: extended });
  };

  const onPointerUp = () => {
    const selection = stateRef.current.selection;
    if (!drag.current) return;
    drag.current = null;
    if (selection) commit(selection);
  };

  const onPointerCancel = () => {
    if (!drag.current) return;
    drag.current = null;
    update({ ...stateRef.current, selection: null });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const blockBar = (event.target as Element).closest<HTMLElement>('[data-block-id]');
    const key = blockBar?.dataset.stayKey;
    const model = key ? rows.find((row) => key.startsWith(`${row.apartment.id}:`)) : undefined;
    const found = key ? stays.get(key) : undefined;
    if (model && found) onOpenBlock({ stay: found.stay, apartment: model.apartment });
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const bar = (event.target as Element).closest<HTMLElement>('[data-stay-key]');
    const found = bar?.dataset.stayKey ? stays.get(bar.dataset.stayKey) : undefined;
    if (bar && found)
      setHovered({ stay: found.stay, apartmentLabel: found.label, anchor: bar.getBoundingClientRect() });
    else if (hovered) setHovered(null);
  };

  const hideTooltips = () => {
    setHovered(null);
    setFocusedStay(null);
  };

  const selectionSpanOnRow = (row: number) =>
    state.selection && state.selection.row === row ? selectionSpan(state.selection) : null;

  return (
    <>
      <p id={instructionsId} className="sr-only">
        {INSTRUCTIONS}
      </p>
      <div
        className="max-h-[70dvh] overflow-auto overscroll-x-contain rounded-2xl border border-line bg-surface"
        onScroll={hideTooltips}
      >
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-describedby={instructionsId}
          aria-multiselectable={canWrite || undefined}
          data-rows={rows.length}
          data-ready=""
          style={{ '--nights': columns.length } as CSSProperties}
          className="group/grid relative w-max min-w-full select-none"
          onKeyDown={onKeyDown}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onPointerOver={onPointerOver}
          onPointerLeave={() => setHovered(null)}
          onFocus={(event) => {
            // A cell focused otherwise than by the keys (a click, a screen reader) takes the cursor.
            const focused = cellOf(event.target);
            const { cursor } = stateRef.current;
            if (focused && (focused.row !== cursor.row || focused.col !== cursor.col))
              update({ ...stateRef.current, cursor: focused });
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusedStay(null);
          }}
        >
          <div role="rowgroup" className="sticky top-0 z-40 bg-surface">
            <div aria-hidden="true" className={cn('grid h-7', ROW_COLUMNS)}>
              <div className="sticky left-0 z-10 border-r border-b border-line bg-surface" />
              {months.map((month) => (
                <div
                  key={month.start}
                  style={nightArea(month.start, month.span)}
                  className="flex items-center overflow-clip border-r border-b border-line text-xs font-semibold whitespace-nowrap text-ink-muted"
                >
                  {/* Kept in sight beside the apartments' column while its month is (overflow-clip, unlike
                      overflow-hidden, leaves the scrolling frame as the sticky label's reference). */}
                  <span className="sticky left-30 px-2 sm:left-44">{month.label}</span>
                </div>
              ))}
            </div>
            <div role="row" className={cn('grid h-12', ROW_COLUMNS)}>
              <div
                role="columnheader"
                className="sticky left-0 z-10 flex items-center border-r border-b border-line bg-surface px-2 text-xs font-semibold text-ink-muted sm:px-3"
              >
                Apartamento
              </div>
              {columns.map((column) => (
                <div
                  key={column.index}
                  role="columnheader"
                  aria-label={column.label}
                  className={cn(
                    'flex flex-col items-center justify-center border-r border-b border-line text-xs leading-tight',
                    column.isWeekend ? 'bg-surface-muted text-ink-muted' : 'text-ink',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full font-semibold tabular-nums',
                      column.isToday && 'bg-brand text-on-brand',
                    )}
                  >
                    {column.day}
                  </span>
                  <span aria-hidden="true" className="text-[0.6875rem] text-ink-subtle">
                    {column.weekdayInitial}
                  </span>
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup">
            {rows.map((model, index) => (
              <CalendarRow
                key={model.apartment.id}
                row={index}
                model={model}
                columns={columns}
                cursorCol={state.cursor.row === index ? state.cursor.col : null}
                selection={selectionSpanOnRow(index)}
                canWrite={canWrite}
              />
            ))}
          </div>
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <StayTooltip target={hovered ?? focusedStay} />
    </>
  );
}
