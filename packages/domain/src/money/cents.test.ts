import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToReais,
  divideRounded,
  hasCentPrecision,
  reaisToCents,
  roundHalfAwayFromZero,
} from './cents.ts';

describe('roundHalfAwayFromZero', () => {
  it('sends ties away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-2.4999)).toBe(-2);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
  });
});

describe('divideRounded', () => {
  it('divides exactly and rounds ties away from zero', () => {
    expect(divideRounded(45n, 30n)).toBe(2n);
    expect(divideRounded(44n, 30n)).toBe(1n);
    expect(divideRounded(-45n, 30n)).toBe(-2n);
    expect(divideRounded(45n, -30n)).toBe(-2n);
    expect(divideRounded(60n, 30n)).toBe(2n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });

  it('throws on a zero denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(expect.objectContaining({ code: 'DIVISION_BY_ZERO' }));
  });

  it('is the nearest integer, ties away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divideRounded(n, d);
          const twiceRemainder = 2n * (n - q * d);
          const absTwice = twiceRemainder < 0n ? -twiceRemainder : twiceRemainder;
          // |n/d − q| ≤ 1/2, and a tie lies on the zero side of n/d (q further from zero).
          return absTwice <= d && (absTwice !== d || (n >= 0n ? q * d > n : q * d < n));
        },
      ),
    );
  });
});

describe('reaisToCents', () => {
  it('converts two-decimal prices exactly', () => {
    expect(reaisToCents(1234.56)).toBe(123456);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.15)).toBe(115);
    expect(reaisToCents(0)).toBe(0);
  });

  it('rounds fractions of a cent half away from zero', () => {
    expect(reaisToCents(10.125)).toBe(1013);
    expect(reaisToCents(10.124)).toBe(1012);
    expect(reaisToCents(-10.125)).toBe(-1013);
  });

  it('refuses what is not a number', () => {
    expect(() => reaisToCents(Number.NaN)).toThrow();
    expect(() => reaisToCents(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('inverts centsToReais for every amount up to R$ 10 bilhões', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        return reaisToCents(centsToReais(cents)) === cents;
      }),
    );
  });
});

describe('hasCentPrecision', () => {
  it('tells two-decimal amounts from finer ones', () => {
    expect(hasCentPrecision(1234.56)).toBe(true);
    expect(hasCentPrecision(10)).toBe(true);
    expect(hasCentPrecision(10.005)).toBe(false);
    expect(hasCentPrecision(Number.NaN)).toBe(false);
  });
});
