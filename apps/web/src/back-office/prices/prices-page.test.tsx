import { type AdminProjectListResponse, type StaffRole, staffPermissions } from '@estadia/domain';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { PricesPage } from './prices-page';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', async (original) => ({
  ...(await original<typeof import('@/lib/toast')>()),
  toastSuccess: toasts.success,
}));

beforeAll(polyfillDialog);

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.success.mockClear();
});

const STUDIO_ID = '519fa592-7ecf-4d65-b776-33a5ac2d8de3';

const PROJECTS: AdminProjectListResponse = {
  items: [
    {
      id: 'c5423f27-84df-4b82-9cb0-fff9970ec3cb',
      name: 'Estadia Pinheiros',
      city: { name: 'São Paulo', stateInitials: 'SP' },
      apartments: 28,
      modalities: [
        {
          id: STUDIO_ID,
          name: 'Studio',
          priceShortPeriod: 299,
          priceLongPeriod: 5290,
          dynamicPrices: { longPeriod: 4990 },
        },
        {
          id: '11e94bc8-4866-424a-aae3-d508810d9bef',
          name: '1 quarto',
          priceShortPeriod: 389,
          priceLongPeriod: 6890,
          dynamicPrices: null,
        },
      ],
    },
  ],
};

function signIn(queryClient: QueryClient, role: StaffRole) {
  registerQueryClient(queryClient);
  queryClient.setQueryData(queryKeys.me, activeUser({ permissions: staffPermissions(role) }));
}

/** The API: the projects, and a PATCH answered with `patch` (the modality as saved by default). */
function stubApi(patch?: () => Response) {
  return stubFetch(async (url, init) => {
    if (init?.method === 'PATCH') {
      return (
        patch?.() ??
        jsonResponse(200, { ...PROJECTS.items[0]!.modalities[0], ...JSON.parse(String(init.body)) })
      );
    }
    if (url.endsWith('/api/admin/projects')) return jsonResponse(200, PROJECTS);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Rota não encontrada.' });
  });
}

async function openStudio(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar preços de Studio' }));
  return screen.getByRole('dialog', { name: 'Preços: Studio' });
}

const patches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.flatMap((call, index) =>
    call[1]?.method === 'PATCH' ? [sentRequest(fetchMock, index)] : [],
  );

const TOO_HIGH =
  'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): no máximo R$ 14.970,00.';

describe('PricesPage', () => {
  it('lists each project’s modalities with their prices, the replaced base price struck through', async () => {
    stubApi();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const table = await screen.findByRole('table', { name: 'Preços das modalidades de Estadia Pinheiros' });
    const studio = within(table).getByRole('row', { name: /Studio/ });
    expect(studio).toHaveTextContent('R$ 299,00');
    expect(studio).toHaveTextContent('R$ 5.290,00 (substituído pelo preço dinâmico)');
    expect(studio).toHaveTextContent('Longa: R$ 4.990,00/30 noites');
    expect(
      screen.getByText(/Cotações e novos rascunhos usam o novo preço na hora; locações já enviadas/),
    ).toBeInTheDocument();
  });

  it('lets staff without prices:write read the prices, and change none', async () => {
    stubApi();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'BOOKINGS');

    await screen.findByRole('table', { name: 'Preços das modalidades de Estadia Pinheiros' });
    expect(screen.getByText(/peça o acesso a Preços \(alterar\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar preços/ })).not.toBeInTheDocument();
  });

  it('sends the changed base price and the dynamic prices as a whole, in reais', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    const short = within(dialog).getByLabelText('Estadia curta (por noite)');
    expect(short).toHaveValue('R$ 299,00');
    await user.clear(short);
    await user.type(short, '31050');
    expect(short).toHaveValue('R$ 310,50');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar preço dinâmico' }));
    const added = within(dialog).getByRole('listitem', { name: 'Preço dinâmico 2' });
    expect(within(added).getByLabelText('Período')).toHaveValue('SHORT_PERIOD');
    await user.type(within(added).getByLabelText('Preço'), '27990');
    // Both periods have a row now: there is nothing left to add.
    expect(
      within(dialog).queryByRole('button', { name: 'Adicionar preço dinâmico' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Preços de Studio atualizados.'));
    expect(patches(fetchMock)).toEqual([
      {
        url: `/api/admin/modalities/${STUDIO_ID}`,
        method: 'PATCH',
        body: { priceShortPeriod: 310.5, dynamicPrices: { shortPeriod: 279.9, longPeriod: 4990 } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a dynamic price with its row', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remover preço dinâmico 1' }));
    expect(within(dialog).getByText('Nenhum preço dinâmico: valem os preços base.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));

    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ dynamicPrices: null });
  });

  it('checks the form before sending: an empty price, or no change at all', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));
    expect(await within(dialog).findByText('Nenhum preço foi alterado.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Estadia longa (por 30 noites)'));
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Estadia longa (por 30 noites)')).toHaveAccessibleDescription(
        /Informe o preço/,
      ),
    );
    expect(patches(fetchMock)).toEqual([]);
  });

  it('puts the API’s message about a dynamic price under the row of its period', async () => {
    stubApi(() => issuesResponse([{ path: 'dynamicPrices.longPeriod', message: 'Preço alto demais' }]));
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    const row = within(dialog).getByRole('listitem', { name: 'Preço dinâmico 1' });
    await user.type(within(row).getByLabelText('Preço'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));

    await waitFor(() =>
      expect(within(row).getByLabelText('Preço')).toHaveAccessibleDescription('Preço alto demais'),
    );
    expect(screen.getByRole('dialog', { name: 'Preços: Studio' })).toBeInTheDocument();
  });

  it('sets the caução in cents through the same PATCH, with the law’s hint under the field', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    const deposit = within(dialog).getByLabelText('Caução (R$)');
    expect(deposit).toHaveValue('');
    expect(deposit).toHaveAccessibleDescription(
      'No máximo três meses de aluguel (art. 38 da Lei do Inquilinato). Deixe vazio para não oferecer caução.',
    );
    await user.type(deposit, '998000');
    expect(deposit).toHaveValue('R$ 9.980,00');
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Preços de Studio atualizados.'));
    expect(patches(fetchMock)).toEqual([
      { url: `/api/admin/modalities/${STUDIO_ID}`, method: 'PATCH', body: { securityDepositCents: 998_000 } },
    ]);
  });

  it('refuses a caução above three months of rent before sending, and shows the API’s 422 on the field', async () => {
    const answer = () =>
      jsonResponse(422, {
        statusCode: 422,
        code: 'SECURITY_DEPOSIT_TOO_HIGH',
        message: TOO_HIGH,
        issues: [{ path: 'securityDepositCents', message: TOO_HIGH }],
      });
    const fetchMock = stubApi(() => answer());
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PricesPage />);
    signIn(queryClient, 'ADMIN');

    const dialog = await openStudio(user);
    const deposit = within(dialog).getByLabelText('Caução (R$)');
    // R$ 4.990,00 (the dynamic long price) × 3 = R$ 14.970,00: one cent more is refused here.
    await user.type(deposit, '1497001');
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));
    await waitFor(() =>
      expect(deposit).toHaveAccessibleDescription(new RegExp(TOO_HIGH.replace(/[.()$]/g, '\\$&'))),
    );
    expect(patches(fetchMock)).toEqual([]);

    // Within the ceiling here, refused by the API (a colleague lowered the rent meanwhile).
    await user.clear(deposit);
    await user.type(deposit, '1400000');
    await user.click(screen.getByRole('button', { name: 'Salvar preços' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expect(deposit).toHaveAccessibleDescription(new RegExp(TOO_HIGH.replace(/[.()$]/g, '\\$&'))),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Preços: Studio' })).toBeInTheDocument();
  });
});
