import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, MAX_CENTS_IN_WORDS } from './in-words.ts';

describe('integerInWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [14, 'catorze'],
    [16, 'dezesseis'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [110, 'cento e dez'],
    [234, 'duzentos e trinta e quatro'],
    [500, 'quinhentos'],
    [999, 'novecentos e noventa e nove'],
    [1000, 'mil'],
    [1001, 'mil e um'],
    [1015, 'mil e quinze'],
    [1100, 'mil e cem'],
    [1101, 'mil cento e um'],
    [1200, 'mil e duzentos'],
    [1234, 'mil duzentos e trinta e quatro'],
    [2000, 'dois mil'],
    [21_000, 'vinte e um mil'],
    [100_000, 'cem mil'],
    [101_000, 'cento e um mil'],
    [999_999, 'novecentos e noventa e nove mil novecentos e noventa e nove'],
    [1_000_000, 'um milhão'],
    [1_000_001, 'um milhão e um'],
    [1_000_100, 'um milhão e cem'],
    [1_000_101, 'um milhão cento e um'],
    [1_200_000, 'um milhão e duzentos mil'],
    [1_250_000, 'um milhão duzentos e cinquenta mil'],
    [1_200_300, 'um milhão duzentos mil e trezentos'],
    [2_000_000, 'dois milhões'],
    [99_999_999, 'noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove'],
  ])('%i → %s', (value, words) => {
    expect(integerInWords(value)).toBe(words);
  });

  it('refuses what it cannot write', () => {
    for (const value of [-1, 1.5, 1_000_000_000, Number.NaN]) expect(() => integerInWords(value)).toThrow();
  });
});

describe('amountInWords', () => {
  it.each([
    [1, 'um centavo'],
    [50, 'cinquenta centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [200, 'dois reais'],
    [10_000, 'cem reais'],
    [10_100, 'cento e um reais'],
    [123_456, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [110_000, 'mil e cem reais'],
    [200_001, 'dois mil reais e um centavo'],
    [100_000_000, 'um milhão de reais'],
    [300_000_000, 'três milhões de reais'],
    [100_010_000, 'um milhão e cem reais'],
    [100_000_001, 'um milhão de reais e um centavo'],
    [
      MAX_CENTS_IN_WORDS,
      'noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e ' +
        'noventa e nove centavos',
    ],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('says zero reais for nothing and refuses negative, fractional or too large amounts', () => {
    expect(amountInWords(0)).toBe('zero reais');
    for (const cents of [-1, 0.5, MAX_CENTS_IN_WORDS + 1]) expect(() => amountInWords(cents)).toThrow();
  });

  it('writes every amount in its range as lower-case words joined by single spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS_IN_WORDS }), (cents) => {
        const words = amountInWords(cents);
        return (
          /^[a-zãçéêõ]+( [a-zãçéêõ]+)*$/.test(words) &&
          !words.includes(' e e ') &&
          !words.startsWith('um mil ') &&
          (cents % 100 === 0 ? !words.includes('centavo') : /centavos?$/.test(words))
        );
      }),
    );
  });
});
