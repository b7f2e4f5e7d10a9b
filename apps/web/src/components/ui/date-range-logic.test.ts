import { addDays } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import {
  applyTypedRange,
  dayAriaLabel,
  EMPTY_RANGE,
  isDaySelectable,
  monthTitle,
  monthWeeks,
  moveFocus,
  pickDay,
  rangeProblem,
  weekdayOf,
} from './date-range-logic';

const rules = { min: '2026-03-01', max: '2026-12-31', disabledNights: new Set(['2026-03-20', '2026-03-21']) };

describe('pickDay', () => {
  it('starts with the check-in and closes with the check-out', () => {
    const first = pickDay(EMPTY_RANGE, '2026-03-10', rules);
    expect(first).toEqual({ range: { start: '2026-03-10', end: null } });
    const second = pickDay(first.range, '2026-03-14', rules);
    expect(second).toEqual({ range: { start: '2026-03-10', end: '2026-03-14' } });
  });

  it('swaps a check-out picked before the check-in', () => {
    const result = pickDay({ start: '2026-03-14', end: null }, '2026-03-10', rules);
    expect(result).toEqual({ range: { start: '2026-03-10', end: '2026-03-14' } });
  });

  it('refuses a stay of zero nights', () => {
    const range = { start: '2026-03-10', end: null };
    expect(pickDay(range, '2026-03-10', rules)).toEqual({ range, error: 'SAME_DAY' });
  });

  it('refuses a taken night as check-in and any stay across a taken night', () => {
    expect(pickDay(EMPTY_RANGE, '2026-03-20', rules).error).toBe('TAKEN_NIGHTS');
    const range = { start: '2026-03-18', end: null };
    expect(pickDay(range, '2026-03-23', rules).error).toBe('TAKEN_NIGHTS');
    // Checking out on the morning of a taken night is fine.
    expect(pickDay(range, '2026-03-20', rules).range).toEqual({ start: '2026-03-18', end: '2026-03-20' });
    // Swapped backwards across the taken nights, too.
    expect(pickDay({ start: '2026-03-23', end: null }, '2026-03-19', rules).error).toBe('TAKEN_NIGHTS');
  });

  it('refuses days before the first bookable day or after the last', () => {
    expect(pickDay(EMPTY_RANGE, '2026-02-28', rules).error).toBe('OUT_OF_RANGE');
    expect(pickDay(EMPTY_RANGE, '2026-12-31', rules).error).toBe('OUT_OF_RANGE');
    expect(pickDay({ start: '2026-12-30', end: null }, '2026-12-31', rules).error).toBeUndefined();
  });

  it('starts over after a complete range', () => {
    const result = pickDay({ start: '2026-03-10', end: '2026-03-14' }, '2026-04-02', rules);
    expect(result.range).toEqual({ start: '2026-04-02', end: null });
  });

  it('marks only the days a click would accept as selectable', () => {
    const range = { start: '2026-03-18', end: null };
    expect(isDaySelectable(range, '2026-03-19', rules)).toBe(true);
    expect(isDaySelectable(range, '2026-03-18', rules)).toBe(false);
    expect(isDaySelectable(range, '2026-03-22', rules)).toBe(false);
    expect(isDaySelectable(EMPTY_RANGE, '2026-03-21', rules)).toBe(false);
    expect(isDaySelectable(EMPTY_RANGE, '2026-03-22', rules)).toBe(true);
  });
});

describe('typed dates', () => {
  it('are swapped when backwards and checked for at least one free night', () => {
    expect(applyTypedRange('2026-04-10', '2026-04-02', rules)).toEqual({
      range: { start: '2026-04-02', end: '2026-04-10' },
    });
    expect(applyTypedRange('2026-04-02', '2026-04-02', rules).error).toBe('SAME_DAY');
    expect(applyTypedRange('2026-03-19', '2026-03-25', rules).error).toBe('TAKEN_NIGHTS');
    expect(applyTypedRange('2026-03-20', null, rules).error).toBe('TAKEN_NIGHTS');
    expect(applyTypedRange('2025-03-20', null, rules).error).toBe('OUT_OF_RANGE');
  });

  it('rangeProblem is null for a free stay', () => {
    expect(rangeProblem('2026-03-22', '2026-03-25', rules)).toBeNull();
  });
});

describe('calendar grid', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    // March 2026 starts on a Sunday and has 31 days: 5 weeks.
    const march = monthWeeks({ year: 2026, month: 3 });
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march).toHaveLength(5);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    // February 2026 starts on a Sunday too; April 2026 on a Wednesday.
    expect(monthWeeks({ year: 2026, month: 4 })[0]).toEqual([
      null,
      null,
      null,
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(weekdayOf('2026-03-14')).toBe(6);
  });

  it('moves the focus with the date picker keys', () => {
    expect(moveFocus('2026-03-14', 'ArrowRight')).toBe('2026-03-15');
    expect(moveFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(moveFocus('2026-03-14', 'ArrowUp')).toBe('2026-03-07');
    expect(moveFocus('2026-03-14', 'ArrowDown')).toBe('2026-03-21');
    expect(moveFocus('2026-03-11', 'Home')).toBe('2026-03-08');
    expect(moveFocus('2026-03-11', 'End')).toBe('2026-03-14');
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus('2026-03-14', 'PageUp', true)).toBe('2025-03-14');
    expect(moveFocus('2026-03-14', 'a')).toBeNull();
  });

  it('names days and months in Portuguese', () => {
    expect(dayAriaLabel('2026-03-14')).toBe('sábado, 14 de março de 2026');
    expect(monthTitle({ year: 2026, month: 3 })).toBe('Março de 2026');
  });

  it('names every day of two years as Intl pt-BR does', () => {
    const full = new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const title = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let offset = 0; offset < 731; offset += 1) {
      const day = addDays('2026-01-01', offset);
      const noon = new Date(`${day}T12:00:00Z`);
      expect(dayAriaLabel(day)).toBe(full.format(noon));
      const [year, month] = day.split('-').map(Number) as [number, number];
      const expected = title.format(noon);
      expect(monthTitle({ year, month })).toBe(expected.charAt(0).toUpperCase() + expected.slice(1));
    }
  });
});
