import { formatCount } from '@estadia/domain';

// How the report's figures read in Portuguese. The figures themselves are the API's: nothing here
// recomputes a ratio, it only writes one.

const PERCENT = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const TICK_PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const NON_BREAKING_SPACES = /[\u00A0\u202F]/g;

/** 0.4567 → '45,7%'. */
export function formatPercent(ratio: number): string {
  return PERCENT.format(ratio).replace(NON_BREAKING_SPACES, ' ');
}

/** An axis tick: 0.25 → '25%', 0.025 → '2,5%'. */
export function formatPercentTick(ratio: number): string {
  return TICK_PERCENT.format(ratio).replace(NON_BREAKING_SPACES, ' ');
}

/** An axis tick in cents: 20_000_000 → 'R$ 200 mil', 150_000_000 → 'R$ 1,5 mi', 75_000 → 'R$ 750'. */
export function formatMoneyTick(cents: number): string {
  return `R$ ${COMPACT.format(cents / 100).replace(NON_BREAKING_SPACES, ' ')}`;
}

/** '23 de 3.180 noites'. */
export function nightsSoldText(sold: number, available: number): string {
  return `${formatCount(sold)} de ${formatCount(available)} ${available === 1 ? 'noite' : 'noites'}`;
}
