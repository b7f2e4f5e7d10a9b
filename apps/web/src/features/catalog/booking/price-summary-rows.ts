import {
  type CarSpotsCount,
  effectivePrices,
  formatMoney,
  type ModalityPrices,
  PERIOD_KIND_LABELS,
  type PeriodKind,
  pluralize,
  pluralWord,
  type Quote,
  type SpotPrices,
} from '@estadia/domain';

export interface PriceSummaryRow {
  key: string;
  label: string;
  detail: string;
  amountCents: number;
}

export interface PriceSummaryView {
  /** '6 noites'. */
  nightsLabel: string;
  /** 'Período curto' or 'Período longo'. */
  periodLabel: string;
  period: PeriodKind;
  rows: PriceSummaryRow[];
  totalCents: number;
}

/** '2 vagas comuns', '1 vaga coberta'. */
export function carSpotsLabel(count: number, kind: 'comum' | 'coberta'): string {
  return `${count} ${pluralWord(count, 'vaga')} ${pluralWord(count, kind)}`;
}

/**
 * The lines of a quote as the summary shows them: what each amount is for and how it was reached. The
 * amounts are the quote's own (the domain's calculateQuote), never recomputed here.
 */
export function priceSummaryView(
  quote: Quote,
  {
    modality,
    spotPrices,
    carSpots,
  }: { modality: ModalityPrices; spotPrices: SpotPrices; carSpots: CarSpotsCount },
): PriceSummaryView {
  const nights = pluralize(quote.nights, 'noite');
  const prices = effectivePrices(modality);
  const rows = quote.lines.map((line): PriceSummaryRow => {
    if (line.kind === 'RENT') {
      return {
        key: line.kind,
        label: 'Aluguel',
        detail:
          quote.period === 'SHORT_PERIOD'
            ? `${nights} × ${formatMoney(prices.shortCents)}`
            : `${nights} a ${formatMoney(prices.longCents)} a cada 30 noites`,
        amountCents: line.amountCents,
      };
    }
    const common = line.kind === 'COMMON_SPOTS';
    const daily = common ? spotPrices.commonSpotDaily : spotPrices.coveredSpotDaily;
    return {
      key: line.kind,
      label: carSpotsLabel(common ? carSpots.common : carSpots.covered, common ? 'comum' : 'coberta'),
      detail: `${nights} × ${formatMoney(daily)} por vaga`,
      amountCents: line.amountCents,
    };
  });
  return {
    nightsLabel: nights,
    periodLabel: PERIOD_KIND_LABELS[quote.period],
    period: quote.period,
    rows,
    totalCents: quote.totalCents,
  };
}
