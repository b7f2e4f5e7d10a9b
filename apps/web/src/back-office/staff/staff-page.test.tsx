import { staffPermissions } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { StaffPage } from './staff-page';
import { polyfillDialog, rolesJson, staffMember } from './test-staff';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const me = staffMember({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Administradora',
  email: 'ana@estadia.com.br',
  role: 'ADMIN',
  invitedAt: null,
  joinedAt: null,
});
const bruna = staffMember();
const paula = staffMember({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Paula Pendente',
  email: 'paula@estadia.com.br',
  role: 'FINANCE',
  active: false,
  invitedAt: new Date().toISOString(),
  joinedAt: null,
});

/** The staff API: the list, the roles, and 200/204 for changes (the changed member for a PATCH). */
function serveStaff() {
  return stubFetch(async (url, init) => {
    if (url.endsWith('/admin/roles')) return jsonResponse(200, rolesJson);
    if (init?.method === 'PATCH') return jsonResponse(200, staffMember({ role: 'FINANCE' }));
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(200, { items: [me, bruna, paula] });
  });
}

function renderAs(role: 'ADMIN' | 'BOOKINGS' | 'READ_ONLY') {
  const permissions =
    role === 'READ_ONLY'
      ? [{ module: 'DASH' as const }, { module: 'DASH' as const, controller: 'staff', access: 'read' }]
      : staffPermissions(role);
  const view = renderWithApp(<StaffPage />, { path: '/equipe' });
  view.queryClient.setQueryData(queryKeys.me, activeUser({ id: me.id, email: me.email, permissions }));
  registerQueryClient(view.queryClient);
  return view;
}

const changes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map((_, index) => sentRequest(fetchMock, index))
    .filter((request) => request.method !== 'GET');

async function rowOf(name: string) {
  return (await screen.findByText(name, { selector: 'td *' })).closest('tr') as HTMLElement;
}

describe('StaffPage', () => {
  it('lists the members with role, status and dates, and marks the user’s own row', async () => {
    serveStaff();
    renderAs('ADMIN');

    const own = await rowOf('Ana Administradora');
    expect(within(own).getByText('Você')).toBeInTheDocument();
    expect(within(own).getByText('Seu próprio acesso')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();

    const active = await rowOf('Bruna Reservas');
    expect(within(active).getByText('Reservas')).toBeInTheDocument();
    expect(within(active).getByText('Ativo')).toBeInTheDocument();
    expect(within(active).getByText('Enviado em 02/03/2026')).toBeInTheDocument();
    expect(within(active).getByText('Aceito em 03/03/2026')).toBeInTheDocument();

    const pending = await rowOf('Paula Pendente');
    expect(within(pending).getByText('Convite pendente')).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Reenviar convite para Paula Pendente' }),
    ).toBeVisible();
  });

  it('changes a member’s role with PATCH /api/admin/staff/:userId', async () => {
    const fetchMock = serveStaff();
    const user = userEvent.setup();
    renderAs('ADMIN');

    await user.click(await screen.findByRole('button', { name: 'Mudar perfil de Bruna Reservas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar perfil de acesso' });
    expect(within(dialog).getByRole('radio', { name: /Reservas/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Financeiro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar perfil' }));

    await waitFor(() =>
      expect(changes(fetchMock)).toEqual([
        { url: `/api/admin/staff/${bruna.id}`, method: 'PATCH', body: { role: 'FINANCE' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('revokes a member’s access with DELETE /api/admin/staff/:userId after confirming', async () => {
    const fetchMock = serveStaff();
    const user = userEvent.setup();
    renderAs('ADMIN');

    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Bruna Reservas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar acesso' });
    expect(dialog).toHaveTextContent(/as sessões que ela tem abertas são encerradas/);
    expect(changes(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar acesso' }));

    await waitFor(() =>
      expect(changes(fetchMock)).toEqual([
        { url: `/api/admin/staff/${bruna.id}`, method: 'DELETE', body: undefined },
      ]),
    );
  });

  it('shows the API’s refusal in the dialog', async () => {
    stubFetch(async (url, init) => {
      if (url.endsWith('/admin/roles')) return jsonResponse(200, rolesJson);
      if (init?.method === 'DELETE')
        return jsonResponse(409, {
          statusCode: 409,
          code: 'STAFF_SELF_CHANGE',
          message: 'Você não pode revogar o seu próprio acesso: peça a outro administrador.',
        });
      return jsonResponse(200, { items: [me, bruna] });
    });
    const user = userEvent.setup();
    renderAs('ADMIN');

    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Bruna Reservas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar acesso' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar acesso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você não pode revogar o seu próprio acesso: peça a outro administrador.',
    );
  });

  it('offers no invitation nor change to those who only read the staff', async () => {
    serveStaff();
    renderAs('READ_ONLY');

    await rowOf('Bruna Reservas');
    expect(screen.queryByRole('button', { name: 'Convidar pessoa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mudar perfil|Revogar acesso|Reenviar/ })).toBeNull();
  });

  it('shows the roles’ matrix of areas', async () => {
    serveStaff();
    renderAs('ADMIN');

    const table = await screen.findByRole('table', {
      name: 'O que cada perfil pode consultar e alterar em cada área',
    });
    const payments = (await within(table).findByRole('cell', { name: 'Pagamentos' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(payments)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pagamentos', 'Consulta e altera', 'Sem acesso', 'Consulta e altera', 'Sem acesso']);
    const frontDesk = (await within(table).findByRole('cell', { name: 'Recepção' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(frontDesk)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Recepção', 'Consulta e altera', 'Sem acesso', 'Sem acesso', 'Consulta e altera']);
  });
});
