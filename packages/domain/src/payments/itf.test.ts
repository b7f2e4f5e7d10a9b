import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeItf, ITF_DIGIT_PATTERNS, type ItfModule } from './itf.ts';

const STANDARD_PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];

/** Reads the modules back as a scanner would; written apart from the encoder, for these tests only. */
function decodeItf(modules: ItfModule[]): string {
  const text = modules.map((module) => (module.wide ? 'w' : 'n')).join('');
  expect(modules.every((module, index) => module.bar === (index % 2 === 0))).toBe(true);
  expect(text.slice(0, 4)).toBe('nnnn');
  expect(text.slice(-3)).toBe('wnn');
  const body = text.slice(4, -3);
  expect(body.length % 10).toBe(0);
  let digits = '';
  for (let start = 0; start < body.length; start += 10) {
    const pair = body.slice(start, start + 10);
    const bars = [0, 2, 4, 6, 8].map((index) => pair[index]).join('');
    const spaces = [1, 3, 5, 7, 9].map((index) => pair[index]).join('');
    digits += `${STANDARD_PATTERNS.indexOf(bars)}${STANDARD_PATTERNS.indexOf(spaces)}`;
  }
  expect(digits).not.toContain('-1');
  return digits;
}

describe('encodeItf', () => {
  it('uses the standard digit patterns', () => {
    expect(ITF_DIGIT_PATTERNS).toEqual(STANDARD_PATTERNS);
  });

  it('starts with narrow bar, space, bar, space and stops with wide bar, narrow space, narrow bar', () => {
    const modules = encodeItf('12');
    expect(modules.slice(0, 4)).toEqual([
      { bar: true, wide: false },
      { bar: false, wide: false },
      { bar: true, wide: false },
      { bar: false, wide: false },
    ]);
    expect(modules.slice(-3)).toEqual([
      { bar: true, wide: true },
      { bar: false, wide: false },
      { bar: true, wide: false },
    ]);
  });

  it('interleaves a pair: the first digit in the bars, the second in the spaces', () => {
    // 1 = wnnnw in the bars, 2 = nwnnw in the spaces.
    const pair = encodeItf('12')
      .slice(4, 14)
      .map((module) => `${module.bar ? 'B' : 'S'}${module.wide ? 'w' : 'n'}`);
    expect(pair).toEqual(['Bw', 'Sn', 'Bn', 'Sw', 'Bn', 'Sn', 'Bn', 'Sn', 'Bw', 'Sw']);
  });

  it('has 4 + 5 per digit + 3 elements, 44 digits making a boleto barcode', () => {
    expect(encodeItf('0'.repeat(44))).toHaveLength(4 + 44 * 5 + 3);
  });

  it('decodes back to its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\d\d)+$/), (digits) => {
        expect(decodeItf(encodeItf(digits))).toBe(digits);
      }),
    );
    expect(decodeItf(encodeItf('0123456789'))).toBe('0123456789');
  });

  it('refuses an odd count, an empty string and non-digits', () => {
    for (const digits of ['1', '123', '', '12a4', '１２']) {
      expect(() => encodeItf(digits)).toThrow(expect.objectContaining({ code: 'INVALID_ITF_DIGITS' }));
    }
  });
});
