import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { EarlyDeparturePanel } from './early-departure-panel';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

type Departure = NonNullable<AdminRentalDetailView['rental']['earlyDeparture']>;

const LETTER = `${'b'.repeat(32)}.pdf`;

function departure(status: 'PENDING' | 'ACCEPTED' | 'REFUSED', reason: string | null = null): Departure {
  return {
    date: '2026-12-20',
    previousEndDate: '2027-01-30',
    reason: 'Transferência da empresa',
    nightsReleased: 41,
    feeCents: 204_000,
    refundCents: 350_000,
    rule: 'Devolução antecipada do imóvel (art. 4º da Lei nº 8.245/1991): …',
    transferLetter: LETTER,
    transferLetterReview: {
      status,
      waiverCents: 204_000,
      reason,
      reviewedAt: status === 'PENDING' ? null : new Date().toISOString(),
    },
    requestedAt: new Date().toISOString(),
  } as unknown as Departure;
}

describe('EarlyDeparturePanel', () => {
  it('a letter in review: staff who may refund accept it, and the fine is said to come back', async () => {
    const fetchMock = stubFetch(async (_url, init) =>
      init?.method === 'POST' ? jsonResponse(200, departure('ACCEPTED')) : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    renderWithApp(<EarlyDeparturePanel rentId="r1" departure={departure('PENDING')} canReview />);
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    expect(screen.getByText(/A multa de R\$ 2\.040,00 fica retida/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceitar carta' }));
    await user.click(await screen.findByRole('button', { name: 'Aceitar e devolver a multa' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toContain('/admin/rentals/r1/transfer-letter/review');
    expect(JSON.parse(String(post!.body))).toEqual({ decision: 'ACCEPT' });
  });

  it('refusing asks for the reason the customer reads', async () => {
    const fetchMock = stubFetch(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, departure('REFUSED', 'Sem assinatura'))
        : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    renderWithApp(<EarlyDeparturePanel rentId="r1" departure={departure('PENDING')} canReview />);
    await user.click(screen.getByRole('button', { name: 'Recusar carta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getAllByRole('button', { name: 'Recusar carta' }).at(-1)!);
    expect(await screen.findByText(/Diga ao cliente por que/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/Motivo da recusa/), 'A carta não tem a assinatura do empregador');
    await user.click(screen.getAllByRole('button', { name: 'Recusar carta' }).at(-1)!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post!.body))).toEqual({
      decision: 'REFUSE',
      reason: 'A carta não tem a assinatura do empregador',
    });
    expect(dialog).toBeInTheDocument();
  });

  it('without payments:write there is no decision to take; a decided letter shows its state', () => {
    stubFetch(async () => jsonResponse(404, {}));
    const { unmount } = renderWithApp(
      <EarlyDeparturePanel rentId="r1" departure={departure('PENDING')} canReview={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Aceitar carta' })).toBeNull();
    expect(screen.getByText(/cabe a quem pode alterar pagamentos/)).toBeInTheDocument();
    unmount();
    renderWithApp(
      <EarlyDeparturePanel rentId="r1" departure={departure('REFUSED', 'Sem assinatura')} canReview />,
    );
    expect(screen.getByText('Recusada: Sem assinatura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar carta' })).toBeNull();
    expect(screen.getByRole('button', { name: /Ver a carta/ })).toBeInTheDocument();
  });
});
