import { areaPermission, type Dashboard, staffPermissions } from '@estadia/domain';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { adminRentalJson, renderBackOffice, staffUser } from '../rentals/test-support';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const ARRIVING = adminRentalJson(
  {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    status: 'RENTED',
    startDate: '2026-06-12',
    endDate: '2026-06-15',
    nights: 3,
  },
  { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Pedro Lima', email: 'pedro@exemplo.com' },
);
const WAITING = adminRentalJson(
  {
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    status: 'WAITING_APPROVAL',
    startDate: '2026-07-01',
    endDate: '2026-07-05',
    nights: 4,
  },
  { id: '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c', name: 'Marina Souza', email: 'marina@exemplo.com' },
);

function dashboardJson(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-06-12',
    checkIns: [ARRIVING],
    checkOuts: [],
    awaitingApproval: { items: [WAITING], total: 3 },
    month: {
      from: '2026-06-01',
      to: '2026-07-01',
      occupancy: 0.7254,
      nightsSold: 1234,
      nightsAvailable: 1701,
      revenueCents: 1_234_567,
    },
    openReconciliationCases: 2,
    notReadyForArrival: [],
    overdueMaintenanceRequests: 0,
    ...overrides,
  };
}

describe('DashboardPage', () => {
  it('shows today’s arrivals and departures, what awaits approval and the month’s figures', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, dashboardJson()));
    renderBackOffice(<DashboardPage />, { path: '/painel' });

    expect(await screen.findByText('Hoje é sexta-feira, 12 de junho de 2026.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/dashboard');
    expect(screen.getByText('Ocupação em junho de 2026')).toBeInTheDocument();
    expect(screen.getByText('72,5%')).toBeInTheDocument();
    expect(screen.getByText('1.234 noites vendidas de 1.701 disponíveis')).toBeInTheDocument();
    expect(screen.getByText('R$ 12.345,67')).toBeInTheDocument();

    const checkIns = screen.getByRole('region', { name: 'Check-ins de hoje' });
    expect(within(checkIns).getByRole('link', { name: 'Pedro Lima' })).toHaveAttribute(
      'href',
      '/locacoes/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(
      within(checkIns).getByText('Estadia Santa Mônica · Bloco A · 2º andar · Apto 203'),
    ).toBeInTheDocument();
    expect(within(checkIns).getByText('Saída em 15/06/2026 · 3 noites')).toBeInTheDocument();
    expect(within(checkIns).getByText('Pagamento aprovado')).toBeInTheDocument();

    const checkOuts = screen.getByRole('region', { name: 'Check-outs de hoje' });
    expect(within(checkOuts).getByText('Nenhum check-out hoje.')).toBeInTheDocument();

    const awaiting = screen.getByRole('region', { name: 'Aguardando aprovação' });
    expect(within(awaiting).getByRole('link', { name: 'Ver todas (3)' })).toHaveAttribute(
      'href',
      '/locacoes?status=WAITING_APPROVAL',
    );
    expect(within(awaiting).getByText('01/07/2026 a 05/07/2026')).toBeInTheDocument();
    expect(screen.getByText('Conciliação em aberto').closest('div')?.parentElement).toHaveTextContent(
      'Conciliação em aberto2Ver na conciliação',
    );
    expect(screen.getByRole('link', { name: 'Ver na conciliação' })).toHaveAttribute('href', '/conciliacao');
  });

  it('opens a rental from a list, with the way back to the dashboard', async () => {
    stubFetch(async () => jsonResponse(200, dashboardJson()));
    const user = userEvent.setup();
    const { router } = renderBackOffice(<DashboardPage />, { path: '/painel' });
    await user.click(await screen.findByRole('link', { name: 'Marina Souza' }));
    expect(router.state.location.pathname).toBe('/locacoes/3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b');
    expect(router.state.location.state).toEqual({ back: { to: '/painel', label: 'Voltar ao painel' } });
  });

  it('says when nothing is happening today', async () => {
    stubFetch(async () =>
      jsonResponse(
        200,
        dashboardJson({
          checkIns: [],
          awaitingApproval: { items: [], total: 0 },
          openReconciliationCases: 0,
        }),
      ),
    );
    renderBackOffice(<DashboardPage />, { path: '/painel' });
    expect(await screen.findByText('Nenhum check-in hoje.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma solicitação aguardando aprovação.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma solicitação pendente.')).toBeInTheDocument();
    expect(screen.getByText('Todo dinheiro recebido foi creditado ou devolvido.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver todas/ })).not.toBeInTheDocument();
  });

  it('warns of overdue repair requests with the way to the board', async () => {
    stubFetch(async () => jsonResponse(200, dashboardJson({ overdueMaintenanceRequests: 2 })));
    renderBackOffice(<DashboardPage />, { path: '/painel' });
    const notice = await screen.findByRole('region', { name: 'Solicitações vencidas' });
    expect(notice).toHaveTextContent('2 solicitações de reparo vencidas');
    expect(screen.getByRole('link', { name: 'Ver as vencidas' })).toHaveAttribute(
      'href',
      '/solicitacoes?overdue=true',
    );
  });

  it('names the rentals without links for a member who may not read rentals', async () => {
    stubFetch(async () => jsonResponse(200, dashboardJson()));
    renderBackOffice(<DashboardPage />, {
      path: '/painel',
      user: staffUser([{ module: 'DASH' }, areaPermission('reports', 'read')]),
    });
    expect(await screen.findByText('Pedro Lima')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pedro Lima' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver todas/ })).not.toBeInTheDocument();
    // The count of open cases stays, without the way into a section they may not open.
    expect(screen.queryByRole('link', { name: 'Ver na conciliação' })).not.toBeInTheDocument();
    expect(screen.getByText('Estornos em andamento ou recusados.')).toBeInTheDocument();
  });

  it('shows the front desk today’s stays to open, and no money or other customers’ requests', async () => {
    const { awaitingApproval: _awaiting, openReconciliationCases: _cases, ...rest } = dashboardJson();
    const { revenueCents: _revenue, ...month } = rest.month;
    stubFetch(async () => jsonResponse(200, { ...rest, month }));
    renderBackOffice(<DashboardPage />, { path: '/painel', user: staffUser(staffPermissions('FRONT_DESK')) });
    expect(await screen.findByRole('link', { name: 'Pedro Lima' })).toHaveAttribute(
      'href',
      '/locacoes/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(screen.getByText('72,5%')).toBeInTheDocument();
    for (const hidden of [/^Receita/, 'Conciliação em aberto', 'Aguardando aprovação'])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    expect(screen.queryByText('Marina Souza')).not.toBeInTheDocument();
  });

  it('says when the dashboard cannot be loaded and tries again', async () => {
    let fail = true;
    stubFetch(async () =>
      fail
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Erro' })
        : jsonResponse(200, dashboardJson()),
    );
    const user = userEvent.setup();
    renderBackOffice(<DashboardPage />, { path: '/painel' });
    expect(await screen.findByText('Não foi possível carregar o painel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('72,5%')).toBeInTheDocument();
  });
});
