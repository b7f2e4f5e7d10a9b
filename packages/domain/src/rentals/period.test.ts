import { describe, expect, it } from 'vitest';
import { periodForNights, splitLongStay } from './period.ts';

describe('periodForNights', () => {
  it('is short up to 29 nights and long from 30', () => {
    expect(periodForNights(1)).toBe('SHORT_PERIOD');
    expect(periodForNights(29)).toBe('SHORT_PERIOD');
    expect(periodForNights(30)).toBe('LONG_PERIOD');
    expect(periodForNights(31)).toBe('LONG_PERIOD');
    expect(periodForNights(365)).toBe('LONG_PERIOD');
  });
});

describe('splitLongStay', () => {
  it('splits into whole 30-night periods and extra nights', () => {
    expect(splitLongStay(30)).toEqual({ periods: 1, extraNights: 0 });
    expect(splitLongStay(45)).toEqual({ periods: 1, extraNights: 15 });
    expect(splitLongStay(59)).toEqual({ periods: 1, extraNights: 29 });
    expect(splitLongStay(60)).toEqual({ periods: 2, extraNights: 0 });
    expect(splitLongStay(61)).toEqual({ periods: 2, extraNights: 1 });
  });
});
