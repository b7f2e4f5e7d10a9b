import { areaPermission, BACK_OFFICE_ACCESS, rentalShortId } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statementJson } from '../components/statement/test-statement';
import { saveLoginToken } from '../lib/session';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { rentalJson } from '../test/test-rental';
import { RentalPage } from './rentals/rental-page';
import { RENT_ID, renderBackOffice, rentalDetailJson, staffUser } from './rentals/test-support';

// jsdom has no Blob URLs: the download is followed through them and the link's click.
URL.createObjectURL ??= () => '';
URL.revokeObjectURL ??= () => {};

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  saveLoginToken('token-da-equipe', true);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:extrato');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => vi.unstubAllGlobals());

const STATEMENT_URL = `/api/admin/rentals/${RENT_ID}/statement`;

function stubRentalAndStatement() {
  return stubFetch(async (url, init) => {
    if (url === `/api/admin/rentals/${RENT_ID}`)
      return jsonResponse(
        200,
        rentalDetailJson({ rental: rentalJson({ status: 'RENTED', statusLabel: 'Pagamento aprovado' }) }),
      );
    if (url === STATEMENT_URL && new Headers(init?.headers).get('Accept') === 'application/pdf')
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    if (url === STATEMENT_URL) return jsonResponse(200, statementJson());
    // No caução on this rental: its settlement panel stays hidden.
    if (url.endsWith('/deposit-settlement'))
      return jsonResponse(404, {
        statusCode: 404,
        code: 'DEPOSIT_SETTLEMENT_NOT_FOUND',
        message: 'Sem caução.',
      });
    return jsonResponse(200, { items: [] });
  });
}

const renderRental = (role: Parameters<typeof staffUser>[0]) =>
  renderBackOffice(<RentalPage />, {
    path: `/locacoes/${RENT_ID}`,
    route: '/locacoes/:rentId',
    user: staffUser(role),
  });

describe('the rental’s extrato in the back-office', () => {
  it('shows FINANCE the statement beside the payments, and downloads its PDF', async () => {
    const fetchMock = stubRentalAndStatement();
    const user = userEvent.setup();
    renderRental('FINANCE');

    const panel = await screen.findByRole('region', { name: 'Extrato' });
    const table = await within(panel).findByRole('table', { name: 'Lançamentos do extrato' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(panel).getByLabelText('Totais')).toHaveTextContent('ContratadoR$ 4.000,00');
    await user.click(within(panel).getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(saved).toEqual([`extrato-${rentalShortId(RENT_ID)}.pdf`]));
    const pdfCall = fetchMock.mock.calls.find(
      ([url, init]) =>
        url === STATEMENT_URL && new Headers(init?.headers).get('Accept') === 'application/pdf',
    );
    expect(new Headers(pdfCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-da-equipe');
  });

  it('shows it to whom reads payments without the books, as the API answers them too', async () => {
    stubRentalAndStatement();
    renderRental([BACK_OFFICE_ACCESS, areaPermission('payments', 'read'), areaPermission('rentals', 'read')]);
    const panel = await screen.findByRole('region', { name: 'Extrato' });
    expect(await within(panel).findByRole('table', { name: 'Lançamentos do extrato' })).toBeInTheDocument();
  });

  it('shows no statement to whom the ledger is closed, and never asks for it', async () => {
    const fetchMock = stubRentalAndStatement();
    renderRental('BOOKINGS');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Extrato' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(STATEMENT_URL);
  });
});
