import { addDays, formatBrDate, type IsoDate, isIsoDate } from '@estadia/domain';

// The calendar's window, kept in the URL so a view can be shared: `?project=…&from=2026-11-24&nights=30`.
// `from` is the first night shown; the window holds `nights` nights.

export const NIGHT_COUNTS = [30, 60, 90] as const;
export type NightCount = (typeof NIGHT_COUNTS)[number];
export const DEFAULT_NIGHTS: NightCount = 30;

export interface CalendarRange {
  from: IsoDate;
  nights: NightCount;
}

function readNights(value: string | null): NightCount {
  const count = Number(value);
  return NIGHT_COUNTS.find((allowed) => allowed === count) ?? DEFAULT_NIGHTS;
}

/** The window the URL asks for; today and 30 nights for whatever is missing or malformed. */
export function readCalendarRange(params: URLSearchParams, today: IsoDate): CalendarRange {
  const from = params.get('from');
  return { from: isIsoDate(from) ? from : today, nights: readNights(params.get('nights')) };
}

/** The last night shown: the API's `to` (both ends included). */
export function lastNight(range: CalendarRange): IsoDate {
  return addDays(range.from, range.nights - 1);
}

/** The window before (-1) or after (+1), of the same length. */
export function shiftRange(range: CalendarRange, direction: -1 | 1): CalendarRange {
  return { ...range, from: addDays(range.from, direction * range.nights) };
}

/** '24/11/2026 a 23/12/2026': the first and last nights shown. */
export function rangeLabel(range: CalendarRange): string {
  return `${formatBrDate(range.from)} a ${formatBrDate(lastNight(range))}`;
}

/**
 * The URL's parameters with the project and the window written in; parameters of no concern to the
 * calendar are kept.
 */
export function writeCalendarParams(
  params: URLSearchParams,
  changes: { project?: string; range?: CalendarRange },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.project !== undefined) next.set('project', changes.project);
  if (changes.range) {
    next.set('from', changes.range.from);
    next.set('nights', String(changes.range.nights));
  }
  return next;
}
