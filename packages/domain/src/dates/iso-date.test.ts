import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateArbitrary, MAX_DAY_NUMBER, MIN_DAY_NUMBER } from '../test-support/arbitraries.ts';
import {
  addDays,
  compareIsoDates,
  daysInMonth,
  fromDayNumber,
  isCalendarDate,
  isIsoDate,
  isLeapYear,
  toDayNumber,
  todayIso,
  toIsoDate,
} from './iso-date.ts';

describe('calendar rules', () => {
  it('knows the leap years of the Gregorian calendar', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('knows how long each month is', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('refuses impossible dates', () => {
    expect(isCalendarDate(2024, 2, 30)).toBe(false);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 13, 1)).toBe(false);
    expect(isCalendarDate(2024, 0, 1)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
    expect(isCalendarDate(2024, 1, 1.5)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate('2024-02-29T00:00:00Z')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(' 2024-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29\n')).toBe(false);
    expect(isIsoDate('2024-0a-29')).toBe(false);
    expect(isIsoDate('２０２４-02-29')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
  });

  it('accepts exactly what the pattern YYYY-MM-DD and the calendar accept', () => {
    const byPattern = (value: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    };
    // Strings shaped like dates, with a character now and then out of place.
    const nearDate = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.option(fc.tuple(fc.nat(11), fc.constantFrom('-', '/', 'x', ' ', '9', '٣', '')), { freq: 3 }),
      )
      .map(([year, month, day, typo]) => {
        const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        if (!typo) return text;
        const [at, character] = typo;
        return text.slice(0, at) + character + text.slice(at + 1);
      });
    fc.assert(
      fc.property(fc.oneof(nearDate, fc.string()), (value) => isIsoDate(value) === byPattern(value)),
      {
        numRuns: 5000,
      },
    );
  });
});

describe('toIsoDate', () => {
  it('pads every part', () => {
    expect(toIsoDate(5, 1, 9)).toBe('0005-01-09');
  });

  it('throws on an impossible date', () => {
    expect(() => toIsoDate(2023, 2, 29)).toThrow('Data inválida.');
  });
});

describe('day numbers and addDays', () => {
  it('counts from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
  });

  it('does not read two-digit years as 19xx', () => {
    expect(fromDayNumber(toDayNumber('0050-06-15'))).toBe('0050-06-15');
  });

  it('crosses month, leap day and year boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-01', 30)).toBe('2025-03-31');
  });

  it('is not shifted by daylight-saving changes (Brazil had DST until 2019)', () => {
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2019-02-16', 1)).toBe('2019-02-17');
  });

  it('refuses a malformed date or a fractional count', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow();
    expect(() => addDays('2024-02-01', 1.5)).toThrow();
  });

  it('agrees with the calendar of Date on every day of years 1 to 9999', () => {
    const byDate = (date: string) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const instant = new Date(0);
      instant.setUTCFullYear(year, month - 1, day);
      return instant.getTime() / 86_400_000;
    };
    expect(toDayNumber('0001-01-01')).toBe(-719_162);
    expect(toDayNumber('2000-02-29')).toBe(11_016);
    expect(toDayNumber('2100-03-01')).toBe(47_541);
    fc.assert(
      fc.property(isoDateArbitrary, (date) => toDayNumber(date) === byDate(date)),
      { numRuns: 2000 },
    );
  });

  it('round-trips through day numbers', () => {
    fc.assert(fc.property(isoDateArbitrary, (date) => fromDayNumber(toDayNumber(date)) === date));
  });

  it('adding then removing days returns to the same date', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -20_000, max: 20_000 }), (date, days) => {
        const moved = toDayNumber(date) + days;
        fc.pre(moved >= MIN_DAY_NUMBER && moved <= MAX_DAY_NUMBER);
        return addDays(addDays(date, days), -days) === date;
      }),
    );
  });
});

describe('compareIsoDates', () => {
  it('orders dates', () => {
    expect(compareIsoDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareIsoDates('2024-01-02', '2024-01-01')).toBe(1);
    expect(compareIsoDates('2024-01-01', '2024-01-01')).toBe(0);
  });

  it('agrees with day numbers', () => {
    fc.assert(
      fc.property(isoDateArbitrary, isoDateArbitrary, (a, b) => {
        return Math.sign(compareIsoDates(a, b)) === Math.sign(toDayNumber(a) - toDayNumber(b));
      }),
    );
  });
});

describe('todayIso', () => {
  it('is the calendar date in Brasília by default', () => {
    expect(todayIso(new Date('2025-01-01T02:00:00Z'))).toBe('2024-12-31');
    expect(todayIso(new Date('2025-01-01T03:00:00Z'))).toBe('2025-01-01');
  });

  it('accepts another time zone', () => {
    expect(todayIso(new Date('2025-01-01T02:00:00Z'), 'UTC')).toBe('2025-01-01');
  });
});
