import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { isoDateArbitrary } from '../test-support/arbitraries.ts';
import {
  assertValidInterval,
  intervalsOverlap,
  isValidInterval,
  nightsBetween,
  nightsOf,
  normalizeRange,
} from './interval.ts';
import { compareIsoDates } from './iso-date.ts';

describe('nightsBetween', () => {
  it('counts calendar days from start to end', () => {
    expect(nightsBetween('2025-01-01', '2025-01-02')).toBe(1);
    expect(nightsBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(nightsBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(nightsBetween('2023-02-01', '2023-03-01')).toBe(28);
    expect(nightsBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(nightsBetween('2025-01-05', '2025-01-01')).toBe(-4);
    expect(nightsBetween('2025-01-05', '2025-01-05')).toBe(0);
  });

  it('spans leap years', () => {
    expect(nightsBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(nightsBetween('2023-01-01', '2024-01-01')).toBe(365);
  });

  it('throws on a malformed date', () => {
    expect(() => nightsBetween('2025-02-30', '2025-03-01')).toThrow(DomainError);
  });
});

describe('isValidInterval', () => {
  it('needs both dates and at least one night', () => {
    expect(isValidInterval({ start: '2025-01-01', end: '2025-01-02' })).toBe(true);
    expect(isValidInterval({ start: '2025-01-01', end: '2025-01-01' })).toBe(false);
    expect(isValidInterval({ start: '2025-01-02', end: '2025-01-01' })).toBe(false);
    expect(isValidInterval({ start: '2025-01-01', end: null })).toBe(false);
    expect(isValidInterval({ start: null, end: '2025-01-01' })).toBe(false);
    expect(isValidInterval({})).toBe(false);
    expect(isValidInterval(null)).toBe(false);
    expect(isValidInterval({ start: '2025-02-30', end: '2025-03-05' })).toBe(false);
    expect(isValidInterval({ start: '01/01/2025', end: '02/01/2025' })).toBe(false);
  });

  it('holds exactly when there is at least one night', () => {
    fc.assert(
      fc.property(isoDateArbitrary, isoDateArbitrary, (start, end) => {
        return isValidInterval({ start, end }) === nightsBetween(start, end) >= 1;
      }),
    );
  });
});

describe('assertValidInterval', () => {
  it('returns the interval or throws INVALID_INTERVAL', () => {
    expect(assertValidInterval({ start: '2025-01-01', end: '2025-01-03' })).toEqual({
      start: '2025-01-01',
      end: '2025-01-03',
    });
    expect(() => assertValidInterval({ start: '2025-01-03', end: '2025-01-03' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INTERVAL' }),
    );
  });
});

describe('normalizeRange', () => {
  it('swaps a backwards range', () => {
    expect(normalizeRange({ start: '2025-01-10', end: '2025-01-05' })).toEqual({
      start: '2025-01-05',
      end: '2025-01-10',
    });
  });

  it('keeps a forward range, an equal range and an incomplete one', () => {
    const forward = { start: '2025-01-05', end: '2025-01-10' };
    expect(normalizeRange(forward)).toBe(forward);
    expect(normalizeRange({ start: '2025-01-05', end: '2025-01-05' })).toEqual({
      start: '2025-01-05',
      end: '2025-01-05',
    });
    expect(normalizeRange({ start: '2025-01-05', end: null })).toEqual({ start: '2025-01-05', end: null });
  });

  it('keeps other fields', () => {
    expect(normalizeRange({ start: '2025-02-01', end: '2025-01-01', label: 'x' })).toEqual({
      start: '2025-01-01',
      end: '2025-02-01',
      label: 'x',
    });
  });

  it('always yields start ≤ end, with the same two dates', () => {
    fc.assert(
      fc.property(isoDateArbitrary, isoDateArbitrary, (a, b) => {
        const range = normalizeRange({ start: a, end: b });
        return (
          compareIsoDates(range.start, range.end) <= 0 &&
          [range.start, range.end].sort().join() === [a, b].sort().join()
        );
      }),
    );
  });
});

describe('nightsOf', () => {
  it('lists each night, not the check-out day', () => {
    expect(nightsOf({ start: '2024-02-27', end: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
    ]);
    expect(nightsOf({ start: '2024-02-27', end: '2024-02-27' })).toEqual([]);
  });
});

describe('intervalsOverlap', () => {
  it('counts shared nights only', () => {
    const stay = { start: '2025-01-10', end: '2025-01-15' };
    expect(intervalsOverlap(stay, { start: '2025-01-14', end: '2025-01-20' })).toBe(true);
    expect(intervalsOverlap(stay, { start: '2025-01-01', end: '2025-01-11' })).toBe(true);
    expect(intervalsOverlap(stay, { start: '2025-01-11', end: '2025-01-12' })).toBe(true);
    expect(intervalsOverlap(stay, { start: '2025-01-15', end: '2025-01-20' })).toBe(false);
    expect(intervalsOverlap(stay, { start: '2025-01-01', end: '2025-01-10' })).toBe(false);
  });
});
