import type { Rental } from '@estadia/domain';
import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { paymentOptionsJson, RENT_ID, rentalJson } from '@/test/test-rental';
import { renderPaymentScreen } from './render-payment-screen';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

/** A 120-night lease waiting for payment, with the server offering every method. */
function serve(rentRegime: 'UP_FRONT' | 'MONTH_AHEAD' | 'POST_PAID', overrides: Partial<Rental> = {}) {
  const rental = rentalJson({
    startDate: '2027-02-01',
    endDate: '2027-06-01',
    nights: 120,
    period: 'LONG_PERIOD',
    rentRegime,
    rentGuaranteeType: rentRegime === 'POST_PAID' ? 'CREDPAGO' : null,
    paymentType: 'PIX',
    rentalValueCents: 1_280_000,
    ...overrides,
  });
  const options = paymentOptionsJson({
    amountCents: 1_280_000,
    paymentTypes: ['PIX', 'BANK_SLIP', 'BANK_SLIP_MONTHLY', 'CREDIT_CARD'],
    monthlySchedule: [1, 2, 3, 4].map((installment) => ({
      installment,
      dueDate: `2027-0${installment + 1}-01`,
      amountCents: 320_000,
    })),
  });
  return stubFetch((url) => {
    if (url.endsWith('/payment-options')) return jsonResponse(200, options);
    if (url.endsWith(`/rentals/${RENT_ID}`)) return jsonResponse(200, rental);
    return jsonResponse(404, { code: 'NOT_FOUND' });
  });
}

describe('the rent regime on the payment screen', () => {
  it('keeps every method the server offers for a lease paid up front', async () => {
    serve('UP_FRONT');
    renderPaymentScreen();
    await screen.findByRole('radio', { name: /^Pix/ });
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByTestId('rent-regime')).toBeNull();
  });

  it('offers only the monthly boleto past 90 nights without a guarantee, and says why', async () => {
    serve('MONTH_AHEAD');
    renderPaymentScreen();
    const monthly = await screen.findByRole('radio', { name: /^Boleto mensal/ });
    expect(screen.getAllByRole('radio')).toEqual([monthly]);
    expect(monthly).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Pix/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Boleto à vista/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Cartão/ })).toBeNull();
    expect(screen.getByTestId('rent-regime')).toHaveTextContent(
      'Locações de mais de 90 dias sem garantia são pagas mês a mês, no máximo um mês adiantado (Lei do Inquilinato, art. 42).',
    );
  });

  it('shows no payment choice for a post-paid lease: nothing is paid before the keys', async () => {
    serve('POST_PAID');
    renderPaymentScreen();
    expect(await screen.findByTestId('rent-regime')).toHaveTextContent(
      'Com a garantia aprovada, cada mês é cobrado depois de vivido, com vencimento no 6º dia útil do mês seguinte (Lei do Inquilinato, arts. 20 e 23). Nada é pago antes da entrega das chaves.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Como você quer pagar?' })).toBeNull();
  });

  it('while a CredPago rental waits for approval, asks for its analysis right there', async () => {
    serve('POST_PAID', {
      status: 'WAITING_APPROVAL',
      holdExpiresAt: null,
      guarantee: { type: 'CREDPAGO', status: 'PENDING', statusLabel: 'Em análise' },
    });
    renderPaymentScreen();
    expect(await screen.findByText(/solicite a análise logo abaixo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar análise da CredPago' })).toBeInTheDocument();
    expect(screen.getByText(/cada mês é cobrado depois de vivido\.$/)).toBeInTheDocument();
    expect(screen.queryByText('Você faz o pagamento e recebe o código de acesso.')).toBeNull();
  });

  it('does not call a signed post-paid lease paid', async () => {
    serve('POST_PAID', { status: 'RENTED', holdExpiresAt: null });
    renderPaymentScreen();
    expect(await screen.findByRole('heading', { name: 'Locação confirmada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagamento aprovado' })).toBeNull();
    expect(screen.getByTestId('rent-regime')).toHaveTextContent('Nada é pago antes da entrega das chaves.');
  });
});
