import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderStayCalendar, type StayEvent } from './calendar-ics.ts';

const EVENT: StayEvent = {
  uid: '3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d@estadia',
  stamp: new Date('2025-01-05T13:45:10.123Z'),
  start: '2025-01-10',
  startTime: '14:00',
  end: '2025-01-15',
  endTime: '12:00',
  summary: 'Estadia: Residencial Santa Mônica – Studio, Bloco A · 2º andar · Apto 203',
  location: 'Av. Segismundo Pereira, 1450, Santa Mônica, Uberlândia - MG',
  description:
    'Check-in a partir das 14:00 de 10/01/2025.\nCheck-out até as 12:00 de 15/01/2025.\n' +
    'Sua locação: http://localhost:3000/minhas-locacoes',
  url: 'http://localhost:3000/minhas-locacoes',
};

/** The logical lines: folds undone (RFC 5545, 3.1). */
function unfold(calendar: string): string[] {
  return calendar.replace(/\r\n /g, '').split('\r\n');
}

describe('renderStayCalendar', () => {
  const calendar = renderStayCalendar(EVENT);

  it('is one VCALENDAR with the time zone and one event, in CRLF lines', () => {
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(calendar);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'TZID:America/Sao_Paulo',
        'TZOFFSETFROM:-0300',
        'TZOFFSETTO:-0300',
        'UID:3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d@estadia',
        'DTSTAMP:20250105T134510Z',
        'DTSTART;TZID=America/Sao_Paulo:20250110T140000',
        'DTEND;TZID=America/Sao_Paulo:20250115T120000',
      ]),
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes the text values', () => {
    const lines = unfold(calendar);
    expect(lines).toContain('LOCATION:Av. Segismundo Pereira\\, 1450\\, Santa Mônica\\, Uberlândia - MG');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Check-in a partir das 14:00 de 10/01/2025.\\nCheck-out até as 12:00 de 15/01/2025.\\n' +
        'Sua locação: http://localhost:3000/minhas-locacoes',
    );
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of calendar.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('gives the same text for the same stay', () => {
    expect(renderStayCalendar(EVENT)).toBe(calendar);
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, then separators and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:curto')).toBe('SUMMARY:curto');
  });

  it('never splits a multi-byte character and unfolds to the original', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'ç', 'ã', '–', '·', '€', '😀', ' '), maxLength: 300 }),
        (value) => {
          const folded = foldLine(`DESCRIPTION:${value}`);
          for (const line of folded.split('\r\n')) {
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
            expect(line).not.toContain('\uFFFD');
          }
          expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${value}`);
        },
      ),
    );
  });
});
