import { areaPermission, BACK_OFFICE_ACCESS, type ReconciliationItem } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderBackOffice, staffUser } from '../rentals/test-support';
import { ReconciliationPage } from './reconciliation-page';
import { CASE_RENT_ID, reconciliationItem } from './test-reconciliation';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const REFUNDED = reconciliationItem({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  receivedCents: 95_400,
  outcome: 'REFUNDED',
  outcomeLabel: 'Estornado',
  reason: 'DUPLICATE',
  reasonLabel: 'Pagamento em dobro da mesma cobrança',
  open: false,
  at: '2026-11-22T12:00:00.000Z',
  refund: {
    requestedDate: '2026-11-22T12:00:01.000Z',
    refundedDate: '2026-11-22T12:10:00.000Z',
    attempts: 1,
    lastError: null,
  },
});
const REFUSED = reconciliationItem({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  outcome: 'REFUND_REFUSED',
  outcomeLabel: 'Estorno recusado: precisa de uma pessoa',
  reason: 'AFTER_CANCELLATION',
  reasonLabel: 'Pago depois do cancelamento',
  at: '2026-11-20T12:00:00.000Z',
  refund: {
    requestedDate: '2026-11-20T12:00:01.000Z',
    refundedDate: null,
    attempts: 6,
    lastError: 'Conta de destino encerrada',
  },
});
const CREDITED = reconciliationItem({
  id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
  outcome: 'CREDITED',
  outcomeLabel: 'Creditado no lugar da cobrança substituída',
  open: false,
  refund: null,
  at: '2026-11-24T12:00:00.000Z',
});

/** The API: the cases (newest first, as it lists them) for every GET, `settle` for the POST. */
function stubApi(items: ReconciliationItem[], settle?: () => Response) {
  let current = items;
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      const answer = settle?.() ?? jsonResponse(200, { ...REFUSED, outcome: 'SETTLED', open: false });
      if (answer.ok)
        current = current.map((item) =>
          item.id === REFUSED.id
            ? { ...REFUSED, open: false, outcome: 'SETTLED' as const, outcomeLabel: 'Resolvido pela equipe' }
            : item,
        );
      return answer;
    }
    if (url.includes('/admin/reconciliation'))
      return jsonResponse(200, { items: current, total: current.length });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' });
  });
}

describe('ReconciliationPage', () => {
  it('lists open cases first with what came in, why, what became of it, and the rental', async () => {
    const fetchMock = stubApi([CREDITED, REFUNDED, REFUSED]);
    renderBackOffice(<ReconciliationPage />, { path: '/conciliacao', user: staffUser('FINANCE') });

    await screen.findAllByText('Pago depois do cancelamento');
    const table = screen.getByRole('table', { name: 'Casos de conciliação' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Pago depois do cancelamento',
      'Código substituído por outro pedido de pagamento',
      'Pagamento em dobro da mesma cobrança',
    ]);
    expect(rows[0]).toHaveTextContent('R$ 3.790,00em 20/11/2026 09:00');
    expect(rows[0]).toHaveTextContent('Estorno recusado: precisa de uma pessoa');
    expect(rows[0]).toHaveTextContent('6 tentativas até agora');
    expect(rows[0]).toHaveTextContent('Resposta do provedor: Conta de destino encerrada');
    expect(rows[2]).toHaveTextContent('Estornado em 22/11/2026 09:10');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Locação 0B9F3C1E' })).toHaveAttribute(
      'href',
      `/locacoes/${CASE_RENT_ID}`,
    );
    // Only the refused refund can be settled by hand.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText(/3 casos · 1 em aberto nesta página/)).toBeInTheDocument();
    // A phone's cards (shown below md instead of the table) say the same, in the same order.
    const cards = within(screen.getByRole('list', { name: 'Casos de conciliação' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Pago depois do cancelamento');
    expect(cards[0]).toHaveTextContent('Resposta do provedor: Conta de destino encerrada');
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: /Marcar como resolvido/ }),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(new URL(sentRequest(fetchMock).url, 'http://x').search).toBe('?page=1&pageSize=20');
  });

  it('settles a refused refund with a note, and the list follows', async () => {
    const fetchMock = stubApi([REFUNDED, REFUSED]);
    const user = userEvent.setup();
    renderBackOffice(<ReconciliationPage />, { path: '/conciliacao', user: staffUser('FINANCE') });

    const table = await screen.findByRole('table', { name: 'Casos de conciliação' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Marcar como resolvido o estorno de R$ 3.790,00 da locação 0B9F3C1E',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Marcar estorno como resolvido' });
    expect(dialog).toHaveTextContent('Conta de destino encerrada');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como resolvido' }));
    expect(
      await within(dialog).findByText('Conte em poucas palavras como foi resolvido'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Como foi resolvido/), 'Devolvido por TED em 21/11');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como resolvido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls
      .map((_, index) => sentRequest(fetchMock, index))
      .find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/api/admin/reconciliation/${REFUSED.id}/settle`);
    expect(post?.body).toEqual({ note: 'Devolvido por TED em 21/11' });
    expect(await within(table).findByText('Resolvido pela equipe')).toBeInTheDocument();
    // The settled case loses its button: focus goes to the list, not back to the page's start.
    expect(screen.getByRole('heading', { name: 'Casos' })).toHaveFocus();
  });

  it('names a chargeback as one to the button and the dialog', async () => {
    const chargeback = reconciliationItem({
      outcome: 'CHARGED_BACK',
      outcomeLabel: 'Contestado: valor a recuperar do cliente',
      reason: 'CHARGEBACK',
      reasonLabel: 'Contestação no cartão (chargeback)',
      refund: null,
    });
    stubApi([chargeback]);
    const user = userEvent.setup();
    renderBackOffice(<ReconciliationPage />, { path: '/conciliacao', user: staffUser('FINANCE') });

    const table = await screen.findByRole('table', { name: 'Casos de conciliação' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Marcar como resolvido a contestação de R$ 3.790,00 da locação 0B9F3C1E',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Marcar contestação como resolvida' });
    // Settling a chargeback is money received again, not a refund.
    expect(dialog).toHaveTextContent('O valor passa a constar como recebido de novo');
    expect(dialog).not.toHaveTextContent('estornado');
  });

  it('shows the API’s refusal in the dialog', async () => {
    stubApi([REFUSED], () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'RECONCILIATION_NOT_SETTLEABLE',
        message: 'Só um estorno recusado pelo provedor precisa ser resolvido pela equipe.',
      }),
    );
    const user = userEvent.setup();
    renderBackOffice(<ReconciliationPage />, { path: '/conciliacao', user: staffUser('FINANCE') });
    const table = await screen.findByRole('table', { name: 'Casos de conciliação' });
    await user.click(await within(table).findByRole('button', { name: /Marcar como resolvido/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Como foi resolvido/), 'Devolvido por TED');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Só um estorno recusado pelo provedor precisa ser resolvido pela equipe.',
    );
  });

  it('offers no action, nor rental links, to staff who may only read payments', async () => {
    stubApi([REFUSED]);
    renderBackOffice(<ReconciliationPage />, {
      path: '/conciliacao',
      user: staffUser([BACK_OFFICE_ACCESS, areaPermission('payments', 'read')]),
    });
    await screen.findAllByText('Pago depois do cancelamento');
    expect(screen.queryByRole('button', { name: /Marcar como resolvido/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Locação/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Locação 0B9F3C1E').length).toBeGreaterThan(0);
  });

  it('says when there is nothing to reconcile, and when the list could not load', async () => {
    stubApi([]);
    const { unmount } = renderBackOffice(<ReconciliationPage />, { path: '/conciliacao' });
    expect((await screen.findAllByText('Nada a conciliar')).length).toBeGreaterThan(0);
    unmount();

    let fail = true;
    stubFetch(async () =>
      fail
        ? jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'Serviço indisponível.' })
        : jsonResponse(200, { items: [CREDITED], total: 1 }),
    );
    const user = userEvent.setup();
    renderBackOffice(<ReconciliationPage />, { path: '/conciliacao' });
    expect(await screen.findByText('Não foi possível carregar a conciliação')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByText('Creditado no lugar da cobrança substituída')).length).toBeGreaterThan(
      0,
    );
  });
});
