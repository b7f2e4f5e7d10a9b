import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { RentalsPage } from './rentals-page';
import { adminRentalJson, renderBackOffice, staffUser } from './test-support';

afterEach(() => vi.unstubAllGlobals());

const PROJECTS = {
  items: [
    {
      id: 'a2c9e1f0-1d2b-4c3a-8e7f-6a5b4c3d2e1f',
      name: 'Estadia Santa Mônica',
      city: { name: 'Uberlândia', stateInitials: 'MG' },
      apartments: 40,
      modalities: [],
    },
    {
      id: 'b3d0f2a1-2e3c-4d4b-9f80-7b6c5d4e3f20',
      name: 'Estadia Boa Viagem',
      city: { name: 'Recife', stateInitials: 'PE' },
      apartments: 30,
      modalities: [],
    },
  ],
};

/** The API: the projects, and a page of 45 rentals for any filter. */
function stubApi() {
  return stubFetch(async (url) => {
    if (url.startsWith('/api/admin/projects') || url.startsWith('/api/projects'))
      return jsonResponse(200, PROJECTS);
    if (url.startsWith('/api/admin/rentals'))
      return jsonResponse(200, { items: [adminRentalJson()], total: 45 });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' });
  });
}

/** The query strings of the rentals asked for, in order. */
function rentalRequests(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/admin/rentals'))
    .map((url) => new URL(url, 'http://localhost').searchParams);
}

const location = () => screen.getByTestId('location').textContent;

describe('RentalsPage', () => {
  it('asks for the view the URL describes and shows the page with the total', async () => {
    const fetchMock = stubApi();
    renderBackOffice(<RentalsPage />, {
      path: '/locacoes?status=WAITING_APPROVAL&q=ana&sort=customer&order=asc&page=2',
    });

    expect(await screen.findByRole('link', { name: 'Joana Araújo' })).toHaveAttribute(
      'href',
      '/locacoes/0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10',
    );
    expect(Object.fromEntries(rentalRequests(fetchMock)[0]!)).toEqual({
      q: 'ana',
      status: 'WAITING_APPROVAL',
      sort: 'customer',
      order: 'asc',
      page: '2',
      pageSize: '20',
    });
    expect(screen.getByText('45 locações')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('WAITING_APPROVAL');
    expect(screen.getByLabelText('Buscar cliente')).toHaveValue('ana');
    expect(screen.getByRole('button', { name: /^Página\s*2$/ })).toHaveAttribute('aria-current', 'page');
    const row = screen.getByRole('row', { name: /Joana Araújo/ });
    expect(within(row).getByText('Pagamento pendente')).toBeInTheDocument();
    expect(within(row).getByText('R$ 954,00')).toBeInTheDocument();
    expect(within(row).getByText('Bloco A · 2º andar · Apto 203')).toBeInTheDocument();
  });

  it('puts each filter in the URL, back on page 1, and asks the API for it', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes?page=3' });
    await screen.findByText('45 locações');

    await user.selectOptions(screen.getByLabelText('Status'), 'RENTED');
    expect(location()).toBe('/locacoes?status=RENTED');

    await user.selectOptions(await screen.findByLabelText('Empreendimento'), 'Estadia Boa Viagem');
    expect(location()).toBe('/locacoes?status=RENTED&projectId=b3d0f2a1-2e3c-4d4b-9f80-7b6c5d4e3f20');

    await user.type(screen.getByLabelText('Noites de'), '01032026');
    await user.type(screen.getByLabelText('Até'), '31032026');
    expect(location()).toBe(
      '/locacoes?status=RENTED&projectId=b3d0f2a1-2e3c-4d4b-9f80-7b6c5d4e3f20&from=2026-03-01&to=2026-03-31',
    );
    await waitFor(() =>
      expect(Object.fromEntries(rentalRequests(fetchMock).at(-1)!)).toMatchObject({
        status: 'RENTED',
        projectId: 'b3d0f2a1-2e3c-4d4b-9f80-7b6c5d4e3f20',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
      }),
    );
    // Half-typed dates never reached the API.
    expect(
      rentalRequests(fetchMock).every((query) => !query.get('from') || query.get('from') === '2026-03-01'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(location()).toBe('/locacoes');
    expect(screen.getByLabelText('Noites de')).toHaveValue('');
  });

  it('searches once typing pauses, not at every key', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes' });
    await screen.findByText('45 locações');

    await user.type(screen.getByLabelText('Buscar cliente'), 'joana');
    await waitFor(() => expect(location()).toBe('/locacoes?q=joana'));
    await waitFor(() => expect(rentalRequests(fetchMock).at(-1)?.get('q')).toBe('joana'));
    expect(rentalRequests(fetchMock).map((query) => query.get('q'))).toEqual([null, 'joana']);
  });

  it('sorts by a column header, ascending first, then the other way', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes?status=RENTED&page=2' });
    await screen.findByText('45 locações');

    await user.click(screen.getByRole('button', { name: 'Cliente' }));
    expect(location()).toBe('/locacoes?status=RENTED&sort=customer&order=asc');
    await user.click(screen.getByRole('button', { name: 'Cliente' }));
    expect(location()).toBe('/locacoes?status=RENTED&sort=customer&order=desc');
    await waitFor(() =>
      expect(Object.fromEntries(rentalRequests(fetchMock).at(-1)!)).toMatchObject({
        sort: 'customer',
        order: 'desc',
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says when a typed date does not exist, and leaves the filter as it was', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi();
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes' });
    await screen.findByText('45 locações');
    await user.type(screen.getByLabelText('Noites de'), '31022026');
    expect(screen.getByLabelText('Noites de')).toHaveAccessibleDescription(
      'Data inválida: use uma data existente no formato dd/mm/aaaa',
    );
    expect(location()).toBe('/locacoes');
  });

  it('refuses a period that ends before it starts without asking the API', async () => {
    const fetchMock = stubApi();
    renderBackOffice(<RentalsPage />, { path: '/locacoes?from=2026-03-10&to=2026-03-01' });
    expect(await screen.findByLabelText('Até')).toHaveAccessibleDescription(
      'A data final deve ser igual ou posterior à inicial.',
    );
    expect(rentalRequests(fetchMock)).toEqual([]);
  });

  it('offers to clear the filters when nothing matches', async () => {
    stubFetch(async (url) =>
      url.startsWith('/api/admin/rentals')
        ? jsonResponse(200, { items: [], total: 0 })
        : jsonResponse(200, PROJECTS),
    );
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes?q=ninguem' });
    expect(await screen.findByText('Nenhuma locação encontrada')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Limpar filtros' });
    await user.click(buttons.at(-1)!);
    expect(location()).toBe('/locacoes');
  });

  it('lists the projects from the catalogue for a member who may not read prices', async () => {
    const fetchMock = stubApi();
    renderBackOffice(<RentalsPage />, { path: '/locacoes', user: staffUser('FINANCE') });
    await screen.findByText('45 locações');
    await screen.findByRole('option', { name: 'Estadia Santa Mônica' });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/projects');
    expect(urls.some((url) => url.startsWith('/api/admin/projects'))).toBe(false);
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    stubFetch(async (url) => {
      if (!url.startsWith('/api/admin/rentals')) return jsonResponse(200, PROJECTS);
      return fail
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Erro' })
        : jsonResponse(200, { items: [adminRentalJson()], total: 1 });
    });
    const user = userEvent.setup();
    renderBackOffice(<RentalsPage />, { path: '/locacoes' });
    expect(await screen.findByText('Não foi possível carregar as locações')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 locação')).toBeInTheDocument();
  });
});
