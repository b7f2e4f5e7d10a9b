import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRental } from '@/lib/rentals/get-rental';
import { issuesResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { paymentJson, paymentOptionsJson, RENT_ID, rentalJson } from '@/test/test-rental';
import { PaymentStep } from './payment-step';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

function Screen() {
  const rental = useRental(RENT_ID);
  return rental.data ? <PaymentStep rental={rental.data} /> : null;
}

const pixPayment = (id: string) =>
  paymentJson({
    id,
    pix: {
      payload: '00020126580014br.gov.bcb.pix0136pagamentos@estadia.com.br5204000053039865802BR6304ABCD',
      qrCodeSvg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });

const keyOf = (init?: RequestInit) => new Headers(init?.headers).get('Idempotency-Key');

describe('PaymentStep', () => {
  it('makes one payment per intent: a retry keeps the key, a new code gets a new one', async () => {
    let rental = rentalJson();
    let posts = 0;
    const fetchMock = stubFetch(async (url, init) => {
      if (url.endsWith('/payment-options')) return jsonResponse(200, paymentOptionsJson());
      if (url.endsWith('/payments') && init?.method === 'POST') {
        posts += 1;
        if (posts === 1) throw new TypeError('Failed to fetch');
        const payment = pixPayment(`pix-${posts}`);
        rental = {
          ...rental,
          payments: [...rental.payments.map((p) => ({ ...p, status: 'EXPIRED' as const })), payment],
        };
        return jsonResponse(201, payment);
      }
      return jsonResponse(200, rental);
    });
    const user = userEvent.setup();
    renderWithApp(<Screen />);

    // The method chosen in the request comes already selected.
    expect(await screen.findByRole('radio', { name: /^Pix/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await waitFor(() => expect(posts).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Gerar código Pix' }));

    const qr = await screen.findByRole('img', { name: 'QR Code Pix para pagar R$ 954,00' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(rental.payments.at(-1)?.pix?.payload);
    expect(screen.getByText(/^Expira em \d\d:\d\d$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    await waitFor(() => expect(posts).toBe(3));

    const sent = fetchMock.mock.calls.filter(
      ([url, init]) => url.endsWith('/payments') && init?.method === 'POST',
    );
    const [first, retry, renewal] = sent.map(([, init]) => keyOf(init));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(renewal).not.toBe(first);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ paymentType: 'PIX' });
  });

  it('copies the Pix code and says so', async () => {
    stubFetch(async (url) =>
      url.endsWith('/payment-options')
        ? jsonResponse(200, paymentOptionsJson())
        : jsonResponse(200, rentalJson({ payments: [pixPayment('pix-1')] })),
    );
    const user = userEvent.setup();
    renderWithApp(<Screen />);
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('br.gov.bcb.pix');
  });

  it('checks the card before sending it, shows the API’s field messages, and forgets a declined card', async () => {
    let rental = rentalJson({ paymentType: 'CREDIT_CARD' });
    const bodies: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.endsWith('/payment-options')) return jsonResponse(200, paymentOptionsJson());
      if (url.endsWith('/payments') && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        if (bodies.length === 1)
          return issuesResponse([{ path: 'card.holderName', message: 'Nome recusado pelo emissor' }]);
        const declined = paymentJson({
          id: 'card-1',
          paymentType: 'CREDIT_CARD',
          status: 'FAILED',
          failureReason: 'Saldo ou limite insuficiente.',
          card: { brand: 'VISA', last4: '1111' },
        });
        rental = { ...rental, payments: [declined] };
        return jsonResponse(201, declined);
      }
      return jsonResponse(200, rental);
    });
    const user = userEvent.setup();
    renderWithApp(<Screen />);

    const number = await screen.findByLabelText('Número do cartão');
    await user.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(number).toHaveAccessibleDescription('Bandeira: Visa');
    const installments = screen.getByLabelText('Parcelas');
    expect(
      within(installments).getByRole('option', { name: '3x de R$ 318,00 sem juros' }),
    ).toBeInTheDocument();
    expect(
      within(installments).getByRole('option', { name: '4x de R$ 249,24 (total R$ 996,96)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pagar R$ 954,00' }));
    expect(await screen.findByText('Informe o nome impresso no cartão')).toBeInTheDocument();
    expect(screen.getByText('Validade inválida: use MM/AA')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Ana Souza');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.selectOptions(installments, '3');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 954,00' }));
    expect(await screen.findByText('Nome recusado pelo emissor')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      paymentType: 'CREDIT_CARD',
      card: {
        number: '4111111111111111',
        holderName: 'Ana Souza',
        expiry: '12/30',
        cvv: '123',
        installments: 3,
      },
    });
    // The security code is asked again after every attempt.
    expect(screen.getByLabelText('CVV')).toHaveValue('');

    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 954,00' }));
    expect(await screen.findByText('Pagamento recusado no Visa final 1111')).toBeInTheDocument();
    expect(screen.getByText(/Saldo ou limite insuficiente\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Número do cartão')).toHaveValue(''));
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue('');
  });

  it('offers the monthly boleto with its schedule only when the options have it', async () => {
    stubFetch(async (url) =>
      url.endsWith('/payment-options')
        ? jsonResponse(
            200,
            paymentOptionsJson({
              amountCents: 960_000,
              paymentTypes: ['PIX', 'BANK_SLIP', 'BANK_SLIP_MONTHLY', 'CREDIT_CARD'],
              monthlySchedule: [
                { installment: 1, dueDate: '2026-03-01', amountCents: 320_000 },
                { installment: 2, dueDate: '2026-03-31', amountCents: 320_000 },
                { installment: 3, dueDate: '2026-04-30', amountCents: 320_000 },
              ],
            }),
          )
        : jsonResponse(200, rentalJson({ paymentType: null })),
    );
    const user = userEvent.setup();
    renderWithApp(<Screen />);
    await user.click(await screen.findByRole('radio', { name: /^Boleto mensal/ }));
    expect(screen.getByRole('radio', { name: /^Boleto mensal/ })).toBeChecked();
    expect(screen.getByText('3 boletos, um por mês. Compensação em até 3 dias úteis.')).toBeInTheDocument();
    expect(screen.getByText('vence em 31/03/2026')).toBeInTheDocument();
    expect(screen.getByText(/^2\/3 —/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar boletos' })).toBeInTheDocument();
  });
});
