import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import { formatLongStayHint, longStayHint } from './long-stay-hint.ts';
import type { QuoteInput } from './quote.ts';

const START = '2025-03-01';
const spotPrices = { commonSpotDaily: 1500, coveredSpotDaily: 2500 };

function input(nights: number, overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    modality: { priceShortPeriod: 150, priceLongPeriod: 3000 },
    spotPrices,
    interval: { start: START, end: addDays(START, nights) },
    ...overrides,
  };
}

describe('longStayHint', () => {
  it('suggests 30 nights when they cost less than the short stay asked for', () => {
    // 25 × R$ 150 = R$ 3.750 against R$ 3.000 for 30 nights.
    expect(longStayHint(input(25))).toEqual({ nights: 30, totalCents: 300_000, savingsCents: 75_000 });
  });

  it('stays quiet when the short stay is cheaper', () => {
    // 20 × R$ 150 = R$ 3.000, the same as 30 nights: not less.
    expect(longStayHint(input(20))).toBeNull();
    expect(longStayHint(input(5))).toBeNull();
  });

  it('stays quiet for a long stay', () => {
    expect(longStayHint(input(30))).toBeNull();
    expect(longStayHint(input(45))).toBeNull();
  });

  it('counts car spots in the comparison', () => {
    // 21 nights: R$ 3.150 + 21 × R$ 100 = R$ 5.250; 30 nights: R$ 3.000 + 30 × R$ 100 = R$ 6.000.
    const withSpots = {
      carSpots: { common: 0, covered: 4 },
      spotPrices: { commonSpotDaily: 0, coveredSpotDaily: 2500 },
    };
    expect(longStayHint(input(21))).not.toBeNull();
    expect(longStayHint(input(21, withSpots))).toBeNull();
  });

  it('uses dynamic prices', () => {
    expect(
      longStayHint(
        input(25, {
          modality: { priceShortPeriod: 150, priceLongPeriod: 3000, dynamicPrices: { longPeriod: 4000 } },
        }),
      ),
    ).toBeNull();
  });

  it('throws INVALID_INTERVAL like the quote', () => {
    expect(() => longStayHint(input(0))).toThrow(expect.objectContaining({ code: 'INVALID_INTERVAL' }));
  });
});

describe('formatLongStayHint', () => {
  it('writes the hint in Portuguese', () => {
    expect(formatLongStayHint({ nights: 30, totalCents: 300_000, savingsCents: 75_000 })).toBe(
      'Com 30 noites você paga menos: R$ 3.000,00 no total.',
    );
  });
});
