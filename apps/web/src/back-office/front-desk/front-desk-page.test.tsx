import {
  addDays,
  type FrontDeskRental,
  type PermissionEntry,
  staffPermissions,
  todayIso,
} from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { activeUser } from '@/test/test-user';
import { FrontDeskPage } from './front-desk-page';

afterEach(() => vi.unstubAllGlobals());

const PROJECT = rentalJson().project;

function stay(overrides: Partial<FrontDeskRental> = {}): FrontDeskRental {
  return {
    ...rentalJson({ status: 'RENTED', startDate: todayIso() }),
    customer: {
      id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Joana Araújo',
      email: 'joana@exemplo.com',
    },
    occupants: [
      {
        id: '5f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
        name: 'Ana Beatriz Souza',
        birthdate: '1990-05-12',
        document: { type: 'CPF', number: '52998224725' },
        phone: null,
        isCustomer: true,
      },
    ],
    occupantsIds: ['5f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c'],
    expectedArrivalTime: '16:45',
    vehiclePlates: ['ABC1D23'],
    checkedInAt: null,
    checkedOutAt: null,
    ...overrides,
  };
}

function serve(day: {
  arrivals: FrontDeskRental[];
  departures: FrontDeskRental[];
  inHouse: FrontDeskRental[];
}) {
  return stubFetch(async (url, init) => {
    if (url.includes('/check-in'))
      return jsonResponse(200, { ...day.arrivals[0], checkedInAt: new Date().toISOString() });
    if (url.includes('/admin/front-desk')) return jsonResponse(200, { date: todayIso(), ...day });
    if (url.includes('projects')) return jsonResponse(200, { items: [PROJECT], total: 1 });
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
}

function renderAs(permissions: PermissionEntry[], path = '/recepcao') {
  const view = renderWithApp(<FrontDeskPage />, { path });
  view.queryClient.setQueryData(queryKeys.me, activeUser({ permissions }));
  registerQueryClient(view.queryClient);
  return view;
}

/** The projects come first, then the day: each step awaited on its own. */
async function dayLoaded() {
  await screen.findByRole('option', { name: new RegExp(PROJECT.name) });
  await waitFor(() => expect(screen.queryAllByText('Carregando', { exact: false })).toHaveLength(0));
}

describe('Recepção', () => {
  it("shows the day's arrivals with guests, documents, arrival time and plates, and checks one in", async () => {
    const fetchMock = serve({ arrivals: [stay()], departures: [], inHouse: [] });
    const user = userEvent.setup();
    renderAs(staffPermissions('FRONT_DESK'));
    await dayLoaded();

    const arrivals = await screen.findByRole('region', { name: 'Chegadas (1)' });
    const card = within(arrivals).getByRole('listitem', { name: 'Bloco A · 2º andar · Apto 203' });
    expect(within(card).getByText('Aguardando check-in')).toBeInTheDocument();
    expect(within(card).getByText('16:45')).toBeInTheDocument();
    expect(within(card).getByText('ABC1D23')).toBeInTheDocument();
    expect(within(card).getByText(/CPF 529\.982\.247-25 · nasc\. 12\/05\/1990/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saídas (0)' })).toHaveTextContent('Nenhuma saída neste dia.');

    await user.click(within(card).getByRole('button', { name: /^Fazer check-in/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url.includes('/check-in') && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('warns when the guests are missing, and offers no check-in then', async () => {
    serve({ arrivals: [stay({ occupants: [], occupantsIds: [] })], departures: [], inHouse: [] });
    renderAs(staffPermissions('FRONT_DESK'));
    const arrivals = await screen.findByRole('region', { name: 'Chegadas (1)' });
    expect(within(arrivals).getByText('Hóspedes não cadastrados pelo cliente.')).toBeInTheDocument();
    expect(within(arrivals).getByRole('button', { name: /^Fazer check-in/ })).toBeDisabled();
  });

  it('offers the check-out of a guest in house, and no button without the write permission', async () => {
    const inHouse = stay({ checkedInAt: '2026-03-14T17:10:00.000Z' });
    serve({ arrivals: [], departures: [], inHouse: [inHouse] });
    const { unmount } = renderAs(staffPermissions('FRONT_DESK'));
    const region = await screen.findByRole('region', { name: 'Hospedados (1)' });
    expect(within(region).getByText('Hospedado')).toBeInTheDocument();
    expect(within(region).getByText('14/03/2026 14:10')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /^Fazer check-out/ })).toBeInTheDocument();
    unmount();

    serve({ arrivals: [], departures: [], inHouse: [inHouse] });
    renderAs([{ module: 'DASH' }, { module: 'DASH', controller: 'frontDesk', access: 'read' }]);
    const readOnly = await screen.findByRole('region', { name: 'Hospedados (1)' });
    expect(within(readOnly).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a day beyond tomorrow is out of the front desk’s reach, without asking for it', async () => {
    const fetchMock = serve({ arrivals: [], departures: [], inHouse: [] });
    const later = addDays(todayIso(), 60);
    renderAs(staffPermissions('FRONT_DESK'), `/recepcao?data=${later}`);
    expect(await screen.findByText('Dia fora do alcance da recepção')).toBeInTheDocument();
    expect(screen.getAllByText(/^A recepção consulta de \d{2}\/\d{2}\/\d{4} a /).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Lista da portaria' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/front-desk'))).toBe(false);
  });

  it('links the guest list of the chosen project and day', async () => {
    serve({ arrivals: [], departures: [], inHouse: [] });
    renderAs(staffPermissions('FRONT_DESK'));
    const link = await screen.findByRole('link', { name: 'Lista da portaria' });
    expect(link).toHaveAttribute(
      'href',
      `/recepcao/lista-da-portaria?project=${PROJECT.id}&data=${todayIso()}`,
    );
  });
});
