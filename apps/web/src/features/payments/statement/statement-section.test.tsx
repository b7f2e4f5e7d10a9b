import { rentalShortId } from '@estadia/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statementJson } from '@/components/statement/test-statement';
import { reviveDates } from '@/lib/date-fields';
import { saveLoginToken } from '@/lib/session';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { StatementSection } from './statement-section';

// jsdom has no Blob URLs: the download is followed through them and the link's click.
URL.createObjectURL ??= () => '';
URL.revokeObjectURL ??= () => {};

let saved: { download: string; blob: Blob | undefined }[] = [];

beforeEach(() => {
  saved = [];
  saveLoginToken('token-da-sessao', true);
  let lastBlob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:extrato';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, blob: lastBlob });
  });
});

afterEach(() => vi.unstubAllGlobals());

const rented = () => reviveDates(rentalJson({ status: 'RENTED', statusLabel: 'Alugado' }));

describe('Extrato (the customer’s statement)', () => {
  it('shows every line with its Brasília day, its kind, description and amount, and the totals', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, statementJson()));
    const { container } = renderWithApp(<StatementSection rental={rented()} />);

    const region = screen.getByRole('region', { name: 'Extrato' });
    expect(within(region).getByRole('status')).toHaveTextContent('Carregando o extrato');
    const table = await within(region).findByRole('table', { name: 'Lançamentos do extrato' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each cell: the day (its own column from 640 px; under the kind on a phone), the line, the amount.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['02/11/2026', 'Cobrança02/11/2026Aluguel de 02/12/2026 a 01/01/2027', 'R$ 4.800,00'],
      ['02/11/2026', 'Pagamento02/11/2026Pagamento por Pix', 'R$ 4.800,00'],
      ['20/11/2026', 'Crédito20/11/2026Saída antecipada: 5 noites a menos', 'R$ 1.000,00'],
      ['20/11/2026', 'Multa/tarifa20/11/2026Multa por saída antecipada', 'R$ 200,00'],
      ['20/11/2026', 'Estorno20/11/2026Estorno da saída antecipada', 'R$ 800,00'],
    ]);
    expect(within(region).getByLabelText('Totais').textContent).toBe(
      'ContratadoR$ 4.000,00RecebidoR$ 4.800,00DevolvidoR$ 800,00Em abertoR$ 0,00',
    );
    // No deposit on this stay: no line of it.
    expect(within(region).queryByText('Caução retida:')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/rentals/${RENT_ID}/statement`);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the deposit’s figures when the stay has one', async () => {
    stubFetch(async () =>
      jsonResponse(
        200,
        statementJson({
          totals: {
            ...statementJson().totals,
            deposit: { heldCents: 320_000, yieldCents: 1_234, deductedCents: 15_000, returnedCents: 0 },
          },
        }),
      ),
    );
    renderWithApp(<StatementSection rental={rented()} />);
    const deposit = await screen.findByLabelText('Caução');
    expect(deposit.textContent).toBe(
      'Caução retida:R$ 3.200,00Rendimento:R$ 12,34Descontos:R$ 150,00Devolvida:R$ 0,00',
    );
  });

  it('downloads the PDF with the session’s token and Accept: application/pdf', async () => {
    const fetchMock = stubFetch(async (_url, init) => {
      const accept = new Headers(init?.headers).get('Accept');
      if (accept === 'application/pdf')
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      return jsonResponse(200, statementJson());
    });
    const user = userEvent.setup();
    renderWithApp(<StatementSection rental={rented()} />);
    await screen.findByRole('table', { name: 'Lançamentos do extrato' });

    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe(`extrato-${rentalShortId(RENT_ID)}.pdf`);
    expect(await saved[0]!.blob?.text()).toBe('%PDF-1.7');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/rentals/${RENT_ID}/statement`);
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/pdf');
    expect(headers.get('Authorization')).toBe('Bearer token-da-sessao');
  });

  it('says when there is no line yet', async () => {
    stubFetch(async () =>
      jsonResponse(
        200,
        statementJson({
          entries: [],
          totals: { ...statementJson().totals, contractedCents: 0, receivedCents: 0, refundedCents: 0 },
        }),
      ),
    );
    renderWithApp(<StatementSection rental={rented()} />);
    expect(await screen.findByText(/Nenhum lançamento até agora/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when it failed, with the API’s message, and tries again', async () => {
    let calls = 0;
    stubFetch(async () => {
      calls += 1;
      return calls === 1
        ? jsonResponse(404, { statusCode: 404, code: 'RENTAL_NOT_FOUND', message: 'Locação não encontrada.' })
        : jsonResponse(200, statementJson());
    });
    const user = userEvent.setup();
    renderWithApp(<StatementSection rental={rented()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o extrato');
    expect(alert).toHaveTextContent('Locação não encontrada.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lançamentos do extrato' })).toBeInTheDocument();
  });
});
