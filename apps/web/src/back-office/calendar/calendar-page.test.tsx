import {
  addDays,
  areaPermission,
  BACK_OFFICE_ACCESS,
  formatBrDate,
  type PermissionEntry,
  todayIso,
} from '@estadia/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { CalendarPage } from './calendar-page';

const today = todayIso();
const day = (offset: number) => addDays(today, offset);

const PROJECT = {
  id: 'b1c8a3f0-0000-4000-8000-000000000001',
  name: 'Estadia Pinheiros',
  city: { name: 'São Paulo', stateInitials: 'SP' },
  apartments: 2,
  modalities: [],
};
const APT_101 = 'a0000000-0000-4000-8000-000000000101';
const APT_102 = 'a0000000-0000-4000-8000-000000000102';
const RENTAL_ID = 'c0000000-0000-4000-8000-000000000001';
const BLOCK_ID = 'd0000000-0000-4000-8000-000000000001';

const CALENDAR = {
  apartments: [
    {
      id: APT_101,
      modalityId: 'm1',
      block: 'A',
      floor: 1,
      number: '101',
      stays: [
        {
          kind: 'RENTAL',
          id: RENTAL_ID,
          start: day(5),
          end: day(8),
          status: 'RENTED',
          customerName: 'Maria Silva',
        },
      ],
    },
    {
      id: APT_102,
      modalityId: 'm1',
      block: 'A',
      floor: 1,
      number: '102',
      stays: [{ kind: 'BLOCK', id: BLOCK_ID, start: day(2), end: day(4), reason: 'Pintura da sala' }],
    },
  ],
};
const BLOCKS = {
  items: [{ id: BLOCK_ID, apartmentId: APT_102, start: day(2), end: day(4), reason: 'Pintura da sala' }],
};

const CALENDAR_READ = [
  BACK_OFFICE_ACCESS,
  areaPermission('calendar', 'read'),
  areaPermission('prices', 'read'),
];
const CALENDAR_WRITE = [...CALENDAR_READ, areaPermission('calendar', 'write')];

function signIn(permissions: PermissionEntry[]) {
  appQueryClient.setQueryData(queryKeys.me, activeUser({ permissions }));
}

type Answer = (url: URL, init?: RequestInit) => Response | undefined;

/** The API of the calendar: projects, the chart, the blocks; `extra` answers anything else first. */
function stubApi(extra: Answer = () => undefined) {
  return stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.pathname.endsWith('/admin/projects')) return jsonResponse(200, { items: [PROJECT] });
    if (url.pathname.endsWith(`/admin/projects/${PROJECT.id}/calendar`)) return jsonResponse(200, CALENDAR);
    if (url.pathname.endsWith('/admin/blocks')) return jsonResponse(200, BLOCKS);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado.' });
  });
}

/** The cell of an apartment's night, by the words screen readers hear. */
function cell(apartment: string, offset: number) {
  return screen.getByRole('gridcell', {
    name: new RegExp(`Apto ${apartment} — ${formatBrDate(day(offset))}`),
  });
}

beforeAll(polyfillDialog);

beforeEach(() => {
  window.sessionStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('CalendarPage', () => {
  it('draws one row per apartment and one column per night, with the stays as bars', async () => {
    signIn(CALENDAR_READ);
    const fetchMock = stubApi();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });

    const grid = await screen.findByRole('grid', { name: /Calendário de ocupação: Estadia Pinheiros/ });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(31);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(60);
    expect(cell('101', 0)).toHaveAccessibleName(
      `Bloco A · 1º andar · Apto 101 — ${formatBrDate(today)}, livre`,
    );
    expect(cell('101', 6)).toHaveAccessibleName(/ocupado: Maria Silva · Pagamento aprovado$/);
    expect(cell('102', 3)).toHaveAccessibleName(/bloqueado: Pintura da sala$/);
    // The check-out day is free.
    expect(cell('101', 8)).toHaveAccessibleName(/livre$/);
    expect(grid.querySelector(`a[href="/locacoes/${RENTAL_ID}"]`)).toHaveTextContent('Maria Silva');

    const calendarCall = fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes('/calendar'));
    expect(calendarCall).toContain(`from=${today}&to=${day(29)}`);
    expect(await screen.findByRole('cell', { name: 'Pintura da sala' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo bloqueio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover bloqueio/ })).not.toBeInTheDocument();
  });

  it('lists the projects from the catalogue for a member who may not see the prices', async () => {
    signIn([BACK_OFFICE_ACCESS, areaPermission('calendar', 'read')]);
    const fetchMock = stubApi((url) =>
      url.pathname.endsWith('/api/projects') ? jsonResponse(200, { items: [PROJECT] }) : undefined,
    );
    renderWithApp(<CalendarPage />, { path: '/calendario' });
    expect(await screen.findByRole('grid', { name: /Estadia Pinheiros/ })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);
    expect(paths).toContain('/api/projects');
    expect(paths).not.toContain('/api/admin/projects');
  });

  it('keeps the window in the URL: the next period, 90 nights and back to today', async () => {
    signIn(CALENDAR_READ);
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { router } = renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Próximo período' }));
    await user.click(screen.getByRole('button', { name: '90 noites' }));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(day(30));
    expect(new URLSearchParams(router.state.location.search).get('nights')).toBe('90');
    expect(screen.getByRole('button', { name: '90 noites' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url.includes(`/calendar?from=${day(30)}&to=${day(119)}`)),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(today);
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeDisabled();
  });

  it('moves over the nights with the keyboard, one tab stop, and never selects without calendar:write', async () => {
    signIn(CALENDAR_READ);
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');

    const stops = screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0);
    expect(stops).toEqual([cell('101', 0)]);
    cell('101', 0).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(cell('102', 8)).toHaveFocus();
    expect(cell('102', 8)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{End}');
    expect(cell('102', 29)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('101', 0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('gridcell').filter((element) => element.getAttribute('aria-selected')),
    ).toEqual([]);
  });

  it('opens "Bloquear noites" with the nights selected by the keyboard', async () => {
    signIn(CALENDAR_WRITE);
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');

    cell('101', 0).focus();
    await user.keyboard('{ArrowRight}{Enter}{ArrowRight}{ArrowRight}');
    expect(cell('101', 1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cell('101', 4)).toHaveAttribute('aria-selected', 'true');
    // The rental holds night 5: the selection stops before it.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Bloquear noites' });
    expect(within(dialog).getByLabelText(/Apartamento/)).toHaveValue(APT_101);
    expect(within(dialog).getByLabelText(/Início/)).toHaveValue(formatBrDate(day(1)));
    expect(within(dialog).getByLabelText(/^Fim/)).toHaveValue(formatBrDate(day(5)));
    expect(within(dialog).getByText(/4 noites bloqueadas/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Motivo/)).toHaveFocus());
  });

  it('cancels a keyboard selection with Escape', async () => {
    signIn(CALENDAR_WRITE);
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');
    cell('102', 5).focus();
    await user.keyboard('{Enter}{ArrowRight}{Escape}{Enter}');
    // Escape dropped the first selection: this Enter starts a new one instead of committing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell('102', 6)).toHaveAttribute('aria-selected', 'true');
    expect(cell('102', 5)).not.toHaveAttribute('aria-selected');
  });

  it('opens the dialog with the nights dragged over with the mouse', async () => {
    signIn(CALENDAR_WRITE);
    stubApi();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');
    // jsdom lays nothing out: every night is 40 px wide from the left edge.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const col = Number(this.dataset.col ?? 0);
      return new DOMRect(col * 40, 0, 40, 44);
    });

    fireEvent.pointerDown(cell('102', 10), { button: 0, pointerType: 'mouse', pointerId: 1, clientX: 410 });
    fireEvent.pointerMove(cell('102', 11), { pointerType: 'mouse', pointerId: 1, clientX: 455 });
    fireEvent.pointerMove(cell('102', 13), { pointerType: 'mouse', pointerId: 1, clientX: 530 });
    expect(cell('102', 13)).toHaveAttribute('aria-selected', 'true');
    fireEvent.pointerUp(cell('102', 13), { pointerType: 'mouse', pointerId: 1, clientX: 530 });

    const dialog = await screen.findByRole('dialog', { name: 'Bloquear noites' });
    expect(within(dialog).getByLabelText(/Apartamento/)).toHaveValue(APT_102);
    expect(within(dialog).getByLabelText(/Início/)).toHaveValue(formatBrDate(day(10)));
    expect(within(dialog).getByLabelText(/^Fim/)).toHaveValue(formatBrDate(day(14)));
  });

  it('shows the Portuguese message of a 409 APARTMENT_UNAVAILABLE in the dialog', async () => {
    signIn(CALENDAR_WRITE);
    const message =
      'Este apartamento já tem uma locação ou um bloqueio em alguma dessas noites. Escolha outras datas.';
    const fetchMock = stubApi((url, init) =>
      init?.method === 'POST' && url.pathname.endsWith(`/admin/apartments/${APT_101}/blocks`)
        ? jsonResponse(409, { statusCode: 409, code: 'APARTMENT_UNAVAILABLE', message })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Novo bloqueio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear noites' });
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear noites' }));
    expect(await within(dialog).findByText('Escolha o apartamento', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o início')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/Apartamento/), APT_101);
    await user.type(within(dialog).getByLabelText(/Início/), formatBrDate(day(3)).replaceAll('/', ''));
    await user.type(within(dialog).getByLabelText(/^Fim/), formatBrDate(day(7)).replaceAll('/', ''));
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Manutenção do ar-condicionado');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear noites' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchMock, post).body).toEqual({
      start: day(3),
      end: day(7),
      reason: 'Manutenção do ar-condicionado',
    });
  });

  it('shows a block clicked on the chart and removes it after confirming', async () => {
    signIn(CALENDAR_WRITE);
    const fetchMock = stubApi((url, init) =>
      init?.method === 'DELETE' && url.pathname.endsWith(`/admin/blocks/${BLOCK_ID}`)
        ? new Response(null, { status: 204 })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: `/calendario?project=${PROJECT.id}` });
    const grid = await screen.findByRole('grid');

    await user.click(grid.querySelector(`[data-block-id="${BLOCK_ID}"]`)!);
    const dialog = await screen.findByRole('dialog', { name: 'Bloqueio' });
    expect(within(dialog).getByText('Pintura da sala')).toBeInTheDocument();
    expect(within(dialog).getByText(/^2 noites, de/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover bloqueio' }));
    expect(within(dialog).getByRole('heading', { name: 'Remover bloqueio?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover bloqueio' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
