import { format, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { type IsoDate, isCalendarDate, isIsoDate, todayIso, toIsoDate } from './iso-date.ts';

export const INVALID_DATE_FORMAT_MESSAGE = 'Formato de data inválido. O formato aceito é xx/xx/xxxx';
export const DATE_FALLBACK = '-';

const BR_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T/;

/**
 * 'dd/MM/yyyy' → 'YYYY-MM-DD'. An empty input is "no date" (null); anything else that is not exactly
 * dd/MM/yyyy and a real calendar date is refused with '' and a console warning (a warning, not an
 * error: it is a typing mistake, not a fault of the program).
 */
export function parseBrDate(text: string | null | undefined): IsoDate | '' | null {
  if (text == null || text.trim() === '') return null;
  const match = BR_DATE_PATTERN.exec(text.trim());
  const [day, month, year] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!isCalendarDate(year, month, day)) {
    console.warn(INVALID_DATE_FORMAT_MESSAGE);
    return '';
  }
  return toIsoDate(year, month, day);
}

/**
 * A date for people: 'dd/MM/yyyy', or '-' when there is none.
 * A 'YYYY-MM-DD' string is a calendar date and is only rearranged; an instant ('…T…Z') is shown as
 * the date it was in Brasília; a Date object (a date picker's value) by its local calendar date.
 */
export function formatBrDate(value: IsoDate | Date | null | undefined): string {
  if (value == null || value === '') return DATE_FALLBACK;
  if (value instanceof Date) {
    return isValid(value) ? format(value, 'dd/MM/yyyy', { locale: ptBR }) : DATE_FALLBACK;
  }
  if (isIsoDate(value)) return isoToBr(value);
  if (INSTANT_PATTERN.test(value)) {
    const instant = new Date(value);
    return isValid(instant) ? isoToBr(todayIso(instant)) : DATE_FALLBACK;
  }
  return DATE_FALLBACK;
}

/** dd/MM/yyyy to dd/MM/yyyy, e.g. '10/01/2025 a 15/01/2025'. */
export function formatBrDateRange(
  start: IsoDate | null | undefined,
  end: IsoDate | null | undefined,
): string {
  return `${formatBrDate(start)} a ${formatBrDate(end)}`;
}

function isoToBr(value: IsoDate): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}
