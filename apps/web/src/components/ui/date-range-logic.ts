import {
  addDays,
  compareIsoDates,
  daysInMonth,
  type IsoDate,
  nightsBetween,
  normalizeRange,
  toDayNumber,
  toIsoDate,
} from '@estadia/domain';
import { longDate, monthName } from '@/lib/date-names';

// The rules of the date-range picker, apart from React so they can be tested on their own. A "night" is
// named by the day it starts on: a stay from the 14th to the 16th uses the nights of the 14th and 15th,
// so a taken night on the 16th still lets this stay check out that morning.

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface DateRules {
  /** Nights already taken; a stay may not include them. */
  disabledNights?: ReadonlySet<IsoDate>;
  /** The first day a stay may start. */
  min?: IsoDate;
  /** The last day a stay may end. */
  max?: IsoDate;
}

export type PickError = 'SAME_DAY' | 'TAKEN_NIGHTS' | 'OUT_OF_RANGE';

export const PICK_ERROR_MESSAGES: Record<PickError, string> = {
  SAME_DAY: 'A estadia precisa ter pelo menos 1 noite: escolha a saída depois da entrada.',
  TAKEN_NIGHTS: 'Há noites indisponíveis nesse período. Escolha outras datas.',
  OUT_OF_RANGE: 'Essa data está fora do período aberto para reservas.',
};

export const EMPTY_RANGE: DateRange = { start: null, end: null };

function withinBounds(day: IsoDate, rules: DateRules, { isEnd }: { isEnd: boolean }): boolean {
  if (rules.min && compareIsoDates(day, isEnd ? addDays(rules.min, 1) : rules.min) < 0) return false;
  if (rules.max && compareIsoDates(day, isEnd ? rules.max : addDays(rules.max, -1)) > 0) return false;
  return true;
}

/** The night starting on `day` can be booked. */
export function isNightFree(day: IsoDate, rules: DateRules): boolean {
  return withinBounds(day, rules, { isEnd: false }) && !rules.disabledNights?.has(day);
}

/** Why a whole stay cannot be booked, or null when every night of it is free. */
export function rangeProblem(start: IsoDate, end: IsoDate, rules: DateRules): PickError | null {
  const nights = nightsBetween(start, end);
  if (nights < 1) return 'SAME_DAY';
  if (!withinBounds(start, rules, { isEnd: false }) || !withinBounds(end, rules, { isEnd: true })) {
    return 'OUT_OF_RANGE';
  }
  for (let index = 0; index < nights; index += 1) {
    if (rules.disabledNights?.has(addDays(start, index))) return 'TAKEN_NIGHTS';
  }
  return null;
}

export interface PickResult {
  range: DateRange;
  error?: PickError;
}

/**
 * A click on `day`. Without a start (or with a complete range) it becomes the check-in; otherwise it
 * closes the range, read the right way round when picked before the start.
 */
export function pickDay(range: DateRange, day: IsoDate, rules: DateRules): PickResult {
  if (!range.start || range.end) {
    if (!withinBounds(day, rules, { isEnd: false })) return { range, error: 'OUT_OF_RANGE' };
    if (!isNightFree(day, rules)) return { range, error: 'TAKEN_NIGHTS' };
    return { range: { start: day, end: null } };
  }
  if (day === range.start) return { range, error: 'SAME_DAY' };
  const candidate = normalizeRange({ start: range.start, end: day });
  const problem = rangeProblem(candidate.start, candidate.end, rules);
  return problem ? { range, error: problem } : { range: candidate };
}

/** Whether a click on `day` would be accepted now. */
export function isDaySelectable(range: DateRange, day: IsoDate, rules: DateRules): boolean {
  return pickDay(range, day, rules).error === undefined;
}

/** Dates typed in the fields (already ISO): swapped when backwards, refused when not bookable. */
export function applyTypedRange(start: IsoDate | null, end: IsoDate | null, rules: DateRules): PickResult {
  const range = normalizeRange({ start, end });
  if (range.start && range.end) {
    const problem = rangeProblem(range.start, range.end, rules);
    if (problem) return { range, error: problem };
  } else if (range.start && !isNightFree(range.start, rules)) {
    return {
      range,
      error: withinBounds(range.start, rules, { isEnd: false }) ? 'TAKEN_NIGHTS' : 'OUT_OF_RANGE',
    };
  }
  return { range };
}

// Calendar grid.

export interface YearMonth {
  year: number;
  month: number;
}

export function yearMonthOf(day: IsoDate): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: IsoDate): number {
  return (((toDayNumber(day) + 4) % 7) + 7) % 7;
}

/** The weeks of a month, Sunday first as in Brazilian calendars; null fills the days of other months. */
export function monthWeeks({ year, month }: YearMonth): (IsoDate | null)[][] {
  const first = toIsoDate(year, month, 1);
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(toIsoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The same day of another month, kept inside it (31/01 + 1 month → 28/02 or 29/02). */
export function shiftMonthKeepingDay(day: IsoDate, delta: number): IsoDate {
  const target = addMonths(yearMonthOf(day), delta);
  return toIsoDate(
    target.year,
    target.month,
    Math.min(Number(day.slice(8, 10)), daysInMonth(target.year, target.month)),
  );
}

/** Where a key moves the focused day of the grid (the WAI-ARIA date picker keys), or null for other keys. */
export function moveFocus(day: IsoDate, key: string, shiftKey = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return shiftMonthKeepingDay(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonthKeepingDay(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export function clampDay(day: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min && compareIsoDates(day, min) < 0) return min;
  if (max && compareIsoDates(day, max) > 0) return max;
  return day;
}

/** 'sábado, 14 de março de 2026'. */
export function dayAriaLabel(day: IsoDate): string {
  return longDate(day);
}

/** 'Março de 2026'. */
export function monthTitle({ year, month }: YearMonth): string {
  const text = monthName(toIsoDate(year, month, 1));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const WEEKDAYS = [
  { short: 'dom', long: 'domingo' },
  { short: 'seg', long: 'segunda-feira' },
  { short: 'ter', long: 'terça-feira' },
  { short: 'qua', long: 'quarta-feira' },
  { short: 'qui', long: 'quinta-feira' },
  { short: 'sex', long: 'sexta-feira' },
  { short: 'sáb', long: 'sábado' },
] as const;
