import { addDays, formatBrDate, todayIso } from '@estadia/domain';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { EarlyDepartureSection, earlyDepartureRange } from './early-departure-section';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const stay = { status: 'RENTED' as const, startDate: addDays(today, -2), endDate: addDays(today, 5) };
const date = addDays(today, 2);
const QUOTE = {
  date,
  nightsReleased: 3,
  refundCents: 20_000,
  feeCents: 10_000,
  rule: 'Saída antecipada avisada com menos de 7 dias de antecedência: 3 noites não usadas são devolvidas, menos o valor de 1 noite (R$ 100,00).',
  newValueCents: 50_000,
  stillOwedCents: 0,
  contractFineCents: 0,
  transferLetterWaiverCents: 0,
};

describe('earlyDepartureRange', () => {
  it('goes from tomorrow (or the day after check-in) to the night before the end', () => {
    expect(earlyDepartureRange(stay, today)).toEqual({ first: addDays(today, 1), last: addDays(today, 4) });
    const ahead = { startDate: addDays(today, 10), endDate: addDays(today, 12) };
    expect(earlyDepartureRange(ahead, today)).toEqual({
      first: addDays(today, 11),
      last: addDays(today, 11),
    });
    expect(earlyDepartureRange({ startDate: stay.startDate, endDate: addDays(today, 1) }, today)).toBeNull();
  });
});

describe('Antecipar saída', () => {
  it('shows the quote for the date chosen, then confirms in a dialog', async () => {
    const fetchMock = stubFetch(async (url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, rentalJson({ ...stay, endDate: date }))
        : String(url).includes('early-departure-quote')
          ? jsonResponse(200, QUOTE)
          : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    renderWithApp(<EarlyDepartureSection rental={reviveDates(rentalJson(stay))} />);
    // Typed as dd/mm/aaaa, as everywhere on the site.
    await user.type(screen.getByLabelText(/Nova data de saída/), formatBrDate(date).replaceAll('/', ''));
    expect(await screen.findByText(QUOTE.rule)).toBeInTheDocument();
    expect(screen.getByText('R$ 200,00')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Motivo/), 'A empresa antecipou a mudança');
    await user.click(screen.getByRole('button', { name: 'Antecipar saída' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar saída' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post!.body))).toEqual({ date, reason: 'A empresa antecipou a mudança' });
  });

  it('shows a departure already agreed: the dates, the fee, the refund and the rule', () => {
    stubFetch(async () => jsonResponse(404, {}));
    const rental = rentalJson({
      ...stay,
      endDate: date,
      earlyDeparture: {
        date,
        previousEndDate: stay.endDate,
        reason: 'Transferência',
        nightsReleased: 3,
        feeCents: 10_000,
        refundCents: 20_000,
        rule: QUOTE.rule,
        transferLetter: null,
        transferLetterReview: null,
        requestedAt: new Date().toISOString(),
      },
    });
    renderWithApp(<EarlyDepartureSection rental={reviveDates(rental)} />);
    expect(screen.getByText(/Saída antecipada para/)).toBeInTheDocument();
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument();
    expect(screen.getByText(QUOTE.rule)).toBeInTheDocument();
  });

  it.each([
    ['PENDING', null, 'Em análise', /fica retida até a nossa equipe conferir/],
    ['ACCEPTED', null, 'Aceita', /foi dispensada e devolvida/],
    ['REFUSED', 'Carta sem assinatura', 'Recusada: Carta sem assinatura', /continua valendo/],
  ] as const)('shows the transfer letter %s as the customer follows it', (status, reason, label, line) => {
    stubFetch(async () => jsonResponse(404, {}));
    const rental = rentalJson({
      ...stay,
      endDate: date,
      earlyDeparture: {
        date,
        previousEndDate: stay.endDate,
        reason: 'Transferência',
        nightsReleased: 3,
        feeCents: 10_000,
        refundCents: 20_000,
        rule: QUOTE.rule,
        transferLetter: `${'a'.repeat(32)}.pdf`,
        transferLetterReview: {
          status,
          waiverCents: 10_000,
          reason,
          reviewedAt: status === 'PENDING' ? null : new Date().toISOString(),
        },
        requestedAt: new Date().toISOString(),
      },
    });
    renderWithApp(<EarlyDepartureSection rental={reviveDates(rental)} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
  });
});
