import { BRAZIL_TIME_ZONE } from './iso-date.ts';

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as the wall clock in Brasília showed it: 'dd/MM/yyyy HH:mm:ss' (or without the seconds).
 * Built from the parts, not the locale's own pattern, so every ICU version writes the same text.
 */
export function formatBrDateTime(
  instant: Date,
  { seconds = true, timeZone = BRAZIL_TIME_ZONE }: { seconds?: boolean; timeZone?: string } = {},
): string {
  const parts = dateTimeFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
  return `${part('day')}/${part('month')}/${part('year')} ${time}`;
}
