import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightsBetween } from '../dates/interval.ts';
import { addDays } from '../dates/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { calculateQuote } from '../pricing/quote.ts';
import { periodForNights } from '../rentals/period.ts';
import { bookingDateArbitrary, reaisArbitrary } from '../test-support/arbitraries.ts';
import {
  AGREED_VALUE_LINE_LABEL,
  EXTENSION_STATUS_LABELS,
  EXTENSION_STATUSES,
  extensionRefusal,
  quoteExtension,
} from './extension.ts';
import { extensionQuoteSchema } from './extension-schemas.ts';

const modality = { priceShortPeriod: 150, priceLongPeriod: 3000 };
const spotPrices = { commonSpotDaily: 1500, coveredSpotDaily: 2500 };
const START = '2026-03-01';

/** The stay of `nights` as booked: its value is the price rule's. */
function bookedValue(nights: number, carSpots = { common: 0, covered: 0 }, prices = modality) {
  return calculateQuote({
    modality: prices,
    spotPrices,
    interval: { start: START, end: addDays(START, nights) },
    carSpots,
  }).totalCents;
}

describe('quoteExtension', () => {
  it('re-prices a three-month stay with two more weeks as one long stay', () => {
    const quote = quoteExtension({
      modality,
      spotPrices,
      carSpots: { common: 1, covered: 0 },
      start: START,
      currentEnd: addDays(START, 90),
      newEnd: addDays(START, 104),
      currentValueCents: bookedValue(90, { common: 1, covered: 0 }),
    });
    expect(quote).toMatchObject({ nights: 104, period: 'LONG_PERIOD', addedNights: 14 });
    // 3000 × 104 / 30 = 10 400,00 of rent and 15,00 × 104 of the spot; 9 000,00 + 1 350,00 were paid.
    expect(quote.rentalValueCents).toBe(1_040_000 + 156_000);
    expect(quote.differenceCents).toBe(1_040_000 + 156_000 - (900_000 + 135_000));
    expect(extensionQuoteSchema.parse(quote)).toEqual(quote);
  });

  it('turns a short stay that passes 29 nights into a long one, never below the value agreed', () => {
    // 20 short nights cost 3 000,00; 35 long nights cost 3 500,00: 500,00 to pay.
    const longer = quoteExtension({
      modality,
      spotPrices,
      carSpots: { common: 0, covered: 0 },
      start: START,
      currentEnd: addDays(START, 20),
      newEnd: addDays(START, 35),
      currentValueCents: bookedValue(20),
    });
    expect(longer).toMatchObject({
      period: 'LONG_PERIOD',
      rentalValueCents: 350_000,
      differenceCents: 50_000,
    });
    // 25 short nights cost 3 750,00; 30 long nights only 3 000,00: the agreed 3 750,00 stays, nothing to pay.
    const cheaper = quoteExtension({
      modality,
      spotPrices,
      carSpots: { common: 0, covered: 0 },
      start: START,
      currentEnd: addDays(START, 25),
      newEnd: addDays(START, 30),
      currentValueCents: bookedValue(25),
    });
    expect(cheaper).toMatchObject({ period: 'LONG_PERIOD', rentalValueCents: 375_000, differenceCents: 0 });
    expect(cheaper.lines.at(-1)).toEqual({
      kind: 'AGREED_VALUE',
      label: AGREED_VALUE_LINE_LABEL,
      amountCents: 75_000,
    });
  });

  it('refuses an end on or before the current check-out, and a stay over two years', () => {
    const input = {
      modality,
      spotPrices,
      carSpots: { common: 0, covered: 0 },
      start: START,
      currentEnd: addDays(START, 10),
      currentValueCents: bookedValue(10),
    };
    expect(() => quoteExtension({ ...input, newEnd: addDays(START, 10) })).toThrow(DomainError);
    expect(() => quoteExtension({ ...input, newEnd: addDays(START, 9) })).toThrow(
      'A nova data de saída deve ser depois de 11/03/2026, a saída atual.',
    );
    expect(() => quoteExtension({ ...input, newEnd: addDays(START, 731) })).toThrow(/no máximo 730 noites/);
  });

  it('property: the whole stay is priced by the price rule, the difference brings the value to it', () => {
    fc.assert(
      fc.property(
        bookingDateArbitrary,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        reaisArbitrary,
        reaisArbitrary,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        (start, booked, added, short, long, common, covered) => {
          const prices = { priceShortPeriod: short, priceLongPeriod: long };
          const carSpots = { common, covered };
          const currentEnd = addDays(start, booked);
          const newEnd = addDays(currentEnd, added);
          const current = calculateQuote({
            modality: prices,
            spotPrices,
            interval: { start, end: currentEnd },
            carSpots,
          }).totalCents;
          const whole = calculateQuote({
            modality: prices,
            spotPrices,
            interval: { start, end: newEnd },
            carSpots,
          });
          const quote = quoteExtension({
            modality: prices,
            spotPrices,
            carSpots,
            start,
            currentEnd,
            newEnd,
            currentValueCents: current,
          });
          expect(quote.nights).toBe(nightsBetween(start, newEnd));
          expect(quote.addedNights).toBe(added);
          expect(quote.period).toBe(periodForNights(booked + added));
          // The price rule's lines for the whole stay, then the agreed value's complement when needed.
          expect(quote.lines.slice(0, whole.lines.length)).toEqual(whole.lines);
          expect(quote.rentalValueCents).toBe(Math.max(whole.totalCents, current));
          expect(quote.rentalValueCents).toBe(quote.lines.reduce((sum, line) => sum + line.amountCents, 0));
          expect(quote.differenceCents).toBeGreaterThanOrEqual(0);
          expect(current + quote.differenceCents).toBe(quote.rentalValueCents);
          // A long stay stays long, and longer never costs less per the rule.
          if (booked >= 30) expect(whole.totalCents).toBeGreaterThanOrEqual(current);
        },
      ),
    );
  });
});

describe('extensionRefusal', () => {
  it('allows a RENTED stay before its check-out day only', () => {
    expect(extensionRefusal({ status: 'RENTED', endDate: '2026-05-10' }, '2026-05-09')).toBeNull();
    expect(extensionRefusal({ status: 'RENTED', endDate: '2026-05-10' }, '2026-05-10')).toMatch(
      /dia da saída/,
    );
    expect(extensionRefusal({ status: 'WAITING_FOR_PAYMENT', endDate: '2026-05-10' }, '2026-05-01')).toMatch(
      /estadia paga/,
    );
    expect(extensionRefusal({ status: 'DEFAULTER', endDate: '2026-05-10' }, '2026-05-01')).not.toBeNull();
  });
});

describe('extension statuses', () => {
  it('are labelled in Portuguese', () => {
    for (const status of EXTENSION_STATUSES) expect(EXTENSION_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
  });
});
