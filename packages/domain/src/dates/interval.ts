import { DomainError } from '../errors/domain-error.ts';
import { addDays, compareIsoDates, type IsoDate, isIsoDate, toDayNumber } from './iso-date.ts';

export interface DateInterval {
  start: IsoDate;
  end: IsoDate;
}

/** What a form holds while the customer is still choosing. */
export interface PartialDateInterval {
  start?: IsoDate | null;
  end?: IsoDate | null;
}

/** Nights from start to end (negative when end is before start). */
export function nightsBetween(start: IsoDate, end: IsoDate): number {
  return toDayNumber(end) - toDayNumber(start);
}

/** Both dates set, and the end at least one day after the start. */
export function isValidInterval(interval: PartialDateInterval | null | undefined): interval is DateInterval {
  if (!interval) return false;
  const { start, end } = interval;
  if (!isIsoDate(start) || !isIsoDate(end)) return false;
  return nightsBetween(start, end) >= 1;
}

export function assertValidInterval(interval: PartialDateInterval | null | undefined): DateInterval {
  if (!isValidInterval(interval)) {
    throw new DomainError(
      'INVALID_INTERVAL',
      'Período inválido: a data de saída deve ser pelo menos 1 dia depois da data de entrada.',
    );
  }
  return { start: interval.start, end: interval.end };
}

/** A range picked backwards (end before start) is read the right way round. */
export function normalizeRange<T extends PartialDateInterval>(range: T): T {
  const { start, end } = range;
  if (start && end && compareIsoDates(start, end) > 0) {
    return { ...range, start: end, end: start };
  }
  return range;
}

/** Every night of the stay: the start date up to the day before the end date. */
export function nightsOf(interval: DateInterval): IsoDate[] {
  const count = nightsBetween(interval.start, interval.end);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(interval.start, index));
}

/** Two stays share a night; checking out on the day another checks in is fine. */
export function intervalsOverlap(a: DateInterval, b: DateInterval): boolean {
  return compareIsoDates(a.start, b.end) < 0 && compareIsoDates(b.start, a.end) < 0;
}
