import { reaisToCents, roundHalfAwayFromZero } from './cents.ts';

// Written out rather than through Intl.NumberFormat: a browser's first Intl formatter loads the
// locale's data, 15–25 ms of the main thread on a fast computer and four times that on a mid-range
// phone, on every page that shows a price. The format is fixed ('R$ 1.234,56', a plain space after
// 'R$', the minus before it), and the tests hold it to Intl's own output.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number of non-negative units with '.' between groups of three: '1.234.567'. */
const grouped = (units: number) => String(units).replace(THOUSANDS, '.');

/** Integer cents → 'R$ 1.234,56' (negative: '-R$ 1.234,56'). */
export function formatMoney(cents: number): string {
  const whole = roundHalfAwayFromZero(cents);
  const size = Math.abs(whole);
  const reais = grouped(Math.floor(size / 100));
  const centavos = String(size % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}R$ ${reais},${centavos}`;
}

/** Reais (decimal number) → 'R$ 1.234,56'. */
export function formatReais(reais: number): string {
  return formatMoney(reaisToCents(reais));
}

/**
 * A number as Brazilians write it, with at most `maxFractionDigits` decimals (rounded half away from zero,
 * trailing zeros dropped): formatDecimal(1234.5, 2) → '1.234,5'.
 */
export function formatDecimal(value: number, maxFractionDigits: number): string {
  const scale = 10 ** maxFractionDigits;
  const scaled = roundHalfAwayFromZero(Number((value * scale).toFixed(6)));
  const size = Math.abs(scaled);
  const fraction = String(size % scale)
    .padStart(maxFractionDigits, '0')
    .replace(/0+$/, '');
  return `${scaled < 0 ? '-' : ''}${grouped(Math.floor(size / scale))}${fraction ? `,${fraction}` : ''}`;
}

/** '1.500' style grouping for counts shown next to a word (rounded to a whole number). */
export function formatCount(value: number): string {
  return formatDecimal(value, 0);
}
