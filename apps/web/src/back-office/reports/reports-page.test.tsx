import { addDays, type OccupancyReport } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ReportsPage } from './reports-page';

const files = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/lib/file-download', async (original) => ({
  ...(await original<typeof import('@/lib/file-download')>()),
  saveFile: files.saveFile,
}));

const PINHEIROS = 'c5423f27-84df-4b82-9cb0-fff9970ec3cb';
const BOA_VIAGEM = 'fe4f4e7a-6c6b-4a03-8d93-3cdee49cf732';

function report(from: string, to: string): OccupancyReport {
  const figures = {
    nightsAvailable: 840,
    nightsSold: 384,
    occupancy: 0.4571,
    revenueCents: 11_458_816,
    adrCents: 29_841,
    revparCents: 13_641,
  };
  return {
    from,
    to,
    projects: [
      { ...figures, projectId: PINHEIROS, projectName: 'Estadia Pinheiros' },
      {
        ...figures,
        nightsSold: 0,
        occupancy: 0,
        revenueCents: 0,
        adrCents: 0,
        revparCents: 0,
        projectId: BOA_VIAGEM,
        projectName: 'Estadia Boa Viagem',
      },
    ],
    total: { ...figures, nightsAvailable: 1680, occupancy: 0.2286, revparCents: 6821 },
    series: Array.from({ length: 3 }, (_, index) => ({
      date: addDays(from, index),
      nightsAvailable: 56,
      nightsSold: 20 + index,
      occupancy: (20 + index) / 56,
      revenueCents: 600_000,
    })),
  };
}

function stubApi() {
  return stubFetch(async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/projects') {
      return jsonResponse(200, {
        items: [
          { id: BOA_VIAGEM, name: 'Estadia Boa Viagem' },
          { id: PINHEIROS, name: 'Estadia Pinheiros' },
        ],
        total: 2,
      });
    }
    if (pathname === '/api/admin/reports/occupancy.csv') {
      return new Response('\uFEFFEmpreendimento;Noites disponíveis\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    return jsonResponse(200, report(searchParams.get('from') ?? '', searchParams.get('to') ?? ''));
  });
}

/** The occupancy requests, as their query objects. */
const reportQueries = (fetchMock: ReturnType<typeof stubApi>, path = '/api/admin/reports/occupancy') =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => {
  // Only the clock is fake: Brasília's 24/11/2026, so the presets are known.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  files.saveFile.mockClear();
});

describe('ReportsPage', () => {
  it('reports the current month by default, up to the day after its last night', async () => {
    const fetchMock = stubApi();
    renderWithApp(<ReportsPage />, { path: '/relatorios' });

    await waitFor(() => expect(reportQueries(fetchMock)).toEqual([{ from: '2026-11-01', to: '2026-12-01' }]));
    expect(screen.getByRole('button', { name: 'Este mês' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('De')).toHaveValue('01/11/2026');
    expect(screen.getByLabelText('Até')).toHaveValue('30/11/2026');
    expect(
      screen.getByText(/01\/11\/2026 a 30\/11\/2026 · 30 noites · Todos os empreendimentos/),
    ).toBeInTheDocument();
  });

  it('shows the API’s totals as they came, each with how it is computed, and a table per project', async () => {
    stubApi();
    renderWithApp(<ReportsPage />, { path: '/relatorios' });

    const totals = await screen.findByRole('region', { name: 'Totais do período' });
    await waitFor(() => expect(totals).toHaveTextContent('Ocupação22,9%'));
    expect(totals).toHaveTextContent('ReceitaR$ 114.588,16');
    expect(totals).toHaveTextContent('384 de 1.680 noites');
    expect(totals).toHaveTextContent('R$ 298,41Receita ÷ noites vendidas.');
    expect(totals).toHaveTextContent('R$ 68,21Receita ÷ noites disponíveis.');

    const table = screen.getByRole('table', { name: 'Ocupação e receita por empreendimento' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmpreendimentoNoites disponíveisNoites vendidasOcupaçãoReceitaADRRevPAR',
      'Estadia Pinheiros84038445,7%R$ 114.588,16R$ 298,41R$ 136,41',
      'Estadia Boa Viagem84000,0%R$ 0,00R$ 0,00R$ 0,00',
      'Total1.68038422,9%R$ 114.588,16R$ 298,41R$ 68,21',
    ]);
  });

  it('changes the period with the presets and typed dates, and the project, in the URL and the request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { router } = renderWithApp(<ReportsPage />, { path: '/relatorios' });

    await user.click(screen.getByRole('button', { name: 'Mês passado' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    await waitFor(() =>
      expect(reportQueries(fetchMock).at(-1)).toEqual({ from: '2026-10-01', to: '2026-11-01' }),
    );
    expect(screen.getByLabelText('De')).toHaveValue('01/10/2026');

    await user.click(screen.getByRole('button', { name: 'Últimos 90 dias' }));
    expect(router.state.location.search).toBe('?from=2026-08-27&to=2026-11-24');

    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '01082026');
    await user.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(await screen.findByText('A data final deve ser posterior à inicial')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-08-27&to=2026-11-24');

    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '31122026');
    await user.click(screen.getByRole('button', { name: 'Aplicar período' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-08-27&to=2026-12-31'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Últimos 90 dias' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );

    await screen.findByRole('option', { name: 'Estadia Pinheiros' });
    await user.selectOptions(screen.getByLabelText('Empreendimento'), 'Estadia Pinheiros');
    expect(router.state.location.search).toBe(`?from=2026-08-27&to=2026-12-31&projectId=${PINHEIROS}`);
    await waitFor(() =>
      expect(reportQueries(fetchMock).at(-1)).toEqual({
        from: '2026-08-27',
        to: '2027-01-01',
        projectId: PINHEIROS,
      }),
    );
  });

  it('exports the CSV of the same period and project, fetched with the session', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithApp(<ReportsPage />, {
      path: `/relatorios?from=2026-09-01&to=2026-09-30&projectId=${PINHEIROS}`,
    });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files.saveFile).toHaveBeenCalledTimes(1));
    expect(reportQueries(fetchMock, '/api/admin/reports/occupancy.csv')).toEqual([
      { from: '2026-09-01', to: '2026-10-01', projectId: PINHEIROS },
    ]);
    expect(files.saveFile.mock.calls[0]?.[1]).toBe('ocupacao-2026-09-01-a-2026-10-01.csv');
  });

  it('draws both charts with a table of their values for screen readers', async () => {
    stubApi();
    renderWithApp(<ReportsPage />, { path: '/relatorios?from=2026-11-01&to=2026-11-03' });

    const occupancy = await screen.findByRole('table', { name: 'Ocupação ao longo do período' });
    await waitFor(() => expect(within(occupancy).getAllByRole('row')).toHaveLength(4));
    expect(within(occupancy).getAllByRole('row')[1]).toHaveTextContent('01/11/202635,7% (20 de 56 noites)');
    const revenue = screen.getByRole('table', { name: 'Receita ao longo do período' });
    expect(within(revenue).getAllByRole('row')[3]).toHaveTextContent(
      '03/11/2026R$ 6.000,00 (22 noites vendidas)',
    );
  });
});
