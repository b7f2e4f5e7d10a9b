// How a chart's axis writes its ticks in Portuguese: short enough for the room beside the plot.

const TICK_PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const NON_BREAKING_SPACES = /[\u00A0\u202F]/g;

/** An axis tick: 0.25 → '25%', 0.025 → '2,5%'. */
export function formatPercentTick(ratio: number): string {
  return TICK_PERCENT.format(ratio).replace(NON_BREAKING_SPACES, ' ');
}

/** An axis tick in cents: 20_000_000 → 'R$ 200 mil', 150_000_000 → 'R$ 1,5 mi', 75_000 → 'R$ 750'. */
export function formatMoneyTick(cents: number): string {
  return `R$ ${COMPACT.format(cents / 100).replace(NON_BREAKING_SPACES, ' ')}`;
}
