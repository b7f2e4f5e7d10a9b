import {
  addDays,
  type CalendarStay,
  compareIsoDates,
  formatBrDate,
  type IsoDate,
  nightsBetween,
  RENTAL_STATUS_TABLE,
  type RentalStatus,
  type RentalStatusInfo,
} from '@estadia/domain';
import { dayAriaLabel, monthTitle, WEEKDAYS, weekdayOf, yearMonthOf } from '@/components/ui/date-range-logic';

// The tape chart's geometry, apart from React: one column per night of the window, and each stay as a
// bar over the columns of its nights. A stay holds the half-open interval [start, end): `end` is the
// check-out day, whose night is free.

export interface NightColumn {
  index: number;
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** 'D', 'S', 'T', 'Q', 'Q', 'S', 'S'. */
  weekdayInitial: string;
  /** 'sábado, 14 de março de 2026', for screen readers. */
  label: string;
  /** '14/03/2026'. */
  brDate: string;
  isWeekend: boolean;
  isToday: boolean;
  /** A night before today: it can no longer be blocked. */
  isPast: boolean;
}

export function nightColumns(from: IsoDate, count: number, today: IsoDate): NightColumn[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(from, index);
    const weekday = weekdayOf(date);
    return {
      index,
      date,
      day: Number(date.slice(8, 10)),
      weekdayInitial: (WEEKDAYS[weekday]?.long ?? '').charAt(0).toUpperCase(),
      label: dayAriaLabel(date),
      brDate: formatBrDate(date),
      isWeekend: weekday === 0 || weekday === 6,
      isToday: date === today,
      isPast: compareIsoDates(date, today) < 0,
    };
  });
}

export interface MonthSpan {
  /** 'Novembro de 2026'. */
  label: string;
  /** First column of the month inside the window, and how many of its nights are shown. */
  start: number;
  span: number;
}

/** The months the window crosses, each over its columns (for the label row above the days). */
export function monthSpans(columns: readonly NightColumn[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    if (last && column.day !== 1) last.span += 1;
    else spans.push({ label: monthTitle(yearMonthOf(column.date)), start: column.index, span: 1 });
  }
  return spans;
}

export interface StayBar {
  stay: CalendarStay;
  /** First column the bar covers, and how many. */
  start: number;
  span: number;
  /** The stay began before the window, or goes on after it (the bar's end is cut). */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** Each stay touching the window as a bar over its nights; stays entirely outside are left out. */
export function stayBars(stays: readonly CalendarStay[], from: IsoDate, count: number): StayBar[] {
  const bars: StayBar[] = [];
  for (const stay of stays) {
    const first = nightsBetween(from, stay.start);
    const afterLast = nightsBetween(from, stay.end);
    const start = Math.max(0, first);
    const end = Math.min(count, afterLast);
    if (end <= start) continue;
    bars.push({
      stay,
      start,
      span: end - start,
      continuesBefore: first < 0,
      continuesAfter: afterLast > count,
    });
  }
  return bars;
}

/** Per column, the bar holding that night, or null when the night is free. */
export function occupancy(bars: readonly StayBar[], count: number): (StayBar | null)[] {
  const nights: (StayBar | null)[] = Array.from({ length: count }, () => null);
  for (const bar of bars) for (let col = bar.start; col < bar.start + bar.span; col += 1) nights[col] = bar;
  return nights;
}

export type StayTone = 'warning' | 'success' | 'error' | 'block';

/** A rental's colour is its status's badge colour (the domain's table); a block has its own style. */
export function stayTone(stay: CalendarStay): StayTone {
  if (stay.kind === 'BLOCK' || !stay.status) return 'block';
  return RENTAL_STATUS_TABLE[stay.status].badge;
}

/** Statuses that never hold nights: a draft, and a cancelled rental. */
const NOT_ON_CALENDAR: readonly RentalStatus[] = ['UNFINISHED', 'CANCELLED'];

/** The statuses shown in each colour, for the legend ('Pagamento pendente, Aprovação pendente…'). */
export function statusesByTone(): { tone: Exclude<StayTone, 'block'>; labels: string[] }[] {
  const groups = new Map<Exclude<StayTone, 'block'>, string[]>();
  for (const [status, info] of Object.entries(RENTAL_STATUS_TABLE) as [RentalStatus, RentalStatusInfo][]) {
    if (NOT_ON_CALENDAR.includes(status)) continue;
    const labels = groups.get(info.badge) ?? [];
    if (labels.length === 0) groups.set(info.badge, labels);
    labels.push(info.label);
  }
  return [...groups].map(([tone, labels]) => ({ tone, labels }));
}

/** What a stay is, in a few words: 'Maria Silva · Pagamento aprovado' or 'Bloqueio · Manutenção'. */
export function stayDescription(stay: CalendarStay): string {
  if (stay.kind === 'BLOCK') return stay.reason ? `Bloqueio: ${stay.reason}` : 'Bloqueio';
  const status = stay.status ? RENTAL_STATUS_TABLE[stay.status].label : 'Locação';
  return stay.customerName ? `${stay.customerName} · ${status}` : status;
}

/** A cell for screen readers: 'Bloco A · 1º andar · Apto 101 — 24/11/2026, livre'. */
export function cellLabel(apartment: string, column: NightColumn, bar: StayBar | null): string {
  const night = `${apartment} — ${column.brDate}`;
  if (!bar) return `${night}, livre`;
  if (bar.stay.kind === 'BLOCK') return `${night}, bloqueado${bar.stay.reason ? `: ${bar.stay.reason}` : ''}`;
  return `${night}, ocupado: ${stayDescription(bar.stay)}`;
}
