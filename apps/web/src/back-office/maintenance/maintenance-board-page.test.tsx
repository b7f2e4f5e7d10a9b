import { areaPermission, BACK_OFFICE_ACCESS, type PermissionEntry } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { MaintenanceBoardPage } from './maintenance-board-page';

const ME = '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b11';
const COLLEAGUE = '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b12';
const PROJECT_ID = 'b1c8a3f0-0000-4000-8000-000000000001';
const item = (id: string, extra: object) => ({
  id,
  rentalId: 'd0000000-0000-4000-8000-000000000001',
  category: 'PLUMBING',
  description: 'O chuveiro não esquenta.',
  urgency: 'URGENT',
  status: 'OPEN',
  photos: [],
  createdDate: '2026-11-26T12:00:00.000Z',
  dueAt: '2026-11-29T12:00:00.000Z',
  overdue: false,
  resolvedAt: null,
  confirmedAt: null,
  assignee: null,
  history: [],
  comments: [],
  customerName: 'Carla Moradora',
  projectId: PROJECT_ID,
  projectName: 'Estadia Pinheiros',
  apartmentLabel: 'Bloco A · Apto 101',
  ...extra,
});
const BOARD = {
  items: [
    item('e0000000-0000-4000-8000-000000000001', {
      urgency: 'EMERGENCY',
      category: 'ELECTRICAL',
      overdue: true,
    }),
    item('e0000000-0000-4000-8000-000000000002', {
      status: 'IN_PROGRESS',
      assignee: { id: ME, name: 'Ana Souza' },
    }),
  ],
  total: 2,
};

const READ = [BACK_OFFICE_ACCESS, areaPermission('rentals', 'read')];
const WRITE = [...READ, areaPermission('rentals', 'write')];

function signIn(permissions: PermissionEntry[]) {
  appQueryClient.setQueryData(queryKeys.me, activeUser({ id: ME, permissions }));
}

function stubApi(sent: { method: string; url: string; body: unknown }[] = []) {
  return stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'PATCH' || init?.method === 'POST') {
      sent.push({ method: init.method, url: `${url.pathname}`, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, BOARD.items[0]);
    }
    if (url.pathname.endsWith('/admin/maintenance-requests')) {
      sent.push({ method: 'GET', url: `${url.pathname}${url.search}`, body: undefined });
      return jsonResponse(200, BOARD);
    }
    if (url.pathname.endsWith('/admin/maintenance-requests/assignees'))
      return jsonResponse(200, {
        items: [
          { id: ME, name: 'Ana Souza' },
          { id: COLLEAGUE, name: 'Bia Plantão' },
        ],
      });
    if (url.pathname.includes('/projects')) return jsonResponse(200, { items: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado.' });
  });
}

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('MaintenanceBoardPage', () => {
  it('shows the requests in their status columns, overdue marked, and nothing to change without rentals:write', async () => {
    signIn(READ);
    stubApi();
    const { container } = renderWithApp(<MaintenanceBoardPage />, { path: '/solicitacoes' });
    const open = await screen.findByRole('region', { name: 'Aberta (1)' });
    expect(within(open).getByText('Elétrica — Bloco A · Apto 101')).toBeInTheDocument();
    expect(within(open).getByText('Vencida')).toBeInTheDocument();
    const working = screen.getByRole('region', { name: 'Em andamento (1)' });
    expect(within(working).getByText(/Responsável: Ana Souza/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resolvida (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atribuir a mim' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Responsável')).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('filters, assigns, changes the status and comments', async () => {
    signIn(WRITE);
    const sent: { method: string; url: string; body: unknown }[] = [];
    stubApi(sent);
    const user = userEvent.setup();
    renderWithApp(<MaintenanceBoardPage />, { path: '/solicitacoes' });
    const open = await screen.findByRole('region', { name: 'Aberta (1)' });
    await user.click(within(open).getByRole('button', { name: 'Atribuir a mim' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/maintenance-requests/e0000000-0000-4000-8000-000000000001',
        body: { assigneeId: ME },
      }),
    );
    // Any colleague who may work it, from the picker.
    await user.selectOptions(within(open).getByLabelText('Responsável'), 'Bia Plantão');
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/maintenance-requests/e0000000-0000-4000-8000-000000000001',
        body: { assigneeId: COLLEAGUE },
      }),
    );
    await user.selectOptions(within(open).getByLabelText('Situação'), 'Resolvida');
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/maintenance-requests/e0000000-0000-4000-8000-000000000001',
        body: { status: 'RESOLVED' },
      }),
    );
    await user.type(within(open).getByLabelText('Comentário para Carla Moradora'), 'Técnico a caminho.');
    await user.click(within(open).getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        url: '/api/maintenance-requests/e0000000-0000-4000-8000-000000000001/comments',
        body: { text: 'Técnico a caminho.' },
      }),
    );
    await user.click(screen.getByLabelText('Só as vencidas'));
    await waitFor(() =>
      expect(sent.some((each) => each.method === 'GET' && each.url.includes('overdue=true'))).toBe(true),
    );
  });
});
