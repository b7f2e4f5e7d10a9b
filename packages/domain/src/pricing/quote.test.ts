import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { quoteResponseSchema } from '../schemas/catalog.ts';
import { bookingDateArbitrary, reaisArbitrary } from '../test-support/arbitraries.ts';
import { calculateQuote, effectivePrices, type QuoteInput, rentCents } from './quote.ts';

const modality = { priceShortPeriod: 150, priceLongPeriod: 3000 };
const spotPrices = { commonSpotDaily: 1500, coveredSpotDaily: 2500 };
const START = '2025-03-01';

function quoteFor(nights: number, overrides: Partial<QuoteInput> = {}) {
  return calculateQuote({
    modality,
    spotPrices,
    interval: { start: START, end: addDays(START, nights) },
    ...overrides,
  });
}

describe('calculateQuote: short and long stays', () => {
  it.each([
    [1, 'SHORT_PERIOD', 15_000],
    [29, 'SHORT_PERIOD', 435_000],
    [30, 'LONG_PERIOD', 300_000],
    [31, 'LONG_PERIOD', 310_000],
    [45, 'LONG_PERIOD', 450_000],
    [59, 'LONG_PERIOD', 590_000],
    [60, 'LONG_PERIOD', 600_000],
    [61, 'LONG_PERIOD', 610_000],
  ])('%i nights is a %s stay of %i cents', (nights, period, cents) => {
    const quote = quoteFor(nights);
    expect(quote.nights).toBe(nights);
    expect(quote.period).toBe(period);
    expect(quote.rentCents).toBe(cents);
    expect(quote.totalCents).toBe(cents);
    expect(quote.carSpotsCents).toBe(0);
  });

  it('labels the rent line in Portuguese', () => {
    expect(quoteFor(45).lines).toEqual([
      { kind: 'RENT', label: '45 noites · período longo', amountCents: 450_000 },
    ]);
    expect(quoteFor(1).lines[0]!.label).toBe('1 noite · período curto');
    expect(quoteFor(29).lines[0]!.label).toBe('29 noites · período curto');
  });

  it('counts nights across a leap day', () => {
    const quote = calculateQuote({
      modality,
      spotPrices,
      interval: { start: '2024-02-28', end: '2024-03-01' },
    });
    expect(quote.nights).toBe(2);
    expect(quote.rentCents).toBe(30_000);
  });
});

describe('calculateQuote: rounding', () => {
  it('rounds the long rent once, half away from zero', () => {
    // 1000.01 × 45 / 30 = 1500.015 → 150001.5 cents → 150002
    expect(quoteFor(45, { modality: { priceShortPeriod: 100, priceLongPeriod: 1000.01 } }).rentCents).toBe(
      150_002,
    );
    // 1000.01 × 31 / 30 = 1033.3436… → 103334
    expect(quoteFor(31, { modality: { priceShortPeriod: 100, priceLongPeriod: 1000.01 } }).rentCents).toBe(
      103_334,
    );
  });

  it('does not drift where floating point would (1000.05 × 45 / 30 = 1500.075)', () => {
    const naive = Math.round((1000.05 * 1 + (1000.05 * 15) / 30) * 100);
    expect(naive).toBe(150_007);
    expect(quoteFor(45, { modality: { priceShortPeriod: 100, priceLongPeriod: 1000.05 } }).rentCents).toBe(
      150_008,
    );
  });

  it('keeps short prices exact', () => {
    expect(quoteFor(3, { modality: { priceShortPeriod: 0.1, priceLongPeriod: 1 } }).rentCents).toBe(30);
    expect(quoteFor(29, { modality: { priceShortPeriod: 199.99, priceLongPeriod: 1 } }).rentCents).toBe(
      579_971,
    );
  });
});

describe('calculateQuote: dynamic prices', () => {
  it('replaces the short price when set', () => {
    const quote = quoteFor(10, { modality: { ...modality, dynamicPrices: { shortPeriod: 120 } } });
    expect(quote.rentCents).toBe(120_000);
  });

  it('replaces the long price when set, and leaves the other period alone', () => {
    const dynamic = { ...modality, dynamicPrices: { longPeriod: 2400 } };
    expect(quoteFor(30, { modality: dynamic }).rentCents).toBe(240_000);
    expect(quoteFor(10, { modality: dynamic }).rentCents).toBe(150_000);
  });

  it('ignores null or absent dynamic prices', () => {
    expect(quoteFor(10, { modality: { ...modality, dynamicPrices: null } }).rentCents).toBe(150_000);
    expect(
      quoteFor(30, { modality: { ...modality, dynamicPrices: { shortPeriod: null, longPeriod: null } } })
        .rentCents,
    ).toBe(300_000);
  });

  it('uses a dynamic price of zero (a free promotion is still a price)', () => {
    expect(quoteFor(2, { modality: { ...modality, dynamicPrices: { shortPeriod: 0 } } }).rentCents).toBe(0);
  });

  it('exposes the effective prices in cents', () => {
    expect(effectivePrices({ ...modality, dynamicPrices: { longPeriod: 2500.5 } })).toEqual({
      shortCents: 15_000,
      longCents: 250_050,
    });
  });
});

describe('calculateQuote: car spots', () => {
  it('charges each kind per night and per spot, on its own line', () => {
    const quote = quoteFor(45, { carSpots: { common: 2, covered: 1 } });
    expect(quote.lines).toEqual([
      { kind: 'RENT', label: '45 noites · período longo', amountCents: 450_000 },
      { kind: 'COMMON_SPOTS', label: '2 vagas comuns × 45 noites', amountCents: 135_000 },
      { kind: 'COVERED_SPOTS', label: '1 vaga coberta × 45 noites', amountCents: 112_500 },
    ]);
    expect(quote.carSpotsCents).toBe(247_500);
    expect(quote.totalCents).toBe(697_500);
  });

  it('words one spot and one night in the singular, and more in the plural', () => {
    expect(
      quoteFor(1, { carSpots: { common: 1, covered: 2 } })
        .lines.slice(1)
        .map((line) => line.label),
    ).toEqual(['1 vaga comum × 1 noite', '2 vagas cobertas × 1 noite']);
  });

  it('leaves out a kind with no spots', () => {
    const quote = quoteFor(5, { carSpots: { common: 0, covered: 1 } });
    expect(quote.lines.map((line) => line.kind)).toEqual(['RENT', 'COVERED_SPOTS']);
  });

  it('treats missing counts as zero', () => {
    expect(quoteFor(5, { carSpots: { common: 1 } }).carSpotsCents).toBe(7_500);
    expect(quoteFor(5, { carSpots: null }).carSpotsCents).toBe(0);
  });

  it('refuses negative or fractional counts and bad spot prices', () => {
    expect(() => quoteFor(5, { carSpots: { common: -1, covered: 0 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CAR_SPOTS' }),
    );
    expect(() => quoteFor(5, { carSpots: { common: 1.5, covered: 0 } })).toThrow(DomainError);
    expect(() => quoteFor(5, { spotPrices: { commonSpotDaily: 10.5, coveredSpotDaily: 0 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_PRICE' }),
    );
  });
});

describe('calculateQuote: refused input', () => {
  it.each([
    [{ start: '2025-03-01', end: '2025-03-01' }],
    [{ start: '2025-03-02', end: '2025-03-01' }],
    [{ start: '2025-03-01', end: null }],
    [{ start: null, end: '2025-03-01' }],
    [{ start: '2025-02-30', end: '2025-03-05' }],
  ])('throws INVALID_INTERVAL for %j', (interval) => {
    expect(() => calculateQuote({ modality, spotPrices, interval })).toThrow(
      expect.objectContaining({ name: 'DomainError', code: 'INVALID_INTERVAL' }),
    );
  });

  it('throws INVALID_PRICE for a negative or missing price', () => {
    expect(() => quoteFor(3, { modality: { priceShortPeriod: -1, priceLongPeriod: 10 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_PRICE' }),
    );
    expect(() => quoteFor(3, { modality: { priceShortPeriod: Number.NaN, priceLongPeriod: 10 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_PRICE' }),
    );
  });
});

describe('calculateQuote: properties', () => {
  const inputArbitrary = fc.record({
    modality: fc.record({
      priceShortPeriod: reaisArbitrary,
      priceLongPeriod: reaisArbitrary,
      dynamicPrices: fc.option(
        fc.record({ shortPeriod: fc.option(reaisArbitrary), longPeriod: fc.option(reaisArbitrary) }),
      ),
    }),
    spotPrices: fc.record({
      commonSpotDaily: fc.integer({ min: 0, max: 100_000 }),
      coveredSpotDaily: fc.integer({ min: 0, max: 100_000 }),
    }),
    start: bookingDateArbitrary,
    nights: fc.integer({ min: 1, max: 800 }),
    carSpots: fc.record({
      common: fc.integer({ min: 0, max: 10 }),
      covered: fc.integer({ min: 0, max: 10 }),
    }),
  });

  type InputValue = typeof inputArbitrary extends fc.Arbitrary<infer T> ? T : never;

  function toInput(value: InputValue): QuoteInput {
    return {
      modality: value.modality,
      spotPrices: value.spotPrices,
      interval: { start: value.start, end: addDays(value.start, value.nights) },
      carSpots: value.carSpots,
    };
  }

  it('total is the sum of the lines; every amount is whole cents; the answer fits the schema', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const quote = calculateQuote(toInput(value));
        const sum = quote.lines.reduce((total, line) => total + line.amountCents, 0);
        const amounts = [
          quote.rentCents,
          quote.carSpotsCents,
          quote.totalCents,
          ...quote.lines.map((l) => l.amountCents),
        ];
        return (
          quote.totalCents === sum &&
          quote.rentCents + quote.carSpotsCents === quote.totalCents &&
          amounts.every(Number.isSafeInteger) &&
          quoteResponseSchema.safeParse(quote).success
        );
      }),
    );
  });

  it('never costs less for one more night of the same kind of stay', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const shorter = calculateQuote(toInput(value));
        const longer = calculateQuote(toInput({ ...value, nights: value.nights + 1 }));
        fc.pre(shorter.period === longer.period);
        return longer.rentCents >= shorter.rentCents && longer.totalCents >= shorter.totalCents;
      }),
    );
  });

  it('long rent is price × nights / 30 rounded half away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 30, max: 3650 }),
        (cents, nights) => {
          const rent = rentCents(nights, { shortCents: 0, longCents: cents });
          // 30·rent − cents·nights lies in (−15, 15]: within half a cent, ties rounded up (amounts are positive).
          const gap = 30 * rent - cents * nights;
          return gap > -15 && gap <= 15;
        },
      ),
    );
  });
});
