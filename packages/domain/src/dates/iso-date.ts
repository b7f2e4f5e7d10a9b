import { DomainError } from '../errors/domain-error.ts';

/** A calendar date written 'YYYY-MM-DD'. It has no time of day and no time zone. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
/** From 0000-03-01, where the March-based count starts, to 1970-01-01. */
const DAYS_FROM_YEAR_ZERO_TO_1970 = 719_468;

/** Brasília time; "today" for a customer is the calendar date there, not the server's. */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const CHAR_CODE_ZERO = 48;

/** The decimal number written at value[start, end), or NaN when a character there is not a digit. */
function digitsAt(value: string, start: number, end: number): number {
  let number = 0;
  for (let index = start; index < end; index += 1) {
    const digit = value.charCodeAt(index) - CHAR_CODE_ZERO;
    if (digit < 0 || digit > 9) return Number.NaN;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * [year, month, day] of a 'YYYY-MM-DD' calendar date, or null. Read character by character rather than
 * with a regular expression: every availability check and quote reads a few dates, several times over.
 */
function splitIsoDate(value: string): [number, number, number] | null {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  return isCalendarDate(year, month, day) ? [year, month, day] : null;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && splitIsoDate(value) !== null;
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  if (!isCalendarDate(year, month, day)) {
    throw new DomainError('INVALID_DATE', 'Data inválida.');
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Days since 1970-01-01, in integer arithmetic on the proleptic Gregorian calendar: no Date, so neither
 * a time zone nor the two-digit-year quirk of Date.UTC can shift the calendar date, and counting the
 * nights of a stay (every availability question and quote does, several times) builds no Date objects.
 * Years are counted from March, so that the leap day is the last day of its year; an era is 400 years
 * (146,097 days).
 */
export function toDayNumber(value: IsoDate): number {
  const parts = splitIsoDate(value);
  if (!parts) throw new DomainError('INVALID_DATE', 'Data inválida.');
  const [year, month, day] = parts;
  const marchYear = month > 2 ? year : year - 1;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - DAYS_FROM_YEAR_ZERO_TO_1970;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(value: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new DomainError('INVALID_DATE', 'Quantidade de dias inválida.');
  return fromDayNumber(toDayNumber(value) + days);
}

/** Negative when a is before b, zero when equal, positive after. 'YYYY-MM-DD' sorts as text. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Building an Intl formatter is far costlier than using one (it showed in submissions under load):
// one per time zone, made on first use.
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();
function calendarDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarDateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of `now` in `timeZone` (Brasília by default). */
export function todayIso(now: Date = new Date(), timeZone: string = BRAZIL_TIME_ZONE): IsoDate {
  const parts = calendarDateFormat(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate(part('year'), part('month'), part('day'));
}
