import type { GuaranteeQueue, SavingsRatesResponse } from '@estadia/domain';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderBackOffice, staffUser } from '../rentals/test-support';
import { parseRatePercent } from './components/savings-rates-panel';
import { GuaranteesPage } from './guarantees-page';

afterEach(() => vi.unstubAllGlobals());

const RENT_ID = '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10';
const QUEUE: GuaranteeQueue = {
  items: [
    {
      rentalId: RENT_ID,
      reference: '0B9F3C1E',
      customerName: 'Maria Souza',
      step: 'DEPOSIT_CONTESTED',
      stepLabel: 'Acerto contestado pelo cliente',
      amountCents: 300_000,
      since: '2026-11-20T12:00:00.000Z',
      deadline: null,
    },
    {
      rentalId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      reference: '1C2D3E4F',
      customerName: 'João Lima',
      step: 'DEPOSIT_AWAITING_CUSTOMER',
      stepLabel: 'Proposta aguardando o cliente',
      amountCents: 150_000,
      since: '2026-11-24T12:00:00.000Z',
      deadline: '2026-11-29T12:00:00.000Z',
    },
  ],
  missingRateMonths: ['2026-10'],
};
const RATES: SavingsRatesResponse = {
  items: [
    {
      month: '2026-09',
      ratePerMillion: 6_801,
      rateLabel: '0,6801 %',
      source: 'BCB',
      sourceLabel: 'Banco Central',
      updatedAt: '2026-10-01T03:00:00.000Z',
      updatedBy: null,
    },
  ],
  missingMonths: ['2026-10'],
};

function stubApi() {
  let rates = RATES;
  return stubFetch(async (url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { ratePercent: number };
      const saved = {
        month: '2026-10',
        ratePerMillion: Math.round(body.ratePercent * 10_000),
        rateLabel: '0,6745 %',
        source: 'STAFF' as const,
        sourceLabel: 'Informada pela equipe',
        updatedAt: '2026-11-28T12:00:00.000Z',
        updatedBy: 'financeiro@estadia.com.br',
      };
      rates = { items: [saved, ...rates.items], missingMonths: [] };
      return jsonResponse(200, saved);
    }
    if (url.includes('/admin/guarantees/queue')) return jsonResponse(200, QUEUE);
    if (url.includes('/admin/savings-rates')) return jsonResponse(200, rates);
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' });
  });
}

describe('GuaranteesPage', () => {
  it('lists what waits for staff, with the customer’s deadline and the way to the rental', async () => {
    stubApi();
    renderBackOffice(<GuaranteesPage />, { path: '/garantias', user: staffUser('FINANCE') });
    const list = await screen.findByRole('list', { name: 'Garantias esperando pela equipe' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Acerto contestado pelo cliente');
    expect(cards[0]).toHaveTextContent('Maria Souza');
    expect(cards[0]).toHaveTextContent('R$ 3.000,00');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Locação 0B9F3C1E' })).toHaveAttribute(
      'href',
      `/locacoes/${RENT_ID}`,
    );
    expect(cards[1]).toHaveTextContent('o cliente responde até 29/11/2026 09:00');
    expect(screen.getByText('2 locações esperando')).toBeInTheDocument();
  });

  it('asks for the missing month’s rate and keeps it', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderBackOffice(<GuaranteesPage />, { path: '/garantias', user: staffUser('FINANCE') });
    expect(await screen.findByText(/espera pela taxa de 10\/2026/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Taxas mensais da poupança' });
    expect(within(table).getByText('0,6801 %')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mês/)).toHaveValue('2026-10');
    await user.click(screen.getByRole('button', { name: 'Salvar taxa' }));
    expect(screen.getByText('Informe a taxa em %, por exemplo 0,6745.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Taxa do mês/), '0,6745');
    await user.click(screen.getByRole('button', { name: 'Salvar taxa' }));
    expect(await screen.findByText(/Taxa de 10\/2026 salva: 0,6745 %/)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/admin/savings-rates/2026-10');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ratePercent: 0.6745 });
    expect(await within(table).findByText('0,6745 %')).toBeInTheDocument();
  });

  it('reads a rate written the Brazilian way', () => {
    expect(parseRatePercent('0,6745')).toBe(0.6745);
    expect(parseRatePercent(' 0.5 % ')).toBe(0.5);
    expect(parseRatePercent('meio')).toBeUndefined();
  });
});
