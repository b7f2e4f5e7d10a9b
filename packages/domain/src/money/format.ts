import { reaisToCents, roundHalfAwayFromZero } from './cents.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const INTEGER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

// Intl puts a no-break space (U+00A0, or U+202F in some ICU versions) after 'R$'. A plain space keeps
// the text identical across Node and browsers and easy to compare in tests.
const NON_BREAKING_SPACES = /[\u00A0\u202F]/g;

/** Integer cents → 'R$ 1.234,56' (negative: '-R$ 1.234,56'). */
export function formatMoney(cents: number): string {
  const whole = roundHalfAwayFromZero(cents);
  return BRL.format(whole / 100)
    .replace(NON_BREAKING_SPACES, ' ')
    .replace(/^-\s*R\$\s*/, '-R$ ');
}

/** Reais (decimal number) → 'R$ 1.234,56'. */
export function formatReais(reais: number): string {
  return formatMoney(reaisToCents(reais));
}

/** '1.500' style grouping for counts shown next to a word. */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}
