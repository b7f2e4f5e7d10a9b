import {
  addDays,
  daysInMonth,
  type IsoDate,
  isIsoDate,
  nightsBetween,
  type OccupancyQuery,
  occupancyQuerySchema,
  toIsoDate,
} from '@estadia/domain';

// The report's period as people pick it: a first and a last night, both included ('De 01/11 até
// 30/11'). The API counts nights in [from, to), so its `to` is the day after the last night; the
// conversion happens in one place, occupancyQuery.

export interface ReportRange {
  /** First night. */
  from: IsoDate;
  /** Last night (included). */
  to: IsoDate;
}

export interface ReportFilters extends ReportRange {
  projectId?: string;
}

export const REPORT_PRESETS = ['THIS_MONTH', 'LAST_MONTH', 'LAST_90_DAYS'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  THIS_MONTH: 'Este mês',
  LAST_MONTH: 'Mês passado',
  LAST_90_DAYS: 'Últimos 90 dias',
};

function monthOf(day: IsoDate, delta = 0): ReportRange {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { from: toIsoDate(year, month, 1), to: toIsoDate(year, month, daysInMonth(year, month)) };
}

/** The nights a preset covers, counted from `today` (Brasília's date). */
export function presetRange(preset: ReportPreset, today: IsoDate): ReportRange {
  if (preset === 'THIS_MONTH') return monthOf(today);
  if (preset === 'LAST_MONTH') return monthOf(today, -1);
  return { from: addDays(today, -89), to: today };
}

/** The preset a range is exactly, if any (its button shows as pressed). */
export function presetOf(range: ReportRange, today: IsoDate): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** Whether the API takes the range: one night up to two years (its own schema decides). */
export function isReportable(range: ReportRange): boolean {
  return occupancyQuerySchema.safeParse(occupancyQuery(range)).success;
}

/**
 * The filters a URL holds: `from` and `to` (first and last night) and `projectId`. Anything missing,
 * malformed or out of bounds falls back to the current month, so a shared link never shows an error.
 */
export function filtersFromSearch(search: URLSearchParams, today: IsoDate): ReportFilters {
  const from = search.get('from');
  const to = search.get('to');
  const projectId = search.get('projectId') || undefined;
  const range =
    isIsoDate(from) && isIsoDate(to) && isReportable({ from, to })
      ? { from, to }
      : presetRange('THIS_MONTH', today);
  return projectId ? { ...range, projectId } : range;
}

export function searchFromFilters(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.projectId) search.set('projectId', filters.projectId);
  return search;
}

/** The API's query: its `to` is the check-out day after the last night. */
export function occupancyQuery(filters: ReportFilters): OccupancyQuery {
  return {
    from: filters.from,
    to: addDays(filters.to, 1),
    ...(filters.projectId ? { projectId: filters.projectId } : {}),
  };
}

export function nightsInRange(range: ReportRange): number {
  return nightsBetween(range.from, range.to) + 1;
}
