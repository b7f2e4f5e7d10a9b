import { calculateQuote } from '@estadia/domain';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PriceSummary } from './price-summary';

const modality = { priceShortPeriod: 159, priceLongPeriod: 2890, dynamicPrices: null };
const spotPrices = { commonSpotDaily: 1500, coveredSpotDaily: 2500 };

function renderSummary(
  start: string,
  end: string,
  carSpots: { common: number; covered: number },
  differs = false,
  depositCents: number | null = null,
) {
  const interval = { start, end };
  const quote = calculateQuote({ modality, spotPrices, interval, carSpots });
  render(
    <PriceSummary
      quote={quote}
      interval={interval}
      modality={modality}
      spotPrices={spotPrices}
      carSpots={carSpots}
      serverDiffers={differs}
      depositCents={depositCents}
    />,
  );
  return quote;
}

describe('PriceSummary', () => {
  it('shows the nights, the period, each line and the total in reais, with check-in and check-out times', () => {
    renderSummary('2026-03-14', '2026-03-17', { common: 1, covered: 2 });
    const summary = screen.getByRole('region', { name: 'Resumo do valor' });
    expect(within(summary).getByText('3 noites')).toBeInTheDocument();
    expect(within(summary).getByText('Período curto')).toBeInTheDocument();
    expect(within(summary).getByText('Aluguel')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 477,00')).toBeInTheDocument();
    expect(within(summary).getByText('1 vaga comum')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 45,00')).toBeInTheDocument();
    expect(within(summary).getByText('2 vagas cobertas')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(summary).getByTestId('price-total')).toHaveTextContent('R$ 672,00');
    expect(within(summary).getByText('a partir das 14:00')).toBeInTheDocument();
    expect(within(summary).getByText('até 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says "Período longo" and "noite" in the singular where they apply', () => {
    renderSummary('2026-03-01', '2026-03-31', { common: 2, covered: 0 });
    expect(screen.getByText('30 noites')).toBeInTheDocument();
    expect(screen.getByText('Período longo')).toBeInTheDocument();
    expect(screen.getByText('2 vagas comuns')).toBeInTheDocument();
    expect(screen.queryByText(/coberta/)).not.toBeInTheDocument();
  });

  it('warns discreetly when the server priced the stay differently', () => {
    renderSummary('2026-03-14', '2026-03-15', { common: 0, covered: 0 }, true);
    expect(screen.getByText('1 noite')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('O valor final será confirmado na próxima etapa');
  });

  it('shows the caução apart from the total, which it is not part of', () => {
    const quote = renderSummary('2026-03-01', '2026-03-31', { common: 0, covered: 0 }, false, 867_000);
    const summary = screen.getByRole('region', { name: 'Resumo do valor' });
    expect(
      within(summary).getByText('Caução: R$ 8.670,00 (devolvida ao fim da locação)'),
    ).toBeInTheDocument();
    expect(within(summary).getByTestId('price-total')).toHaveTextContent('R$ 2.890,00');
    expect(quote.totalCents).toBe(289_000);
  });

  it('says nothing of a caução when the modality offers none', () => {
    renderSummary('2026-03-01', '2026-03-31', { common: 0, covered: 0 });
    expect(screen.queryByText(/Caução/)).not.toBeInTheDocument();
  });
});
