import {
  addDays,
  compareIsoDates,
  formatBrDate,
  type IsoDate,
  nightsBetween,
  parseBrDate,
  pluralize,
  todayIso,
  toIsoDate,
} from '@estadia/domain';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { maskBrDate } from '@/lib/masks';
import { ChevronLeftIcon } from './booking-icons';
import { CalendarMonth } from './calendar-month';
import {
  addMonths,
  applyTypedRange,
  clampDay,
  compareMonths,
  type DateRange,
  type DateRules,
  EMPTY_RANGE,
  moveFocus,
  PICK_ERROR_MESSAGES,
  type PickError,
  pickDay,
  type YearMonth,
  yearMonthOf,
} from './date-range-logic';
import { ChevronRightIcon } from './icons';
import { Input } from './input';

const TYPED_DATE_ERROR = 'Data inválida: use o formato dd/mm/aaaa.';
const WIDE_SCREEN = '(min-width: 768px)';

function wideScreenQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN)
    : null;
}

function useWideScreen(): boolean {
  const [matches, setMatches] = useState(() => wideScreenQuery()?.matches ?? false);
  useEffect(() => {
    const query = wideScreenQuery();
    if (!query) return;
    const update = () => setMatches(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return matches;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Taken nights and the bookable window; the first bookable day defaults to today. */
  rules?: DateRules;
  /** Months side by side; by default two from 768 px up, one below. */
  months?: 1 | 2;
  /** Called with the first and last day on screen, to load the taken nights of those months. */
  onVisibleDaysChange?: (from: IsoDate, to: IsoDate) => void;
  /** "Today" for tests; Brasília's date otherwise. */
  today?: IsoDate;
  /** Shown under the status line, e.g. whose taken nights are disabled. */
  note?: string;
  className?: string;
}

function statusText(range: DateRange): string {
  if (!range.start) return 'Escolha a data de entrada.';
  if (!range.end) return `Entrada em ${formatBrDate(range.start)}. Agora escolha a data de saída.`;
  const nights = pluralize(nightsBetween(range.start, range.end), 'noite');
  return `${formatBrDate(range.start)} a ${formatBrDate(range.end)} · ${nights}`;
}

/**
 * A date range picker in Portuguese: typed dd/mm/aaaa fields and a calendar grid (arrow keys, Home/End,
 * Page Up/Down). Taken nights cannot be part of the stay, a stay has at least one night, and a check-out
 * picked before the check-in swaps the two.
 */
export function DateRangePicker({
  value,
  onChange,
  rules: givenRules = {},
  months,
  onVisibleDaysChange,
  today = todayIso(),
  note,
  className,
}: DateRangePickerProps) {
  const id = useId();
  const rules: DateRules = { ...givenRules, min: givenRules.min ?? today };
  const wide = useWideScreen();
  const monthCount = months ?? (wide ? 2 : 1);
  const firstMonth = yearMonthOf(rules.min!);
  const lastMonth = rules.max ? yearMonthOf(rules.max) : addMonths(firstMonth, 24);
  const lastMonthEnd = monthEnd(lastMonth);

  const [view, setView] = useState<YearMonth>(() => yearMonthOf(value.start ?? rules.min!));
  const [focusDay, setFocusDay] = useState<IsoDate>(() => value.start ?? rules.min!);
  const [previewEnd, setPreviewEnd] = useState<IsoDate | null>(null);
  const [error, setError] = useState<PickError | null>(null);
  const [typed, setTyped] = useState({ start: formatTyped(value.start), end: formatTyped(value.end) });
  const [typedErrors, setTypedErrors] = useState<{ start?: string; end?: string }>({});
  const buttons = useRef(new Map<IsoDate, HTMLButtonElement>());
  const moveDomFocus = useRef(false);

  const visibleMonths = Array.from({ length: monthCount }, (_, index) => addMonths(view, index));
  const lastVisible = visibleMonths.at(-1)!;

  // The fields follow the value when it changes from the calendar or from outside.
  useEffect(() => {
    setTyped({ start: formatTyped(value.start), end: formatTyped(value.end) });
    setTypedErrors({});
  }, [value.start, value.end]);

  // Show the month of a start date chosen elsewhere (a restored selection, a typed date).
  useEffect(() => {
    if (!value.start) return;
    const month = yearMonthOf(value.start);
    setView((current) =>
      compareMonths(month, current) < 0 || compareMonths(month, addMonths(current, monthCount - 1)) > 0
        ? month
        : current,
    );
  }, [value.start, monthCount]);

  const firstDay = toIsoDate(view.year, view.month, 1);
  const lastDay = monthEnd(lastVisible);
  // Told only when the days on screen change: a parent that passes a new callback on every render and
  // sets state from it would otherwise re-render itself for ever.
  const visibleDaysListener = useRef(onVisibleDaysChange);
  useLayoutEffect(() => {
    visibleDaysListener.current = onVisibleDaysChange;
  });
  useEffect(() => {
    visibleDaysListener.current?.(firstDay, lastDay);
  }, [firstDay, lastDay]);

  // Keep the roving focus on a day that is on screen.
  const minDay = rules.min!;
  useEffect(() => {
    if (compareIsoDates(focusDay, firstDay) < 0 || compareIsoDates(focusDay, lastDay) > 0) {
      setFocusDay(clampDay(firstDay, minDay, lastDay));
    }
  }, [focusDay, firstDay, lastDay, minDay]);

  // In the same commit as the render, not after the next paint: a key pressed meanwhile (a held arrow key)
  // must reach the day it moved to, or the move is counted from the day before.
  useLayoutEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    buttons.current.get(focusDay)?.focus();
  });

  const commit = (result: { range: DateRange; error?: PickError }) => {
    setError(result.error ?? null);
    if (!result.error) onChange(result.range);
  };

  const pick = (day: IsoDate) => {
    setFocusDay(day);
    commit(pickDay(value, day, rules));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: IsoDate) => {
    const next = moveFocus(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    const target = clampDay(next, toIsoDate(firstMonth.year, firstMonth.month, 1), lastMonthEnd);
    const month = yearMonthOf(target);
    if (compareMonths(month, view) < 0) setView(month);
    else if (compareMonths(month, lastVisible) > 0) setView(addMonths(month, -(monthCount - 1)));
    moveDomFocus.current = true;
    setFocusDay(target);
  };

  const commitTyped = () => {
    const start = parseTyped(typed.start);
    const end = parseTyped(typed.end);
    const errors = {
      start: start === '' ? TYPED_DATE_ERROR : undefined,
      end: end === '' ? TYPED_DATE_ERROR : undefined,
    };
    setTypedErrors(errors);
    if (errors.start || errors.end) return;
    const startIso = start || null;
    const endIso = end || null;
    if (startIso === value.start && endIso === value.end) return;
    const result = applyTypedRange(startIso, endIso, rules);
    if (result.error) setError(result.error);
    else commit(result);
  };

  const changeMonth = (delta: number) => {
    const next = addMonths(view, delta);
    setView(next);
    setFocusDay(clampDay(toIsoDate(next.year, next.month, 1), rules.min, rules.max));
  };

  const canGoBack = compareMonths(view, firstMonth) > 0;
  const canGoForward = compareMonths(lastVisible, lastMonth) < 0;

  return (
    <div className={cn('space-y-4', className)}>
      <div className="grid grid-cols-2 gap-3">
        {(['start', 'end'] as const).map((field) => {
          const inputId = `${id}-${field}`;
          const errorId = `${inputId}-erro`;
          return (
            <div key={field} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium text-ink">
                {field === 'start' ? 'Entrada' : 'Saída'}
              </label>
              <Input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                placeholder="dd/mm/aaaa"
                value={typed[field]}
                aria-invalid={typedErrors[field] ? true : undefined}
                aria-describedby={typedErrors[field] ? errorId : undefined}
                onChange={(event) =>
                  setTyped((current) => ({ ...current, [field]: maskBrDate(event.target.value) }))
                }
                onBlur={commitTyped}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    commitTyped();
                  }
                }}
              />
              {typedErrors[field] && (
                <p id={errorId} className="text-sm font-medium text-danger">
                  {typedErrors[field]}
                </p>
              )}
            </div>
          );
        })}
      </div>

      <div className="relative rounded-xl border border-line bg-surface p-3 sm:p-4">
        <button
          type="button"
          onClick={() => changeMonth(-1)}
          disabled={!canGoBack}
          className="absolute top-2 left-2 z-10 rounded-lg p-2 text-ink hover:bg-surface-muted disabled:opacity-30 sm:top-3 sm:left-3"
          aria-label="Mês anterior"
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => changeMonth(1)}
          disabled={!canGoForward}
          className="absolute top-2 right-2 z-10 rounded-lg p-2 text-ink hover:bg-surface-muted disabled:opacity-30 sm:top-3 sm:right-3"
          aria-label="Próximo mês"
        >
          <ChevronRightIcon className="size-5" />
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving the grid only clears the preview. */}
        <div
          className="flex gap-6"
          onMouseLeave={() => setPreviewEnd(null)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPreviewEnd(null);
          }}
        >
          {visibleMonths.map((month) => (
            <CalendarMonth
              key={`${month.year}-${month.month}`}
              id={`${id}-${month.year}-${month.month}`}
              month={month}
              range={value}
              previewEnd={value.start && !value.end ? previewEnd : null}
              rules={rules}
              today={today}
              focusDay={focusDay}
              onPick={pick}
              onKeyDown={handleKeyDown}
              onPreview={setPreviewEnd}
              registerButton={(day, element) => {
                if (element) buttons.current.set(day, element);
                else buttons.current.delete(day);
              }}
            />
          ))}
        </div>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <p aria-live="polite" className="text-sm font-medium text-ink">
            {statusText(value)}
          </p>
          {note && <p className="text-xs text-ink-subtle">{note}</p>}
        </div>
        {(value.start || value.end) && (
          <button
            type="button"
            onClick={() => {
              setError(null);
              onChange(EMPTY_RANGE);
            }}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
          >
            Limpar datas
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {PICK_ERROR_MESSAGES[error]}
        </p>
      )}
    </div>
  );
}

function monthEnd(month: YearMonth): IsoDate {
  const next = addMonths(month, 1);
  return addDays(toIsoDate(next.year, next.month, 1), -1);
}

function formatTyped(day: IsoDate | null): string {
  return day ? formatBrDate(day) : '';
}

/** null for an empty field, '' for text that is not a real dd/mm/aaaa date. */
function parseTyped(text: string): IsoDate | '' | null {
  if (text.trim() === '') return null;
  // parseBrDate warns on the console for a bad format; a half-typed date only needs the field's message.
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return '';
  return parseBrDate(text);
}
