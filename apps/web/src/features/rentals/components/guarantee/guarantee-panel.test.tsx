import type { Rental, RentalGuarantee } from '@estadia/domain';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRental } from '@/lib/rentals/get-rental';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { paymentJson, RENT_ID, rentalJson } from '@/test/test-rental';
import { GuaranteePanel } from './guarantee-panel';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

/** The panel as the page draws it: from the rental held in the query cache. */
function Screen() {
  const rental = useRental(RENT_ID);
  return rental.data ? <GuaranteePanel rental={rental.data} /> : null;
}

const credPago = (overrides: Partial<RentalGuarantee> = {}): RentalGuarantee => ({
  type: 'CREDPAGO',
  status: 'PENDING',
  statusLabel: 'Em análise',
  ...overrides,
});

const waiting = (guarantee: RentalGuarantee | null, overrides: Partial<Rental> = {}) =>
  rentalJson({
    status: 'WAITING_APPROVAL',
    statusLabel: 'Aguardando aprovação',
    startDate: '2027-02-01',
    endDate: '2027-06-01',
    nights: 120,
    period: 'LONG_PERIOD',
    rentGuaranteeType: guarantee?.type ?? null,
    guarantee,
    rentRegime: guarantee?.type === 'CREDPAGO' ? 'POST_PAID' : 'MONTH_AHEAD',
    holdExpiresAt: null,
    ...overrides,
  });

/** Answers the rental (GET) and hands every other request to `other`. */
function serve(rental: Rental, other: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  return stubFetch((url, init) =>
    url.endsWith(`/rentals/${RENT_ID}`) && (init?.method ?? 'GET') === 'GET'
      ? jsonResponse(200, rental)
      : other(url, init),
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, pattern: RegExp) =>
  fetchMock.mock.calls.map((_, index) => sentRequest(fetchMock, index)).filter((r) => pattern.test(r.url));

describe('GuaranteePanel', () => {
  it('asks the CredPago analysis, shows it is analysing, then the approval with reference and fee', async () => {
    let release: () => void = () => {};
    const approved = waiting(
      credPago({
        status: 'ACTIVE',
        statusLabel: 'Aprovada',
        provider: { reference: 'CP-2027-0042', feeCents: 123_456 },
      }),
      { status: 'WAITING_FOR_SIGNATURE', statusLabel: 'Aguardando assinatura' },
    );
    const fetchMock = serve(
      waiting(credPago()),
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, approved));
        }),
    );
    const user = userEvent.setup();
    renderWithApp(<Screen />);

    expect(await screen.findByText('CredPago')).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    expect(screen.getByText(/A CredPago garante o aluguel ao proprietário/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar análise da CredPago' }));

    const busy = await screen.findByRole('button', { name: 'Analisando…' });
    expect(busy).toBeDisabled();
    const [sent] = callsTo(fetchMock, /\/guarantee\/analysis$/);
    expect(sent?.url).toMatch(new RegExp(`rentals/${RENT_ID}/guarantee/analysis$`));
    expect(sent?.method).toBe('POST');

    release();
    expect(await screen.findByTestId('guarantee-approval')).toHaveTextContent(
      'Aprovada — referência CP-2027-0042, taxa da CredPago R$ 1.234,56.',
    );
    expect(screen.getByTestId('guarantee-approval')).toHaveTextContent('segue para a assinatura do contrato');
    expect(screen.getByRole('link', { name: 'Assinar o contrato' })).toHaveAttribute(
      'href',
      `/locacao/pagamento/${RENT_ID}`,
    );
    expect(screen.queryByRole('button', { name: /Solicitar análise/ })).toBeNull();
  });

  it('shows the API’s reason when the analysis cannot be asked', async () => {
    serve(waiting(credPago()), () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'GUARANTEE_NOT_ANALYSABLE',
        message: 'A garantia desta locação não pode mais ser analisada.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<Screen />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar análise da CredPago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A garantia desta locação não pode mais ser analisada.',
    );
  });

  it('after a refusal shows the reason and sends the other guarantee chosen', async () => {
    const refused = waiting(
      credPago({ status: 'REFUSED', statusLabel: 'Recusada', refusalReason: 'CPF com restrição.' }),
    );
    const fetchMock = serve(refused, (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(
        200,
        waiting(
          body.rentGuaranteeType
            ? { type: body.rentGuaranteeType, status: 'PENDING', statusLabel: 'x' }
            : null,
        ),
      );
    });
    const user = userEvent.setup();
    renderWithApp(<Screen />);

    expect(await screen.findByText('CPF com restrição.')).toBeInTheDocument();
    expect(screen.getByText('Recusada')).toBeInTheDocument();
    // A refused CredPago does not promise the post-paid months.
    expect(screen.queryByTestId('rent-regime')).toBeNull();
    expect(screen.getByRole('radio', { name: /^Caução/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Sem garantia/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^CredPago/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Fiador/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar a escolha' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, /\/guarantee$/)).toHaveLength(1));
    const [put] = callsTo(fetchMock, /\/guarantee$/);
    expect(put?.url).toMatch(new RegExp(`rentals/${RENT_ID}/guarantee$`));
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ rentGuaranteeType: 'GUARANTOR' });
    // The rental now names a fiador: the panel shows it, with no status claimed for it.
    await vi.waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(screen.getByText('Fiador')).toBeInTheDocument();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('sends null for “Sem garantia”', async () => {
    const refused = waiting(credPago({ status: 'REFUSED', statusLabel: 'Recusada', refusalReason: 'Não.' }));
    const fetchMock = serve(refused, () => jsonResponse(200, refused));
    const user = userEvent.setup();
    renderWithApp(<Screen />);
    await user.click(await screen.findByRole('radio', { name: /^Sem garantia/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar a escolha' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, /\/guarantee$/)).toHaveLength(1));
    expect(callsTo(fetchMock, /\/guarantee$/)[0]?.body).toEqual({ rentGuaranteeType: null });
  });

  it('offers no action once the rental is past approval', async () => {
    serve(
      waiting(credPago({ status: 'REFUSED', statusLabel: 'Recusada', refusalReason: 'Não.' }), {
        status: 'CANCELLED',
        statusLabel: 'Cancelada',
      }),
      () => jsonResponse(500, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByText('Não.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('for a caução without an amount shows only its type, with no status and no analysis', async () => {
    serve(waiting({ type: 'SECURITY_DEPOSIT', status: 'PENDING', statusLabel: 'A pagar' }), () =>
      jsonResponse(500, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByText('Caução')).toBeInTheDocument();
    expect(screen.queryByText('A pagar')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('for a caução with an amount shows it and whether it is paid and held', async () => {
    serve(
      waiting(
        {
          type: 'SECURITY_DEPOSIT',
          status: 'ACTIVE',
          statusLabel: 'Paga e guardada em seu nome',
          amountCents: 150_000,
        },
        { status: 'RENTED', statusLabel: 'Alugado' },
      ),
      () => jsonResponse(500, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByText('Paga e guardada em seu nome')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('for a caução pré-autorizada on a card says it is not charged, and what the settlement charges', async () => {
    serve(
      waiting(
        {
          type: 'SECURITY_DEPOSIT',
          status: 'ACTIVE',
          statusLabel: 'Pré-autorizada no cartão, sem cobrança',
          amountCents: 150_000,
        },
        {
          status: 'RENTED',
          statusLabel: 'Alugado',
          payments: [
            paymentJson({
              purpose: 'DEPOSIT',
              paymentType: 'CREDIT_CARD',
              status: 'AUTHORIZED',
              amountCents: 150_000,
              card: { brand: 'VISA', last4: '4242' },
            }),
          ],
        },
      ),
      () => jsonResponse(500, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByText('Pré-autorizada no cartão, sem cobrança')).toBeInTheDocument();
    expect(
      screen.getByText(/pré-autorizado no limite do cartão final 4242, sem cobrança/),
    ).toBeInTheDocument();
  });

  it('tells a post-paid lease that nothing is paid before the keys', async () => {
    serve(
      waiting(credPago({ status: 'ACTIVE', statusLabel: 'Aprovada', provider: { reference: 'CP-1' } }), {
        status: 'RENTED',
        statusLabel: 'Alugado',
      }),
      () => jsonResponse(500, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByTestId('rent-regime')).toHaveTextContent(
      'Nada é pago antes da entrega das chaves.',
    );
    expect(screen.getByTestId('guarantee-approval')).toHaveTextContent('Aprovada — referência CP-1.');
  });
});
