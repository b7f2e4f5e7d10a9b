import { areaPermission, BACK_OFFICE_ACCESS, type PermissionEntry } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { HousekeepingPage } from './housekeeping-page';

const PROJECT = {
  id: 'b1c8a3f0-0000-4000-8000-000000000001',
  name: 'Estadia Pinheiros',
  city: { name: 'São Paulo', stateInitials: 'SP' },
  apartments: 2,
  modalities: [],
};
const APT_101 = 'a0000000-0000-4000-8000-000000000101';
const APT_102 = 'a0000000-0000-4000-8000-000000000102';
const apartment = (id: string, number: string, extra: object) => ({
  id,
  block: 'A',
  floor: 1,
  number,
  state: 'CLEAN',
  reason: null,
  blockId: null,
  until: null,
  updatedAt: null,
  tasks: [],
  ...extra,
});
const BOARD = {
  apartments: [
    apartment(APT_101, '101', {
      state: 'DIRTY',
      tasks: [
        {
          id: 'c0000000-0000-4000-8000-000000000001',
          rentalId: 'd0000000-0000-4000-8000-000000000001',
          createdAt: '2026-11-26T15:00:00.000Z',
          completedAt: null,
        },
      ],
    }),
    apartment(APT_102, '102', {}),
  ],
};

const READ = [BACK_OFFICE_ACCESS, areaPermission('calendar', 'read'), areaPermission('prices', 'read')];
const WRITE = [...READ, areaPermission('calendar', 'write')];

function signIn(permissions: PermissionEntry[]) {
  appQueryClient.setQueryData(queryKeys.me, activeUser({ permissions }));
}

function stubApi(onPatch?: (url: URL, body: Record<string, unknown>) => Response) {
  return stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'PATCH' && onPatch) return onPatch(url, JSON.parse(String(init.body)));
    if (url.pathname.endsWith('/admin/projects')) return jsonResponse(200, { items: [PROJECT] });
    if (url.pathname.endsWith(`/admin/projects/${PROJECT.id}/housekeeping`)) return jsonResponse(200, BOARD);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado.' });
  });
}

beforeAll(polyfillDialog);
beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('HousekeepingPage', () => {
  it('shows each apartment’s state and pending cleaning, and nothing to change without calendar:write', async () => {
    signIn(READ);
    stubApi();
    const { container } = renderWithApp(<HousekeepingPage />, { path: '/governanca' });
    const list = await screen.findByRole('list', { name: 'Apartamentos de Estadia Pinheiros' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Sujo')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Limpeza pendente desde 26\/11\/2026/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Limpo')).toBeInTheDocument();
    expect(screen.getByText('Sujo: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marcar como limpo/ })).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('marks an apartment clean, and asks a reason and a return day before putting it out of service', async () => {
    signIn(WRITE);
    const patches: [string, Record<string, unknown>][] = [];
    stubApi((url, body) => {
      patches.push([url.pathname, body]);
      if (body.state === 'OUT_OF_ORDER')
        return jsonResponse(409, {
          statusCode: 409,
          code: 'APARTMENT_UNAVAILABLE',
          message: 'Este apartamento tem uma locação ou um bloqueio nessas noites.',
        });
      return jsonResponse(200, { ...BOARD.apartments[0], state: body.state, tasks: [] });
    });
    const user = userEvent.setup();
    renderWithApp(<HousekeepingPage />, { path: '/governanca' });
    await user.click(
      await screen.findByRole('button', { name: 'Marcar como limpo: Bloco A · 1º andar · Apto 101' }),
    );
    await waitFor(() =>
      expect(patches).toEqual([[`/api/admin/apartments/${APT_101}/housekeeping`, { state: 'CLEAN' }]]),
    );

    await user.click(
      screen.getByRole('button', { name: 'Pôr fora de serviço: Bloco A · 1º andar · Apto 102' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Pôr fora de serviço: Bloco A · 1º andar · Apto 102',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Pôr fora de serviço' }));
    expect(within(dialog).getByText('Informe o motivo (pelo menos 3 caracteres)')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Vazamento no banheiro');
    await user.click(within(dialog).getByRole('button', { name: 'Pôr fora de serviço' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/locação ou um bloqueio/);
    expect(patches[1]).toEqual([
      `/api/admin/apartments/${APT_102}/housekeeping`,
      { state: 'OUT_OF_ORDER', reason: 'Vazamento no banheiro', until: expect.any(String) },
    ]);
  });
});
