import { formatCount } from '@estadia/domain';

// How the report's figures read in Portuguese. The figures themselves are the API's: nothing here
// recomputes a ratio, it only writes one.

const PERCENT = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const NON_BREAKING_SPACES = /[\u00A0\u202F]/g;

/** 0.4567 → '45,7%'. */
export function formatPercent(ratio: number): string {
  return PERCENT.format(ratio).replace(NON_BREAKING_SPACES, ' ');
}

/** '23 de 3.180 noites'. */
export function nightsSoldText(sold: number, available: number): string {
  return `${formatCount(sold)} de ${formatCount(available)} ${available === 1 ? 'noite' : 'noites'}`;
}
