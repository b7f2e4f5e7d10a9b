import { DomainError } from '../errors/domain-error.ts';

/** One bar or space of the symbol, narrow or wide; a drawing scales them to its own module widths. */
export interface ItfModule {
  bar: boolean;
  wide: boolean;
}

/** Each digit's five elements, narrow (n) or wide (w): exactly two of the five are wide. */
export const ITF_DIGIT_PATTERNS: readonly string[] = [
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

const START = 'nnnn';
const STOP = 'wnn';

/**
 * Interleaved 2 of 5, the symbology of the boleto's barcode: digits go in pairs, the first drawn by the
 * five bars, the second by the five spaces between them. Bars and spaces alternate from a bar, so the
 * list only says which elements are wide.
 */
export function encodeItf(digits: string): ItfModule[] {
  if (!/^\d*$/.test(digits) || digits.length === 0 || digits.length % 2 !== 0) {
    throw new DomainError(
      'INVALID_ITF_DIGITS',
      'O código de barras precisa de uma quantidade par de dígitos.',
    );
  }
  let widths = START;
  for (let index = 0; index < digits.length; index += 2) {
    const bars = ITF_DIGIT_PATTERNS[Number(digits[index])]!;
    const spaces = ITF_DIGIT_PATTERNS[Number(digits[index + 1])]!;
    for (let element = 0; element < 5; element += 1) widths += bars[element]! + spaces[element]!;
  }
  widths += STOP;
  return [...widths].map((width, position) => ({ bar: position % 2 === 0, wide: width === 'w' }));
}
