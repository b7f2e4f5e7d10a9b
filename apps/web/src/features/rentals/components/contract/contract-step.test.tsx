import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { ContractStep } from './contract-step';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

const waiting = rentalJson({
  status: 'WAITING_FOR_SIGNATURE',
  contract: { signedAt: null, sha256: null },
  carSpots: { common: 1, covered: 0 },
  priceLines: [
    { kind: 'RENT', label: '6 noites × R$ 159,00', amountCents: 95_400 },
    { kind: 'COMMON_SPOTS', label: '1 vaga comum × 6 noites', amountCents: 9_000 },
  ],
  rentalValueCents: 104_400,
});

const pdf = (text: string) =>
  new Response(`%PDF-1.7\n${text}\n%%EOF`, { status: 200, headers: { 'content-type': 'application/pdf' } });
const sha256 = (text: string) => createHash('sha256').update(`%PDF-1.7\n${text}\n%%EOF`).digest('hex');
const me = () => jsonResponse(200, { id: 'u1', name: 'Ana Souza', cpfOrCnpj: '52998224725' });

describe('ContractStep', () => {
  it('summarises the contract and signs only once the terms are accepted', async () => {
    // The PDF arrives when the test says so: the button is first seen waiting for it.
    let deliverContract = () => {};
    const contractDelivered = new Promise<void>((resolve) => {
      deliverContract = resolve;
    });
    const fetchMock = stubFetch(async (url, init) => {
      if (url.endsWith('/me')) return me();
      if (url.endsWith('/contract')) {
        await contractDelivered;
        return pdf('contrato v1');
      }
      if (url.endsWith('/contract/signature') && init?.method === 'POST') {
        return jsonResponse(200, { ...waiting, status: 'WAITING_FOR_PAYMENT' });
      }
      return jsonResponse(404, { code: 'NOT_FOUND' });
    });
    const user = userEvent.setup();
    renderWithApp(<ContractStep rental={reviveDates(waiting)} />);

    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Bloco A · 2º andar · Apto 203')).toBeInTheDocument();
    expect(
      screen.getByText('Avenida Segismundo Pereira, 1200 – Santa Mônica, Uberlândia - MG'),
    ).toBeInTheDocument();
    expect(screen.getByText('14/03/2026 a partir das 14:00')).toBeInTheDocument();
    expect(screen.getByText('20/03/2026 até 12:00')).toBeInTheDocument();
    expect(screen.getByText('6 noites')).toBeInTheDocument();
    expect(screen.getByText('R$ 90,00')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('R$ 1.044,00');
    expect(screen.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
      'href',
      '/politica-cancelamento',
    );
    expect(screen.getByRole('link', { name: 'Regulamento interno' })).toHaveAttribute(
      'href',
      '/regulamento-interno',
    );

    const sign = screen.getByRole('button', { name: 'Assinar contrato' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('O contrato está sendo carregado.');
    deliverContract();
    await screen.findByRole('button', { name: 'Abrir contrato completo (PDF)' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('Para assinar, marque que leu e aceita os termos do contrato.');
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos do contrato de locação' }));
    await waitFor(() => expect(sign).toBeEnabled());
    await user.click(sign);

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/contract/signature'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/contract/signature'))!;
    // The hash of the very bytes downloaded (and opened from) for this step.
    expect(JSON.parse(String(init?.body))).toEqual({ accept: true, sha256: sha256('contrato v1') });
  });

  it('shows the new contract and asks again when it changed since it was shown', async () => {
    let version = 'contrato v1';
    let signatures = 0;
    const fetchMock = stubFetch(async (url, init) => {
      if (url.endsWith('/me')) {
        return version === 'contrato v1'
          ? me()
          : jsonResponse(200, { id: 'u1', name: 'Ana Souza Lima', cpfOrCnpj: '52998224725' });
      }
      if (url.endsWith('/contract')) return pdf(version);
      if (url.endsWith('/contract/signature') && init?.method === 'POST') {
        signatures += 1;
        const body = JSON.parse(String(init.body));
        if (body.sha256 !== sha256(version)) {
          return jsonResponse(409, {
            statusCode: 409,
            code: 'CONTRACT_CHANGED',
            message: 'O contrato mudou. Leia a nova versão antes de assinar.',
          });
        }
        return jsonResponse(200, { ...waiting, status: 'WAITING_FOR_PAYMENT' });
      }
      if (url.endsWith(`/rentals/${waiting.id}`)) return jsonResponse(200, waiting);
      return jsonResponse(404, { code: 'NOT_FOUND' });
    });
    const user = userEvent.setup();
    renderWithApp(<ContractStep rental={reviveDates(waiting)} />);

    const accept = screen.getByRole('checkbox', { name: 'Li e aceito os termos do contrato de locação' });
    const sign = screen.getByRole('button', { name: 'Assinar contrato' });
    await screen.findByRole('button', { name: 'Abrir contrato completo (PDF)' });
    version = 'contrato v2';
    await user.click(accept);
    await user.click(sign);

    expect(await screen.findByText('O contrato foi atualizado')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Abrir a nova versão (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('Nova versão')).toBeInTheDocument();
    // The summary shows the data the new version carries.
    expect(await screen.findByText('Ana Souza Lima')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing was signed, and the acceptance is asked again.
    expect(accept).not.toBeChecked();
    expect(sign).toBeDisabled();

    await user.click(accept);
    await waitFor(() => expect(sign).toBeEnabled());
    await user.click(sign);
    await waitFor(() => expect(signatures).toBe(2));
    const posts = fetchMock.mock.calls
      .map((_, index) => sentRequest(fetchMock, index))
      .filter((request) => request.url.endsWith('/contract/signature'));
    expect(posts.map((request) => request.body.sha256)).toEqual([
      sha256('contrato v1'),
      sha256('contrato v2'),
    ]);
  });
});
