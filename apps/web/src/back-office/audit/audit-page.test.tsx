import { type PermissionEntry, staffPermissions } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { staffMember } from '../staff/test-staff';
import { AuditPage } from './audit-page';
import { ACTOR_ID, auditEntry, RENTAL_ID } from './test-audit';

afterEach(() => vi.unstubAllGlobals());

const AUDIT_ONLY: PermissionEntry[] = [
  { module: 'DASH' },
  { module: 'DASH', controller: 'audit', access: 'read' },
];

/** The log answers `entries` (with `total`); the team answers Ana. */
function serveAudit(entries = [auditEntry()], total = entries.length) {
  return stubFetch(async (url) =>
    url.includes('/admin/audit')
      ? jsonResponse(200, { items: entries, total })
      : jsonResponse(200, {
          items: [staffMember({ id: ACTOR_ID, name: 'Ana Administradora', email: 'ana@estadia.com.br' })],
        }),
  );
}

function renderAt(path: string, permissions: PermissionEntry[] = staffPermissions('ADMIN')) {
  const view = renderWithApp(<AuditPage />, { path });
  view.queryClient.setQueryData(queryKeys.me, activeUser({ permissions }));
  registerQueryClient(view.queryClient);
  return view;
}

/** The query strings GET /api/admin/audit was called with, in order. */
function auditQueries(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.includes('/admin/audit'))
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));
}

const search = (router: ReturnType<typeof renderAt>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('AuditPage', () => {
  it('shows when (Brasília), who, the action, on what (linked to the rental), from where and details', async () => {
    serveAudit([
      auditEntry(),
      auditEntry({
        id: '8a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        action: 'staff.update_role',
        target: 'user:22222222-2222-4222-8222-222222222222',
        ip: null,
        details: { email: 'bia@estadia.com.br', before: 'FINANCE', after: 'BOOKINGS' },
      }),
    ]);
    renderAt('/auditoria');

    const approval = (await screen.findByText('Aprovou a locação', { selector: 'td' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(approval).getByText('10/03/2026 14:05')).toBeInTheDocument();
    expect(within(approval).getByText('ana@estadia.com.br')).toBeInTheDocument();
    expect(within(approval).getByRole('link', { name: 'Locação 3F2A9C1B' })).toHaveAttribute(
      'href',
      `/locacoes/${RENTAL_ID}`,
    );
    expect(within(approval).getByText('IP 200.150.10.20')).toBeInTheDocument();

    const roleChange = screen
      .getByText('Mudou o perfil de acesso', { selector: 'td' })
      .closest('tr') as HTMLElement;
    expect(within(roleChange).getByText('Membro da equipe')).toBeInTheDocument();
    expect(within(roleChange).getByText('IP desconhecido')).toBeInTheDocument();
    expect(within(roleChange).getAllByRole('cell')[3]).toHaveTextContent('bia@estadia.com.br');
    expect(within(roleChange).getByText('Financeiro → Reservas')).toBeInTheDocument();
    expect(screen.getByText('2 registros')).toBeInTheDocument();
  });

  it('does not link rentals for those who may not read them', async () => {
    serveAudit();
    renderAt('/auditoria', AUDIT_ONLY);

    expect(await screen.findByText('3F2A9C1B')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks the API with the filters of the URL', async () => {
    const fetchMock = serveAudit();
    renderAt(`/auditoria?acao=rental.reject&quem=${ACTOR_ID}&de=2026-03-01&ate=2026-03-31&pagina=2`);

    await screen.findByText('Aprovou a locação', { selector: 'td' });
    expect(auditQueries(fetchMock)).toEqual([
      {
        page: '2',
        pageSize: '20',
        action: 'rental.reject',
        actorId: ACTOR_ID,
        from: '2026-03-01',
        to: '2026-03-31',
      },
    ]);
    expect(screen.getByLabelText('Ação')).toHaveValue('rental.reject');
    expect(screen.getByLabelText('De')).toHaveValue('01/03/2026');
    await waitFor(() => expect(screen.getByLabelText('Quem')).toHaveValue(ACTOR_ID));
  });

  it('puts the chosen filters in the URL, from the first page, and asks the API with them', async () => {
    const fetchMock = serveAudit();
    const user = userEvent.setup();
    const { router } = renderAt('/auditoria?pagina=3');

    await screen.findByText('Aprovou a locação', { selector: 'td' });
    await user.selectOptions(screen.getByLabelText('Ação'), 'Registrou um reembolso');
    await user.type(screen.getByLabelText('De'), '01032026');
    await user.type(screen.getByLabelText('Até'), '31032026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(search(router)).toEqual({ acao: 'payment.refund', de: '2026-03-01', ate: '2026-03-31' }),
    );
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        action: 'payment.refund',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
  });

  it('refuses an end before the start, and days that do not exist, without leaving the page', async () => {
    const fetchMock = serveAudit();
    const user = userEvent.setup();
    const { router } = renderAt('/auditoria');

    await screen.findByText('Aprovou a locação', { selector: 'td' });
    await user.type(screen.getByLabelText('De'), '10032026');
    await user.type(screen.getByLabelText('Até'), '01032026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Até')).toHaveAccessibleDescription(
        'A data final deve ser igual ou posterior à inicial',
      ),
    );

    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '31022026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.getByLabelText('De')).toHaveAccessibleDescription(/Data inválida/));
    expect(router.state.location.search).toBe('');
    expect(auditQueries(fetchMock)).toHaveLength(1);
  });

  it('filters by a row’s person or target, pages through the URL, and clears', async () => {
    const fetchMock = serveAudit([auditEntry()], 45);
    const user = userEvent.setup();
    const { router } = renderAt('/auditoria', AUDIT_ONLY);

    await user.click(await screen.findByRole('button', { name: 'Ver só as ações de ana@estadia.com.br' }));
    await waitFor(() => expect(search(router)).toEqual({ quem: ACTOR_ID }));

    await user.click(await screen.findByRole('button', { name: 'Ver só as ações sobre Locação 3F2A9C1B' }));
    await waitFor(() => expect(search(router)).toEqual({ quem: ACTOR_ID, alvo: `rental:${RENTAL_ID}` }));
    expect(await screen.findByText('Só as ações sobre')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Próxima página/ }));
    await waitFor(() =>
      expect(search(router)).toEqual({ quem: ACTOR_ID, alvo: `rental:${RENTAL_ID}`, pagina: '2' }),
    );
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        page: '2',
        pageSize: '20',
        actorId: ACTOR_ID,
        target: `rental:${RENTAL_ID}`,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    serveAudit([], 0);
    renderAt('/auditoria?acao=staff.revoke');

    expect(await screen.findByText('Nenhuma ação com esses filtros')).toBeInTheDocument();
  });

  it('offers to try again when the log cannot be loaded', async () => {
    let fail = true;
    stubFetch(async (url) => {
      if (!url.includes('/admin/audit')) return jsonResponse(200, { items: [] });
      if (fail) return jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Erro' });
      return jsonResponse(200, { items: [auditEntry()], total: 1 });
    });
    const user = userEvent.setup();
    renderAt('/auditoria');

    expect(await screen.findByText('Não foi possível carregar a auditoria')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Aprovou a locação', { selector: 'td' })).toBeInTheDocument();
  });
});
