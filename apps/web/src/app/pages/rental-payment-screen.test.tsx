import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { paymentJson, paymentOptionsJson, RENT_ID, rentalJson } from '@/test/test-rental';
import { renderPaymentScreen } from './render-payment-screen';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

function answer(rental: ReturnType<typeof rentalJson>, { sandbox }: { sandbox: boolean }) {
  return stubFetch(async (url) => {
    if (url.endsWith('/payment-options')) return jsonResponse(200, paymentOptionsJson({ sandbox }));
    if (url.endsWith(`/rentals/${RENT_ID}`)) return jsonResponse(200, rental);
    return jsonResponse(404, { code: 'NOT_FOUND' });
  });
}

describe('RentalPaymentScreen', () => {
  it('says it is the test environment on every status when the server is the sandbox', async () => {
    answer(
      rentalJson({
        status: 'CANCELLED',
        holdExpiresAt: null,
        cancellation: { reason: 'MISTOOK_RESERVATION', details: null, refundCents: 95_400 },
        payments: [
          paymentJson({ status: 'REFUND_PENDING', refundRequestedDate: '2026-03-02T15:00:00.000Z' }),
        ],
      }),
      { sandbox: true },
    );
    renderPaymentScreen();
    // Waiting on the text is cheap; the role query then names the region once.
    await screen.findByText('Ambiente de testes');
    expect(screen.getByRole('region', { name: 'Ambiente de testes' })).toHaveTextContent(
      'nenhum valor é cobrado',
    );
    expect(screen.getByRole('heading', { name: 'Pré-locação cancelada' })).toBeInTheDocument();
    expect(screen.getByText('Estorno solicitado em 02/03/2026')).toBeInTheDocument();
  });

  it('says nothing of tests with a real provider', async () => {
    const fetchMock = answer(rentalJson({ status: 'WAITING_APPROVAL', holdExpiresAt: null }), {
      sandbox: false,
    });
    renderPaymentScreen();
    expect(await screen.findByText('Aguardando aprovação')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/payment-options'))).toBe(true),
    );
    // Let the options' answer render.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Ambiente de testes' })).not.toBeInTheDocument();
  });

  it('shows a monthly plan after the first month with its scheduled months', async () => {
    const month = (number: number, status: 'PAID' | 'SCHEDULED', dueDate: string) =>
      paymentJson({
        id: `m${number}`,
        paymentType: 'BANK_SLIP_MONTHLY',
        installment: { number, count: 3 },
        amountCents: 315_833,
        status,
        dueDate,
      });
    answer(
      rentalJson({
        status: 'RENTED',
        accessCode: '482913',
        holdExpiresAt: null,
        payments: [
          month(1, 'PAID', '2026-03-03'),
          month(2, 'SCHEDULED', '2026-04-02'),
          month(3, 'SCHEDULED', '2026-05-02'),
        ],
      }),
      { sandbox: false },
    );
    renderPaymentScreen();
    expect(await screen.findByText('Boletos mensais')).toBeInTheDocument();
    expect(screen.getAllByText('Agendado')).toHaveLength(2);
    expect(
      screen.getByText('Vence em 02/04/2026 · emitido e enviado por e-mail perto do vencimento'),
    ).toBeInTheDocument();
  });

  it('offers the withdrawal of a paid stay until its deadline', async () => {
    const signedAt = new Date(Date.now() - 86_400_000).toISOString();
    const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    answer(
      rentalJson({
        status: 'RENTED',
        accessCode: '482913',
        holdExpiresAt: null,
        startDate,
        contract: { signedAt, sha256: 'a'.repeat(64) },
        payments: [paymentJson({ status: 'PAID' })],
      }),
      { sandbox: false },
    );
    renderPaymentScreen();
    expect(await screen.findByText('Mudou de planos?')).toBeInTheDocument();
    expect(screen.getByText(/Você pode desistir até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar locação' })).toBeInTheDocument();
  });
});
