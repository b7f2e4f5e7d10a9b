import type { AdminRentalDetail } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { paymentJson, rentalJson } from '@/test/test-rental';
import { RentalPage } from './rental-page';
import { RENT_ID, renderBackOffice, rentalDetailJson, staffUser } from './test-support';

beforeAll(polyfillDialog);

afterEach(() => vi.unstubAllGlobals());

const PATH = `/locacoes/${RENT_ID}`;
const ROUTE = '/locacoes/:rentId';
const DETAIL_URL = `/api/admin/rentals/${RENT_ID}`;

/** The API: the rental (read again after each decision) and the answer to a decision. */
function stubRental(
  detail: AdminRentalDetail,
  decision: (url: string) => Response = () =>
    jsonResponse(200, rentalJson({ status: 'WAITING_FOR_SIGNATURE' })),
) {
  let current = detail;
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      const answer = decision(url);
      if (answer.ok) current = rentalDetailJson({ rental: rentalJson({ status: 'WAITING_FOR_SIGNATURE' }) });
      return answer;
    }
    if (url === DETAIL_URL) return jsonResponse(200, current);
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' });
  });
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map((_, index) => sentRequest(fetchMock, index))
    .filter((call) => call.method === 'POST');

describe('RentalPage', () => {
  it('shows the stay, the customer, payments, the contract’s evidence and the history', async () => {
    stubRental(
      rentalDetailJson({
        rental: rentalJson({ status: 'RENTED', statusLabel: 'Pagamento aprovado', accessCode: '841275' }),
        payments: [
          { ...paymentJson({ status: 'PAID', paidDate: '2026-03-01T13:05:00.000Z' }), paidVia: 'MANUAL' },
        ],
        contract: {
          signedAt: '2026-03-01T13:00:00.000Z',
          ip: '198.51.100.20',
          userAgent: 'Mozilla/5.0',
          email: 'joana@exemplo.com',
          sha256: 'a'.repeat(64),
          signedPdfSha256: 'b'.repeat(64),
          signers: [
            {
              role: 'TENANT',
              roleLabel: 'Locatário',
              name: 'Joana Araújo',
              email: 'joana@exemplo.com',
              signedAt: '2026-03-01T13:00:00.000Z',
              ip: '198.51.100.20',
              userAgent: 'Mozilla/5.0',
            },
            {
              role: 'GUARANTOR',
              roleLabel: 'Fiador',
              name: 'Paulo Mendes',
              email: 'paulo@exemplo.com',
              signedAt: '2026-03-01T15:30:00.000Z',
              ip: '203.0.113.9',
              userAgent: null,
            },
          ],
          signedUrl: `/api/admin/rentals/${RENT_ID}/contract/signed`,
        },
        history: [
          { at: '2026-03-01T12:00:00.000Z', label: 'Enviada para aprovação', actor: null },
          {
            at: '2026-03-01T12:00:05.000Z',
            label: 'Aprovou a locação',
            actor: { id: '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b11', email: 'beatriz@estadia.com.br' },
          },
        ],
      }),
    );
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Locação 0B9F3C1E' })).toBeInTheDocument();
    expect(screen.getAllByText('Pagamento aprovado').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Resumo da locação' });
    expect(within(summary).getByText('Bloco A · 2º andar · Apto 203')).toBeInTheDocument();
    expect(within(summary).getByText('14/03/2026 a partir das 14:00')).toBeInTheDocument();
    expect(within(summary).getByText('Caução')).toBeInTheDocument();
    expect(within(summary).getByTestId('price-total')).toHaveTextContent('R$ 954,00');
    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(within(customer).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(customer).getByText('MG-12.345.678 · SSP/MG')).toBeInTheDocument();
    expect(within(customer).getByRole('button', { name: 'Baixar Documento do RG' })).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Pagamentos' });
    expect(within(payments).getByText('Baixa manual da equipe')).toBeInTheDocument();
    expect(within(payments).getByText('Pago')).toBeInTheDocument();
    const contract = screen.getByRole('region', { name: 'Contrato' });
    expect(within(contract).getByRole('region', { name: 'Locatário: Joana Araújo' })).toHaveTextContent(
      '198.51.100.20',
    );
    const fiador = within(contract).getByRole('region', { name: 'Fiador: Paulo Mendes' });
    expect(fiador).toHaveTextContent('203.0.113.9');
    expect(fiador).toHaveTextContent('01/03/2026 12:30');
    expect(within(contract).getByText('a'.repeat(64))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Histórico' });
    expect(within(history).getByText('por beatriz@estadia.com.br')).toBeInTheDocument();
    expect(within(history).getByText('Registrado pelo sistema')).toBeInTheDocument();
    // Nothing to decide once paid.
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
  });

  it('approves after confirming, with POST …/approve, and shows the rental as it is now', async () => {
    const fetchMock = stubRental(rentalDetailJson());
    const user = userEvent.setup();
    const { queryClient } = renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprovar locação?' });
    expect(posts(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar locação' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetchMock)).toEqual([{ url: `${DETAIL_URL}/approve`, method: 'POST', body: undefined }]);
    expect(await screen.findAllByText('Assinatura pendente')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['user', 'back-office', 'rentals'],
        ['user', 'back-office', 'dashboard'],
      ]),
    );
  });

  it('asks for a reason to reject, and details when it is Outro', async () => {
    const fetchMock = stubRental(rentalDetailJson());
    const user = userEvent.setup();
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar locação' });
    expect(within(dialog).getByText(/recebe o motivo e os detalhes por e-mail/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Recusar locação' });

    await user.click(submit);
    expect(await within(dialog).findByText('Escolha o motivo da recusa.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Outro' }));
    await user.click(submit);
    expect(await within(dialog).findByRole('textbox', { name: 'Detalhes' })).toHaveAccessibleDescription(
      /Descreva o motivo: o cliente vai lê-lo no e-mail\./,
    );
    expect(posts(fetchMock)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Detalhes' }),
      '  Apartamento em manutenção. ',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        {
          url: `${DETAIL_URL}/reject`,
          method: 'POST',
          body: { reason: 'OTHER', details: 'Apartamento em manutenção.' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects with a listed reason and no details', async () => {
    const fetchMock = stubRental(rentalDetailJson());
    const user = userEvent.setup();
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar locação' });
    await user.click(within(dialog).getByRole('radio', { name: 'Demora na resposta de aprovação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recusar locação' }));
    await waitFor(() =>
      expect(posts(fetchMock).map((call) => call.body)).toEqual([{ reason: 'APPROVAL_WAIT_TIME_TOO_LONG' }]),
    );
  });

  it('reloads the rental when someone else decided first (409)', async () => {
    const fetchMock = stubRental(rentalDetailJson(), () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'RENTAL_NOT_AWAITING_APPROVAL',
        message: 'Esta locação não está mais aguardando aprovação.',
      }),
    );
    const user = userEvent.setup();
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await user.click(screen.getByRole('button', { name: 'Aprovar locação' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reads = fetchMock.mock.calls.filter(([url, init]) => url === DETAIL_URL && init?.method === 'GET');
    expect(reads).toHaveLength(2);
  });

  it('shows no decision to a member who may only read rentals', async () => {
    stubRental(rentalDetailJson());
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE, user: staffUser('FINANCE') });
    expect(
      await screen.findByText('Aprovar ou recusar cabe a quem pode alterar locações.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
  });

  it('says when the rental does not exist', async () => {
    stubFetch(async () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Locação não encontrada' }),
    );
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });
    expect(await screen.findByText('Locação não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as locações' })).toHaveAttribute('href', '/locacoes');
  });

  it('shows the front desk a rental of its day: the guest and documents, no money, contract or profile', async () => {
    const full = rentalDetailJson({
      rental: rentalJson({ status: 'RENTED', statusLabel: 'Pagamento aprovado' }),
    });
    const {
      birthdate: _birthdate,
      hometown: _hometown,
      hometownState: _state,
      profession: _profession,
      fathersFullName: _father,
      mothersFullName: _mother,
      address: _address,
      ...customer
    } = full.customer;
    const fetchMock = stubRental({ rental: full.rental, customer, history: full.history });
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE, user: staffUser('FRONT_DESK') });

    const panel = await screen.findByRole('region', { name: 'Cliente' });
    expect(within(panel).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Abrir.*RG/ })).toBeInTheDocument();
    for (const hidden of ['Nome do pai', 'Nome da mãe', 'Endereço', 'Profissão', 'Data de nascimento'])
      expect(within(panel).queryByText(hidden)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo da locação' });
    expect(within(summary).queryByText('Valores')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Forma de pagamento')).not.toBeInTheDocument();
    for (const region of ['Pagamentos', 'Contrato', 'Vistorias'])
      expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/painel');
    // Only the rental itself: no extensions or inspections the front desk could not open.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining(DETAIL_URL)]);
  });

  it('tells the front desk a rental outside its day is out of its reach, not that it does not exist', async () => {
    stubFetch(async () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Locação não encontrada' }),
    );
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE, user: staffUser('FRONT_DESK') });
    expect(await screen.findByText('Locação fora do alcance da recepção')).toBeInTheDocument();
    expect(screen.getByText(/entre ontem e amanhã/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver todas as locações' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar ao painel' })[0]).toHaveAttribute('href', '/painel');
  });

  it('shows a monthly plan month by month, and a refund with when it was asked for and when it arrived', async () => {
    const month = (number: number, status: 'PAID' | 'PENDING' | 'SCHEDULED', dueDate: string) => ({
      ...paymentJson({
        id: `0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c1${number}`,
        paymentType: 'BANK_SLIP_MONTHLY',
        installment: { number, count: 3 },
        amountCents: 315_833,
        status,
        dueDate,
        paidDate: status === 'PAID' ? '2026-03-02T13:00:00.000Z' : null,
      }),
      paidVia: status === 'PAID' ? ('WEBHOOK' as const) : null,
    });
    const refunded = {
      ...paymentJson({
        id: '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c19',
        status: 'REFUNDED',
        amountCents: 315_833,
        refundRequestedDate: '2026-03-02T14:00:00.000Z',
        refundedDate: '2026-03-03T09:30:00.000Z',
      }),
      paidVia: 'WEBHOOK' as const,
    };
    stubRental(
      rentalDetailJson({
        rental: rentalJson({ status: 'RENTED', accessCode: '841275', paymentType: 'BANK_SLIP_MONTHLY' }),
        payments: [
          month(1, 'PAID', '2099-03-03'),
          month(2, 'PENDING', '2099-04-02'),
          month(3, 'SCHEDULED', '2099-05-02'),
          refunded,
        ],
      }),
    );
    renderBackOffice(<RentalPage />, { path: PATH, route: ROUTE });

    const panel = await screen.findByRole('region', { name: 'Pagamentos' });
    const plan = within(panel).getByRole('heading', { name: 'Plano do boleto mensal' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(plan).toHaveTextContent('1 de 3 pagos · total R$ 9.474,99');
    const months = within(plan).getAllByRole('listitem');
    expect(months.map((item) => item.textContent)).toEqual([
      'Mês 1 de 3R$ 3.158,33Pago em 02/03/2026Pago',
      'Mês 2 de 3R$ 3.158,33Vence em 02/04/2099Aguardando pagamento',
      'Mês 3 de 3R$ 3.158,33Vence em 02/05/2099 · o boleto é emitido perto do vencimentoAgendado',
    ]);
    const table = within(panel).getByRole('table', { name: 'Pagamentos da locação' });
    expect(table).toHaveTextContent('Sem código: emitido perto do vencimento');
    expect(table).toHaveTextContent('Estorno pedido em 02/03/2026 11:00');
    expect(table).toHaveTextContent('Estornado em 03/03/2026 06:30');
  });
});
