import type { IsoDate } from '@estadia/domain';

// An iCalendar file (RFC 5545) with one event: the stay, from check-in to check-out, on Brasília's
// wall clock. Pure text in, text out.

export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';

export interface StayEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding another. */
  uid: string;
  /** When the event's information was created: a fixed instant of the rental, for identical files. */
  stamp: Date;
  start: IsoDate;
  /** 'HH:mm' in Brasília. */
  startTime: string;
  end: IsoDate;
  endTime: string;
  summary: string;
  location: string;
  description: string;
  url: string;
}

/** Brasília has kept UTC−3 all year since 2019, when daylight saving time was abolished. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545, 3.1): CRLF and a space before each continuation,
 * never inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function localDateTime(date: IsoDate, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** An instant in UTC, 'YYYYMMDDTHHMMSSZ'. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function renderStayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Estadia//Locações//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(event.start, event.startTime)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(event.end, event.endTime)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
