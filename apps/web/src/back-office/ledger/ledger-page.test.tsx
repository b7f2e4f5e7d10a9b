import { todayIso } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLoginToken } from '@/lib/session';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderBackOffice, staffUser } from '../rentals/test-support';
import { LedgerPage } from './ledger-page';
import { journalItemJson, journalJson, RENTAL_ID, trialBalanceJson } from './test-ledger';

// jsdom has no Blob URLs: the download is followed through them and the link's click.
URL.createObjectURL ??= () => '';
URL.revokeObjectURL ??= () => {};

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  saveLoginToken('token-da-equipe', true);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:diario');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const monthStart = `${today.slice(0, 8)}01`;

function stubLedger({
  balance = trialBalanceJson(),
  journal = journalJson(),
}: {
  balance?: object;
  journal?: object;
} = {}) {
  return stubFetch(async (url, init) => {
    const accept = new Headers(init?.headers).get('Accept');
    if (url.startsWith('/api/admin/ledger/trial-balance')) return jsonResponse(200, balance);
    if (url.startsWith('/api/admin/ledger/journal') && accept === 'text/csv')
      return new Response('seq;data;conta\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (url.startsWith('/api/admin/ledger/journal')) return jsonResponse(200, journal);
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' });
  });
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

describe('Financeiro', () => {
  it('shows the trial balance at today: each account’s debit, credit and balance, the totals and the proof', async () => {
    const fetchMock = stubLedger();
    const { container } = renderBackOffice(<LedgerPage />, {
      path: '/financeiro',
      user: staffUser('FINANCE'),
    });

    const balance = screen.getByRole('region', { name: 'Balancete' });
    expect(within(balance).getByLabelText(/Data/)).toHaveValue(
      `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`,
    );
    const table = await within(balance).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ContaDébitoCréditoSaldo',
      '1.1.1Clientes a receberR$ 9.600,00R$ 4.800,00R$ 4.800,00',
      '1.1.2Saldo no provedor de pagamentoR$ 4.800,00R$ 0,00R$ 4.800,00',
      '3.1.1Receita de locaçãoR$ 0,00R$ 9.600,00R$ 9.600,00',
      'TotaisR$ 14.400,00R$ 14.400,00',
    ]);
    expect(within(balance).getByText('Débitos = Créditos')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain(`/api/admin/ledger/trial-balance?at=${today}`);

    await screen.findByRole('list', { name: 'Lançamentos do diário' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says loudly when debits and credits differ', async () => {
    stubLedger({ balance: trialBalanceJson({ totalDebitCents: 1_440_000, totalCreditCents: 1_439_999 }) });
    renderBackOffice(<LedgerPage />, { path: '/financeiro', user: staffUser('FINANCE') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Débitos ≠ Créditos: diferença de R$ 0,01');
    expect(screen.queryByText('Débitos = Créditos')).toBeNull();
  });

  it('takes the balance at another day typed as dd/mm/aaaa, kept in the URL', async () => {
    const fetchMock = stubLedger();
    const user = userEvent.setup();
    renderBackOffice(<LedgerPage />, { path: '/financeiro', user: staffUser('FINANCE') });
    const field = within(screen.getByRole('region', { name: 'Balancete' })).getByLabelText(/Data/);
    await user.clear(field);
    await user.type(field, '31102026');
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/admin/ledger/trial-balance?at=2026-10-31'));
    expect(screen.getByTestId('location')).toHaveTextContent('/financeiro?em=2026-10-31');
  });

  it('shows the journal of this month, each entry with its lines, and pages it', async () => {
    const fetchMock = stubLedger({
      journal: journalJson({ total: 45, items: [journalItemJson(1), journalItemJson(2)] }),
    });
    const user = userEvent.setup();
    renderBackOffice(<LedgerPage />, { path: '/financeiro', user: staffUser('FINANCE') });

    const journal = screen.getByRole('region', { name: 'Diário' });
    const entries = await within(journal).findAllByRole('article');
    expect(entries).toHaveLength(2);
    const first = entries[0]!;
    expect(within(first).getByRole('heading', { name: 'Pagamento por Pix' })).toBeInTheDocument();
    expect(first).toHaveTextContent('nº 1');
    expect(first).toHaveTextContent('02/11/2026 10:05');
    expect(within(first).getByText('Pagamento')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ContaDébitoCrédito',
      '1.1.2Saldo no provedor de pagamentoR$ 4.800,00—',
      '1.1.1Clientes a receber—R$ 4.800,00',
    ]);
    expect(within(first).getByRole('link', { name: 'Ver locação' })).toHaveAttribute(
      'href',
      `/locacoes/${RENTAL_ID}`,
    );
    expect(within(journal).getByText(/45 lançamentos de/)).toBeInTheDocument();
    expect(urls(fetchMock)).toContain(
      `/api/admin/ledger/journal?from=${monthStart}&to=${today}&page=1&pageSize=20`,
    );

    await user.click(within(journal).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        `/api/admin/ledger/journal?from=${monthStart}&to=${today}&page=2&pageSize=20`,
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/financeiro?pagina=2');
  });

  it('refuses a window that ends before it starts, without asking the API', async () => {
    const fetchMock = stubLedger();
    const user = userEvent.setup();
    renderBackOffice(<LedgerPage />, {
      path: '/financeiro?de=2026-10-01&ate=2026-10-31',
      user: staffUser('ADMIN'),
    });
    const journal = screen.getByRole('region', { name: 'Diário' });
    await within(journal).findAllByRole('article');
    const to = within(journal).getByLabelText(/Até/);
    await user.clear(to);
    await user.type(to, '30092026');
    expect(
      await within(journal).findByText('A data final deve ser igual ou posterior à inicial'),
    ).toBeVisible();
    expect(urls(fetchMock).some((url) => url.includes('to=2026-09-30'))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/financeiro?de=2026-10-01&ate=2026-10-31');
  });

  it('says when the window has no entry', async () => {
    stubLedger({ journal: journalJson({ items: [], total: 0 }) });
    renderBackOffice(<LedgerPage />, { path: '/financeiro', user: staffUser('FINANCE') });
    expect(await screen.findByText('Nenhum lançamento no período')).toBeInTheDocument();
  });

  it('exports the window as CSV with the session’s token and Accept: text/csv', async () => {
    const fetchMock = stubLedger();
    const user = userEvent.setup();
    renderBackOffice(<LedgerPage />, {
      path: '/financeiro?de=2026-10-01&ate=2026-10-31',
      user: staffUser('FINANCE'),
    });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toEqual(['diario-2026-10-01-2026-10-31.csv']));
    const call = fetchMock.mock.calls.find(
      ([, init]) => new Headers(init?.headers).get('Accept') === 'text/csv',
    );
    expect(call?.[0]).toBe('/api/admin/ledger/journal?from=2026-10-01&to=2026-10-31');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-da-equipe');
  });

  it('says when the books could not be read, and tries again', async () => {
    let failing = true;
    stubFetch(async (url) =>
      failing
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Erro interno' })
        : url.includes('trial-balance')
          ? jsonResponse(200, trialBalanceJson())
          : jsonResponse(200, journalJson()),
    );
    const user = userEvent.setup();
    renderBackOffice(<LedgerPage />, { path: '/financeiro', user: staffUser('FINANCE') });
    const balance = screen.getByRole('region', { name: 'Balancete' });
    const alert = await within(balance).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o balancete');
    expect(
      await within(screen.getByRole('region', { name: 'Diário' })).findByRole('alert'),
    ).toHaveTextContent('Não foi possível carregar o diário');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(balance).findByText('Débitos = Créditos')).toBeInTheDocument();
  });
});
