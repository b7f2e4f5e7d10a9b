import {
  type AdminPayment,
  type AdminPaymentListResponse,
  areaPermission,
  BACK_OFFICE_ACCESS,
  type Permission,
  staffPermissions,
} from '@estadia/domain';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerQueryClient } from '@/lib/query-client-loader';
import { queryKeys } from '@/lib/query-keys';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser } from '@/test/test-user';
import { PaymentsPage } from './payments-page';

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

const PENDING_PIX: AdminPayment = {
  id: '0b6a4c0e-8f43-4f4e-a3f1-6f1d2a0c9e01',
  rentalId: '7d1f0c3a-2b4e-4a55-9a76-1c2d3e4f5a60',
  paymentType: 'PIX',
  status: 'PENDING',
  amountCents: 74_700,
  dueDate: '2099-11-24',
  createdDate: '2026-11-24T18:25:46.850Z',
  paidDate: null,
  installment: { number: 1, count: 1 },
  customer: { id: 'c1a0d7c6-6c77-4f5b-8d0e-2f3a4b5c6d70', name: 'Carla Mendes', email: 'carla@exemplo.com' },
  rental: {
    id: '7d1f0c3a-2b4e-4a55-9a76-1c2d3e4f5a60',
    projectName: 'Estadia Boa Viagem',
    apartmentLabel: 'Bloco A · 1º andar · Apto 103',
  },
  paidVia: null,
  refundedCents: null,
};

const PAID_CARD: AdminPayment = {
  ...PENDING_PIX,
  id: '5e2b9d1f-0a3c-4b6d-8e7f-9a0b1c2d3e4f',
  paymentType: 'CREDIT_CARD',
  status: 'PAID',
  amountCents: 160_000,
  paidDate: '2026-11-24T18:30:00.000Z',
  card: { brand: 'VISA', last4: '1111', installments: 3, installmentCents: 57_867, totalCents: 173_600 },
  customer: { id: 'b2a0d7c6-6c77-4f5b-8d0e-2f3a4b5c6d71', name: 'Bruno Lima', email: 'bruno@exemplo.com' },
  paidVia: 'WEBHOOK',
};

function ledger(items: AdminPayment[]): AdminPaymentListResponse {
  return {
    items,
    total: items.length,
    totals: [
      { status: 'SCHEDULED', count: 2, amountCents: 631_666 },
      { status: 'PENDING', count: 1, amountCents: 74_700 },
      { status: 'PAID', count: 1, amountCents: 160_000 },
      { status: 'EXPIRED', count: 0, amountCents: 0 },
      { status: 'FAILED', count: 0, amountCents: 0 },
      { status: 'REFUND_PENDING', count: 1, amountCents: 379_000 },
      { status: 'REFUNDED', count: 0, amountCents: 0 },
    ],
  };
}

function signIn(queryClient: QueryClient, permissions: Permission[] = staffPermissions('FINANCE')) {
  registerQueryClient(queryClient);
  queryClient.setQueryData(queryKeys.me, activeUser({ permissions }));
}

/** The API: the ledger for every GET, `action` for the POSTs (the payment, paid, by default). */
function stubApi(action?: (url: string) => Response) {
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      return action?.(url) ?? jsonResponse(200, { ...PENDING_PIX, status: 'PAID', paidVia: 'MANUAL' });
    }
    return jsonResponse(200, ledger([PENDING_PIX, PAID_CARD]));
  });
}

const requests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map((_, index) => sentRequest(fetchMock, index));
/** The last ledger request: its path and its query, as an object. */
function lastGet(fetchMock: ReturnType<typeof stubApi>) {
  const url = new URL(
    requests(fetchMock)
      .filter((request) => request.method === 'GET')
      .at(-1)?.url ?? '',
    'http://localhost',
  );
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('PaymentsPage', () => {
  it('shows the totals per status and each payment with its method, status and confirmation', async () => {
    stubApi();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient);

    const totals = await screen.findByRole('region', { name: 'Totais por situação' });
    await waitFor(() => expect(totals).toHaveTextContent('Aguardando pagamentoR$ 747,001 pagamento'));
    const table = screen.getByRole('table', { name: 'Pagamentos' });
    const card = within(table).getByRole('row', { name: /Bruno Lima/ });
    expect(card).toHaveTextContent('Cartão de crédito · VISA final 1111 · 3x');
    expect(card).toHaveTextContent('R$ 1.736,00 com juros');
    expect(card).toHaveTextContent('Confirmação: Notificação do banco');
    expect(within(card).getByRole('button', { name: 'Reembolsar o pagamento de Bruno Lima' })).toBeEnabled();
    const pix = within(table).getByRole('row', { name: /Carla Mendes/ });
    expect(within(pix).getByText('Aguardando pagamento')).toBeInTheDocument();
  });

  it('counts and shows scheduled months and refunds with their dates, and filters by them', async () => {
    const refunding: AdminPayment = {
      ...PAID_CARD,
      id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
      paymentType: 'BANK_SLIP_MONTHLY',
      card: undefined,
      installment: { number: 2, count: 3 },
      amountCents: 379_000,
      status: 'REFUND_PENDING',
      refundRequestedDate: '2026-11-25T13:00:00.000Z',
      customer: { ...PAID_CARD.customer, name: 'Dora Reis' },
    };
    const scheduled: AdminPayment = {
      ...PENDING_PIX,
      id: '7b2c3d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
      paymentType: 'BANK_SLIP_MONTHLY',
      installment: { number: 3, count: 3 },
      status: 'SCHEDULED',
      dueDate: '2027-01-20',
      customer: { ...PENDING_PIX.customer, name: 'Eva Prado' },
    };
    const fetchMock = stubFetch(async () => jsonResponse(200, ledger([refunding, scheduled])));
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient);

    const totals = await screen.findByRole('region', { name: 'Totais por situação' });
    await waitFor(() => expect(totals).toHaveTextContent('AgendadoR$ 6.316,662 pagamentos'));
    expect(totals).toHaveTextContent('Estorno em andamentoR$ 3.790,001 pagamento');
    const table = screen.getByRole('table', { name: 'Pagamentos' });
    const refund = within(table).getByRole('row', { name: /Dora Reis/ });
    expect(refund).toHaveTextContent('Estorno em andamento');
    expect(refund).toHaveTextContent('Estorno pedido em 25/11/2026 10:00');
    // Money on its way back is neither confirmed nor refunded again by hand.
    expect(within(refund).queryByRole('button')).not.toBeInTheDocument();
    const month = within(table).getByRole('row', { name: /Eva Prado/ });
    expect(month).toHaveTextContent('Agendado');
    expect(month).toHaveTextContent('Sem código ainda');
    expect(within(month).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Situação'), 'Estorno em andamento');
    await waitFor(() => expect(lastGet(fetchMock).query).toMatchObject({ status: 'REFUND_PENDING' }));
  });

  it('keeps the filters in the URL and asks the API for them, from the first page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient, router } = renderWithApp(<PaymentsPage />, {
      path: '/pagamentos?status=PENDING&page=2',
    });
    signIn(queryClient);

    await waitFor(() =>
      expect(lastGet(fetchMock)).toEqual({
        path: '/api/admin/payments',
        query: { status: 'PENDING', page: '2', pageSize: '20' },
      }),
    );
    expect(screen.getByLabelText('Situação')).toHaveValue('PENDING');

    await user.selectOptions(screen.getByLabelText('Forma de pagamento'), 'PIX');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING&paymentType=PIX'));
    await waitFor(() =>
      expect(lastGet(fetchMock).query).toEqual({
        status: 'PENDING',
        paymentType: 'PIX',
        page: '1',
        pageSize: '20',
      }),
    );

    await user.type(screen.getByLabelText('Criados de'), '31022026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(/Data inválida/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=PENDING&paymentType=PIX');

    await user.clear(screen.getByLabelText('Criados de'));
    await user.type(screen.getByLabelText('Criados de'), '01112026');
    await user.type(screen.getByLabelText('Criados até'), '30112026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=PENDING&paymentType=PIX&from=2026-11-01&to=2026-11-30',
      ),
    );
    await waitFor(() =>
      expect(lastGet(fetchMock).query).toEqual({
        status: 'PENDING',
        paymentType: 'PIX',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
        pageSize: '20',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Criados de')).toHaveValue('');
  });

  it('gives a pending Pix a manual confirmation that explains it credits once, and sends the note', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient);

    await user.click(
      await screen.findByRole('button', { name: 'Dar baixa manual no pagamento de Carla Mendes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Dar baixa manual' });
    expect(dialog).toHaveTextContent('Carla Mendes (carla@exemplo.com)');
    expect(dialog).toHaveTextContent(
      'A baixa credita o pagamento pelo mesmo caminho da notificação do banco. Se a notificação chegar depois, nada é creditado duas vezes.',
    );
    await user.type(within(dialog).getByLabelText('Observação (opcional)'), 'Comprovante enviado por e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Baixa registrada: o pagamento de Carla Mendes está pago.'),
    );
    expect(requests(fetchMock).filter((request) => request.method === 'POST')).toEqual([
      {
        url: `/api/admin/payments/${PENDING_PIX.id}/confirm`,
        method: 'POST',
        body: { note: 'Comprovante enviado por e-mail' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The ledger and its totals are read again.
    expect(requests(fetchMock).filter((request) => request.method === 'GET').length).toBeGreaterThan(1);
  });

  it('shows the API’s refusal in the dialog', async () => {
    const message =
      'Esta cobrança não é mais devida (a locação foi cancelada ou já foi paga de outra forma): não há o que baixar.';
    stubApi(() => jsonResponse(409, { statusCode: 409, code: 'PAYMENT_NOT_OWED', message }));
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient);

    await user.click(
      await screen.findByRole('button', { name: 'Dar baixa manual no pagamento de Carla Mendes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Dar baixa manual' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('registers a partial refund in cents, with its reason', async () => {
    const fetchMock = stubApi(() =>
      jsonResponse(200, { ...PAID_CARD, status: 'REFUNDED', refundedCents: 10_000 }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient);

    await user.click(await screen.findByRole('button', { name: 'Reembolsar o pagamento de Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar reembolso' });
    const amount = within(dialog).getByLabelText('Valor do reembolso');
    expect(amount).toHaveValue('R$ 1.736,00');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Cortesia');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar reembolso' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Reembolso de R$ 100,00 registrado.'));
    expect(requests(fetchMock).filter((request) => request.method === 'POST')).toEqual([
      {
        url: `/api/admin/payments/${PAID_CARD.id}/refund`,
        method: 'POST',
        body: { amountCents: 10_000, note: 'Cortesia' },
      },
    ]);
    // The refunded payment loses its button: focus goes to the list, not back to the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cobranças' })).toHaveFocus());
  });

  it('offers no action to staff who may only read payments', async () => {
    stubApi();
    const { queryClient } = renderWithApp(<PaymentsPage />, { path: '/pagamentos' });
    signIn(queryClient, [BACK_OFFICE_ACCESS, areaPermission('payments', 'read')]);

    // Waiting on the text is cheap; a role query computes every row's name on each poll.
    await screen.findByText('Carla Mendes');
    expect(screen.getByRole('row', { name: /Carla Mendes/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dar baixa|Reembolsar/ })).not.toBeInTheDocument();
    // Nor a link to a rental they may not open.
    expect(screen.queryByRole('link', { name: 'Carla Mendes' })).not.toBeInTheDocument();
  });
});
