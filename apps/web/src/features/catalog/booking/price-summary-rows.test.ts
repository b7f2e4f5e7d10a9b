import { calculateQuote } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { carSpotsLabel, priceSummaryView } from './price-summary-rows';

const modality = { priceShortPeriod: 159, priceLongPeriod: 2890, dynamicPrices: null };
const spotPrices = { commonSpotDaily: 1500, coveredSpotDaily: 2500 };

function view(start: string, end: string, carSpots = { common: 0, covered: 0 }) {
  const quote = calculateQuote({ modality, spotPrices, interval: { start, end }, carSpots });
  return { quote, view: priceSummaryView(quote, { modality, spotPrices, carSpots }) };
}

describe('price summary', () => {
  it('labels a one-night short stay in the singular', () => {
    const { view: summary } = view('2026-03-14', '2026-03-15');
    expect(summary.nightsLabel).toBe('1 noite');
    expect(summary.periodLabel).toBe('Período curto');
    expect(summary.rows).toEqual([
      { key: 'RENT', label: 'Aluguel', detail: '1 noite × R$ 159,00', amountCents: 15_900 },
    ]);
    expect(summary.totalCents).toBe(15_900);
  });

  it('labels car spots with their plurals and keeps the quote amounts', () => {
    const { quote, view: summary } = view('2026-03-14', '2026-03-20', { common: 2, covered: 1 });
    expect(summary.nightsLabel).toBe('6 noites');
    expect(summary.rows.map((row) => [row.label, row.detail])).toEqual([
      ['Aluguel', '6 noites × R$ 159,00'],
      ['2 vagas comuns', '6 noites × R$ 15,00 por vaga'],
      ['1 vaga coberta', '6 noites × R$ 25,00 por vaga'],
    ]);
    expect(summary.rows.map((row) => row.amountCents)).toEqual(quote.lines.map((line) => line.amountCents));
    expect(summary.totalCents).toBe(quote.totalCents);
    expect(summary.totalCents).toBe(6 * 15_900 + 2 * 6 * 1500 + 6 * 2500);
  });

  it('labels a long stay with the price of 30 nights', () => {
    const { view: summary } = view('2026-03-01', '2026-04-15');
    expect(summary.nightsLabel).toBe('45 noites');
    expect(summary.periodLabel).toBe('Período longo');
    expect(summary.rows[0]?.detail).toBe('45 noites a R$ 2.890,00 a cada 30 noites');
    expect(summary.totalCents).toBe(433_500);
  });

  it('names spot counts in Portuguese', () => {
    expect(carSpotsLabel(1, 'comum')).toBe('1 vaga comum');
    expect(carSpotsLabel(3, 'comum')).toBe('3 vagas comuns');
    expect(carSpotsLabel(2, 'coberta')).toBe('2 vagas cobertas');
  });
});
