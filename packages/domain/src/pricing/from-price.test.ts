import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reaisArbitrary } from '../test-support/arbitraries.ts';
import { fromPrice } from './from-price.ts';

describe('fromPrice', () => {
  it('picks the long price per night when it is cheaper', () => {
    expect(fromPrice({ priceShortPeriod: 150, priceLongPeriod: 3000 })).toEqual({
      perNightCents: 10_000,
      period: 'LONG_PERIOD',
    });
  });

  it('picks the short price when it is cheaper or equal', () => {
    expect(fromPrice({ priceShortPeriod: 90, priceLongPeriod: 3000 })).toEqual({
      perNightCents: 9_000,
      period: 'SHORT_PERIOD',
    });
    expect(fromPrice({ priceShortPeriod: 100, priceLongPeriod: 3000 })).toEqual({
      perNightCents: 10_000,
      period: 'SHORT_PERIOD',
    });
  });

  it('rounds the long price per night to the cent', () => {
    expect(fromPrice({ priceShortPeriod: 500, priceLongPeriod: 1000 }).perNightCents).toBe(3_333);
    // 100005 / 30 = 3333.5: a tie, rounded away from zero.
    expect(fromPrice({ priceShortPeriod: 500, priceLongPeriod: 1000.05 }).perNightCents).toBe(3_334);
  });

  it('uses dynamic prices', () => {
    expect(
      fromPrice({ priceShortPeriod: 150, priceLongPeriod: 3000, dynamicPrices: { shortPeriod: 80 } }),
    ).toEqual({
      perNightCents: 8_000,
      period: 'SHORT_PERIOD',
    });
  });

  it('is never above either price per night', () => {
    fc.assert(
      fc.property(reaisArbitrary, reaisArbitrary, (short, long) => {
        const { perNightCents } = fromPrice({ priceShortPeriod: short, priceLongPeriod: long });
        return perNightCents <= Math.round(short * 100) && perNightCents <= Math.round((long * 100) / 30) + 1;
      }),
    );
  });
});
