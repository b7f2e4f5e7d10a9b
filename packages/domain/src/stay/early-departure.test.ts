import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import { bookingDateArbitrary } from '../test-support/arbitraries.ts';
import {
  EARLY_DEPARTURE_FINE_NIGHTS,
  EARLY_DEPARTURE_SHORT_NOTICE_DAYS,
  EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS,
  type EarlyDepartureInput,
  earlyDepartureQuote,
} from './early-departure.ts';

/** A stay of `nights` from `startDate`, left on a day inside it, told `notice` days ahead. */
const departure = (options: { minNights: number; maxNights: number }) =>
  fc
    .record({
      startDate: bookingDateArbitrary,
      nights: fc.integer({ min: Math.max(2, options.minNights), max: options.maxNights }),
      keptRatio: fc.double({ min: 0, max: 1, noNaN: true }),
      noticeDays: fc.integer({ min: 1, max: 60 }),
      valueCents: fc.integer({ min: 0, max: 50_000_000 }),
      paidRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((draw): EarlyDepartureInput => {
      const kept = 1 + Math.floor(draw.keptRatio * (draw.nights - 2));
      const date = addDays(draw.startDate, kept);
      return {
        startDate: draw.startDate,
        endDate: addDays(draw.startDate, draw.nights),
        date,
        today: addDays(date, -Math.min(draw.noticeDays, kept + 30)),
        valueCents: draw.valueCents,
        paidCents: Math.round(draw.valueCents * draw.paidRatio),
      };
    });

const longStay = departure({ minNights: 30, maxNights: 400 });
const shortStay = departure({ minNights: 2, maxNights: 29 });

describe('earlyDepartureQuote', () => {
  it('splits the stay: nights kept and released add up, and so do their values', () => {
    fc.assert(
      fc.property(fc.oneof(longStay, shortStay), (input) => {
        const quote = earlyDepartureQuote(input);
        expect(quote.nightsKept + quote.nightsReleased).toBe(
          (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000,
        );
        expect(quote.keptValueCents + quote.releasedValueCents).toBe(input.valueCents);
        expect(quote.newValueCents).toBe(quote.keptValueCents + quote.feeCents);
        expect(quote.newValueCents).toBeLessThanOrEqual(input.valueCents);
        expect(quote.refundCents - quote.stillOwedCents).toBe(input.paidCents - quote.newValueCents);
        expect(Math.min(quote.refundCents, quote.stillOwedCents)).toBe(0);
      }),
    );
  });

  it('long stays: the fine is one 30-night period reduced in proportion to the time left (art. 4º)', () => {
    fc.assert(
      fc.property(longStay, (input) => {
        const quote = earlyDepartureQuote(input);
        const nights = quote.nightsKept + quote.nightsReleased;
        expect(quote.ruleKind).toBe('LONG_FINE');
        // fine = value × 30 ÷ nights; fee = fine × released ÷ nights, each rounded once.
        expect(
          Math.abs(quote.contractFineCents * nights - input.valueCents * EARLY_DEPARTURE_FINE_NIGHTS),
        ).toBeLessThanOrEqual(nights / 2);
        // Within two cents of fine × released ÷ nights (the fee is rounded with the stay's new value).
        expect(
          Math.abs(quote.feeCents * nights - quote.contractFineCents * quote.nightsReleased),
        ).toBeLessThanOrEqual(2 * nights);
        expect(quote.feeCents).toBeLessThanOrEqual(quote.contractFineCents);
        // Never more than the nights given up: leaving early never costs more than staying.
        expect(quote.feeCents).toBeLessThanOrEqual(quote.releasedValueCents);
        expect(quote.rule).toContain('art. 4º da Lei nº 8.245/1991');
      }),
    );
  });

  it('long stays: a fee rounded on a few cents never passes the fine (the case fast-check found)', () => {
    const quote = earlyDepartureQuote({
      startDate: '1990-01-01',
      endDate: '1990-07-09',
      date: '1990-01-02',
      today: '1990-01-01',
      valueCents: 22,
      paidCents: 0,
    });
    expect(quote.contractFineCents).toBe(3);
    expect(quote.feeCents).toBeLessThanOrEqual(3);
  });

  it('long stays: leaving earlier never costs a smaller fine', () => {
    fc.assert(
      fc.property(longStay, fc.integer({ min: 1, max: 30 }), (input, earlier) => {
        const later = earlyDepartureQuote(input);
        const date = addDays(input.date, -earlier);
        fc.pre(date > input.startDate && date > input.today);
        const sooner = earlyDepartureQuote({ ...input, date });
        // The stay's new value is rounded once, so it is exactly monotonic; the fee is that value less the
        // nights kept (rounded on their own), so it may move by one cent the other way on tiny amounts.
        expect(sooner.newValueCents).toBeLessThanOrEqual(later.newValueCents);
        expect(sooner.feeCents).toBeGreaterThanOrEqual(later.feeCents - 1);
      }),
    );
  });

  it('long stays: no fine with an employer’s transfer letter sent 30 days ahead, the fine with less', () => {
    fc.assert(
      fc.property(longStay, fc.integer({ min: 0, max: 90 }), (input, letterDaysAhead) => {
        const quote = earlyDepartureQuote({
          ...input,
          transferLetterDate: addDays(input.date, -letterDaysAhead),
        });
        if (letterDaysAhead >= EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS) {
          expect(quote.ruleKind).toBe('LONG_TRANSFER');
          expect(quote.feeCents).toBe(0);
          expect(quote.newValueCents).toBe(quote.keptValueCents);
        } else expect(quote.ruleKind).toBe('LONG_FINE');
      }),
    );
  });

  it('short stays: the nights not used come back, less one night without enough notice', () => {
    fc.assert(
      fc.property(shortStay, (input) => {
        const quote = earlyDepartureQuote(input);
        const notice = (Date.parse(input.date) - Date.parse(input.today)) / 86_400_000;
        const nights = quote.nightsKept + quote.nightsReleased;
        if (notice >= EARLY_DEPARTURE_SHORT_NOTICE_DAYS) {
          expect(quote.ruleKind).toBe('SHORT_WITH_NOTICE');
          expect(quote.feeCents).toBe(0);
        } else {
          expect(quote.ruleKind).toBe('SHORT_SHORT_NOTICE');
          expect(quote.feeCents).toBe(
            Math.min(quote.releasedValueCents, Math.round(input.valueCents / nights)),
          );
        }
        expect(quote.contractFineCents).toBe(0);
      }),
    );
  });

  it('states the rule with the amounts, in Portuguese', () => {
    const quote = earlyDepartureQuote({
      startDate: '2026-12-01',
      endDate: '2027-03-01', // 90 nights
      date: '2027-01-30', // 60 kept, 30 released
      today: '2026-12-20',
      valueCents: 900_000,
      paidCents: 600_000,
    });
    expect(quote).toMatchObject({
      nightsKept: 60,
      nightsReleased: 30,
      keptValueCents: 600_000,
      contractFineCents: 300_000,
      feeCents: 100_000,
      newValueCents: 700_000,
      refundCents: 0,
      stillOwedCents: 100_000,
    });
    expect(quote.rule).toBe(
      'Devolução antecipada do imóvel (art. 4º da Lei nº 8.245/1991): a multa do contrato, de R$ 3.000,00 ' +
        '(30 noites), é reduzida na proporção do tempo que falta — 30 de 90 noites — e fica em R$ 1.000,00; ' +
        'as noites depois da nova saída não são cobradas.',
    );
    const short = earlyDepartureQuote({
      startDate: '2026-12-01',
      endDate: '2026-12-06',
      date: '2026-12-04',
      today: '2026-12-02',
      valueCents: 50_000,
      paidCents: 50_000,
    });
    expect(short).toMatchObject({ nightsReleased: 2, feeCents: 10_000, refundCents: 10_000 });
    expect(short.rule).toBe(
      'Saída antecipada avisada com menos de 7 dias de antecedência: 2 noites não usadas são devolvidas, ' +
        'menos o valor de 1 noite (R$ 100,00).',
    );
  });

  it('refuses a date outside the stay, today or before, with a clear message', () => {
    const stay = {
      startDate: '2026-12-01',
      endDate: '2026-12-10',
      today: '2026-12-03',
      valueCents: 1,
      paidCents: 0,
    };
    for (const [date, words] of [
      ['2026-12-10', 'anterior à saída prevista no contrato (10/12/2026)'],
      ['2026-12-15', 'anterior à saída prevista'],
      ['2026-12-03', 'a partir de amanhã'],
      ['2026-12-01', 'depois do check-in (01/12/2026)'],
    ] as const) {
      expect(() => earlyDepartureQuote({ ...stay, date })).toThrow(
        expect.objectContaining({
          code: 'EARLY_DEPARTURE_DATE_INVALID',
          message: expect.stringContaining(words),
        }),
      );
    }
  });
});
