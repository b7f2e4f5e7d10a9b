import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import { addDays } from '../dates/iso-date.ts';
import { formatMoney } from '../money/format.ts';
import { pluralize } from '../money/plural.ts';
import { calculateQuote, type QuoteInput } from './quote.ts';

export interface LongStayHint {
  nights: number;
  totalCents: number;
  savingsCents: number;
}

/**
 * When staying longer (up to 30 nights) costs less in total than the short stay asked for — the
 * long price per night is often much lower — the cheapest such stay. Null otherwise.
 */
export function longStayHint(input: QuoteInput): LongStayHint | null {
  const requested = calculateQuote(input);
  let best: LongStayHint | null = null;
  for (let nights = requested.nights + 1; nights <= LONG_PERIOD_NIGHTS; nights++) {
    const end = addDays(input.interval.start!, nights);
    const { totalCents } = calculateQuote({ ...input, interval: { start: input.interval.start, end } });
    if (totalCents < requested.totalCents && (!best || totalCents < best.totalCents)) {
      best = { nights, totalCents, savingsCents: requested.totalCents - totalCents };
    }
  }
  return best;
}

/** 'Com 30 noites você paga menos: R$ 2.400,00 no total.' */
export function formatLongStayHint(hint: LongStayHint): string {
  return `Com ${pluralize(hint.nights, 'noite')} você paga menos: ${formatMoney(hint.totalCents)} no total.`;
}
