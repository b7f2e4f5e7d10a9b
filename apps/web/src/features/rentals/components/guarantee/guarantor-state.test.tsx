import type { Rental, RentalGuarantee } from '@estadia/domain';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRental } from '@/lib/rentals/get-rental';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { GuaranteePanel } from './guarantee-panel';
import { guarantorProblems } from './guarantor-state';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

function Screen() {
  const rental = useRental(RENT_ID);
  return rental.data ? <GuaranteePanel rental={rental.data} /> : null;
}

const fiador = (overrides: Partial<RentalGuarantee> = {}): RentalGuarantee => ({
  type: 'GUARANTOR',
  status: 'PENDING',
  statusLabel: 'Pendente',
  ...overrides,
});

const waiting = (guarantee: RentalGuarantee): Rental =>
  rentalJson({
    status: 'WAITING_APPROVAL',
    statusLabel: 'Aguardando aprovação',
    rentGuaranteeType: 'GUARANTOR',
    guarantee,
    holdExpiresAt: null,
  });

describe('a fiador in the Garantia panel', () => {
  it('is named with a form that checks the CPF first, then the invitation is shown as sent', async () => {
    let rental = waiting(fiador());
    const fetchMock = stubFetch((url, init) => {
      if ((init?.method ?? 'GET') === 'PUT') {
        rental = waiting(
          fiador({ guarantor: { name: 'Paulo Mendes', email: 'paulo@example.com', status: 'PENDING' } }),
        );
        return jsonResponse(200, rental.guarantee);
      }
      return url.endsWith(`/rentals/${RENT_ID}`) ? jsonResponse(200, rental) : jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderWithApp(<Screen />);
    await user.type(await screen.findByLabelText(/Nome completo do fiador/), 'Paulo Mendes');
    await user.type(screen.getByLabelText(/E-mail do fiador/), 'paulo@example.com');
    await user.type(screen.getByLabelText(/CPF do fiador/), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Enviar convite ao fiador' }));
    expect(screen.getByText('CPF inválido: confira os dígitos')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/CPF do fiador/));
    await user.type(screen.getByLabelText(/CPF do fiador/), '52998224725');
    expect(screen.getByLabelText(/CPF do fiador/)).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Enviar convite ao fiador' }));
    expect(await screen.findByText(/Enviamos o convite para paulo@example.com/)).toBeInTheDocument();
    const put = fetchMock.mock.calls
      .map((_, index) => sentRequest(fetchMock, index))
      .find((request) => request.method === 'PUT');
    expect(put?.url).toContain(`/rentals/${RENT_ID}/guarantor`);
    expect(put?.body).toEqual({ name: 'Paulo Mendes', email: 'paulo@example.com', cpf: '529.982.247-25' });
  });

  it('shows a refusal with its reason and lets the customer name another', async () => {
    const refused = waiting(
      fiador({
        status: 'REFUSED',
        statusLabel: 'Recusada',
        refusalReason: 'Renda insuficiente para o aluguel.',
        guarantor: { name: 'Paulo Mendes', email: 'paulo@example.com', status: 'REFUSED' },
      }),
    );
    stubFetch((url) =>
      url.endsWith(`/rentals/${RENT_ID}`) ? jsonResponse(200, refused) : jsonResponse(404, {}),
    );
    renderWithApp(<Screen />);
    expect(await screen.findByText('Renda insuficiente para o aluguel.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar convite ao fiador' })).toBeEnabled(),
    );
  });

  it('refuses the customer’s own e-mail as the fiador’s', () => {
    expect(
      guarantorProblems({ name: 'Ana Lima', email: 'ANA@x.com', cpf: '529.982.247-25' }, 'ana@x.com').email,
    ).toBe('O fiador é outra pessoa: use o e-mail dele, não o seu');
  });
});
