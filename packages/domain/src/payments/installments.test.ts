import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardInstallmentOption,
  cardInstallmentOptions,
  DEFAULT_CARD_INSTALLMENT_RULE,
  describeInstallment,
  interestFreeInstallmentAmounts,
} from './installments.ts';

// The expected installments were computed apart with Python's decimal module (50 digits):
// 300000 · 0.0199 / (1 − 1.0199^−n), rounded half up to the cent.
describe('cardInstallmentOptions', () => {
  it('offers R$ 3.000,00 in up to 3x without interest and up to 12x at 1,99% a month', () => {
    const options = cardInstallmentOptions(300_000);
    expect(
      options.map((option) => [option.installments, option.installmentCents, option.totalCents]),
    ).toEqual([
      [1, 300_000, 300_000],
      [2, 150_000, 300_000],
      [3, 100_000, 300_000],
      [4, 78_768, 315_072],
      [5, 63_629, 318_145],
      [6, 53_540, 321_240],
      [7, 46_336, 324_352],
      [8, 40_935, 327_480],
      [9, 36_737, 330_633],
      [10, 33_380, 333_800],
      [11, 30_636, 336_996],
      [12, 28_350, 340_200],
    ]);
    expect(
      options.slice(0, 3).every((option) => option.interestFree && option.monthlyInterestPercent === 0),
    ).toBe(true);
    expect(
      options.slice(3).every((option) => !option.interestFree && option.monthlyInterestPercent === 1.99),
    ).toBe(true);
  });

  it('leaves out installments under R$ 50,00, but always offers 1x', () => {
    // R$ 200,00: 4x is R$ 52,51, 5x would be R$ 42,42.
    expect(
      cardInstallmentOptions(20_000).map((option) => [option.installments, option.installmentCents]),
    ).toEqual([
      [1, 20_000],
      [2, 10_000],
      [3, 6_666],
      [4, 5_251],
    ]);
    expect(cardInstallmentOptions(4_000).map((option) => option.installments)).toEqual([1]);
  });

  it('follows a rule given in its place', () => {
    const rule = {
      maxInstallments: 6,
      interestFreeInstallments: 6,
      monthlyInterestPercent: 0,
      minInstallmentCents: 1,
    };
    const options = cardInstallmentOptions(100_000, rule);
    expect(options).toHaveLength(6);
    expect(options.every((option) => option.interestFree && option.totalCents === 100_000)).toBe(true);
  });

  it('refuses a non-positive or fractional amount', () => {
    for (const amount of [0, -1, 10.5]) {
      expect(() => cardInstallmentOptions(amount)).toThrow(
        expect.objectContaining({ code: 'INVALID_AMOUNT' }),
      );
    }
  });

  it('charges at least the amount, more with more installments, never under the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amountCents) => {
        const options = cardInstallmentOptions(amountCents);
        expect(options[0]!.installments).toBe(1);
        options.forEach((option, index) => {
          expect(option.totalCents).toBeGreaterThanOrEqual(amountCents);
          if (option.installments > 1) {
            expect(option.installmentCents).toBeGreaterThanOrEqual(
              DEFAULT_CARD_INSTALLMENT_RULE.minInstallmentCents,
            );
          }
          if (option.interestFree) expect(option.totalCents).toBe(amountCents);
          else expect(option.totalCents).toBe(option.installmentCents * option.installments);
          if (index > 0) expect(option.totalCents).toBeGreaterThanOrEqual(options[index - 1]!.totalCents);
        });
      }),
    );
  });
});

describe('interestFreeInstallmentAmounts', () => {
  it('puts the remainder on the first installment', () => {
    expect(interestFreeInstallmentAmounts(100_001, 3)).toEqual([33_335, 33_333, 33_333]);
    expect(interestFreeInstallmentAmounts(20_000, 3)).toEqual([6_668, 6_666, 6_666]);
    expect(interestFreeInstallmentAmounts(500, 1)).toEqual([500]);
  });

  it('adds up to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 12 }), (amount, count) => {
        const amounts = interestFreeInstallmentAmounts(amount, count);
        expect(amounts).toHaveLength(count);
        expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(amount);
        expect(amounts[0]! - amounts.at(-1)!).toBeLessThan(count);
      }),
    );
  });
});

describe('cardInstallmentOption', () => {
  it('finds one option, or undefined when it is not offered', () => {
    expect(cardInstallmentOption(300_000, 12)?.installmentCents).toBe(28_350);
    expect(cardInstallmentOption(20_000, 5)).toBeUndefined();
    expect(cardInstallmentOption(20_000, 13)).toBeUndefined();
  });
});

describe('describeInstallment', () => {
  it('says "sem juros" or shows the total with interest', () => {
    expect(describeInstallment(cardInstallmentOption(300_000, 3)!)).toBe('3x de R$ 1.000,00 sem juros');
    expect(describeInstallment(cardInstallmentOption(300_000, 1)!)).toBe('1x de R$ 3.000,00 sem juros');
    expect(describeInstallment(cardInstallmentOption(300_000, 12)!)).toBe(
      '12x de R$ 283,50 (total R$ 3.402,00)',
    );
  });
});
