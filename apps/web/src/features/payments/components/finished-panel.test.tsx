import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statementJson } from '@/components/statement/test-statement';
import type { RentalView } from '@/lib/rentals/get-rental';
import { saveLoginToken } from '@/lib/session';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { paymentJson, rentalJson } from '@/test/test-rental';
import { FinishedPanel } from './rental-status-panels';

// A finished stay keeps its debt in sight: the status does not hide what is still owed.

function finished(payments: ReturnType<typeof paymentJson>[]): RentalView {
  const rental = rentalJson({ status: 'FINISHED', statusLabel: 'Finalizada', payments });
  return {
    ...rental,
    createdDate: new Date(rental.createdDate),
    updatedDate: new Date(rental.updatedDate),
  } as unknown as RentalView;
}

/** The extrato the panel reads: what the journal says is still owed. */
function answerOutstanding(outstandingCents: number) {
  const statement = statementJson();
  stubFetch(async () =>
    jsonResponse(200, { ...statement, totals: { ...statement.totals, outstandingCents } }),
  );
}

beforeEach(() => {
  saveLoginToken('token-da-sessao', true);
  answerOutstanding(0);
});

afterEach(() => vi.unstubAllGlobals());

describe('FinishedPanel', () => {
  it('thanks the guest when nothing is owed', () => {
    renderWithApp(
      <FinishedPanel rental={finished([paymentJson({ status: 'PAID', amountCents: 95_400 })])} />,
    );
    expect(screen.getByRole('heading', { name: 'Locação encerrada' })).toBeVisible();
    expect(screen.queryByText(/Falta pagar/)).toBeNull();
  });

  it('says how much is still owed when a charge is open', () => {
    renderWithApp(
      <FinishedPanel
        rental={finished([
          paymentJson({ status: 'PAID', amountCents: 60_000 }),
          paymentJson({ id: '5d6c2b0a-1f2e-4a3b-8c9d-0e1f2a3b4c5d', status: 'PENDING', amountCents: 35_400 }),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Locação encerrada com valor em aberto' })).toBeVisible();
    expect(screen.getByText('Falta pagar R$ 354,00')).toBeVisible();
  });

  it('keeps a contested card payment in sight when it is the only debt (a chargeback owed again)', async () => {
    answerOutstanding(439_000);
    renderWithApp(
      <FinishedPanel rental={finished([paymentJson({ status: 'PAID', amountCents: 439_000 })])} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Locação encerrada com valor em aberto' }),
    ).toBeVisible();
    expect(screen.getByText('Falta pagar R$ 4.390,00')).toBeVisible();
    expect(
      screen.getByText(/um pagamento com cartão contestado junto ao banco \(R\$\s4\.390,00\)/),
    ).toBeVisible();
    expect(screen.queryByText(/Obrigado por ficar/)).toBeNull();
  });

  it('adds the contested payment to the open charges', async () => {
    answerOutstanding(35_400 + 20_000);
    renderWithApp(
      <FinishedPanel
        rental={finished([
          paymentJson({ status: 'PAID', amountCents: 60_000 }),
          paymentJson({ id: '5d6c2b0a-1f2e-4a3b-8c9d-0e1f2a3b4c5d', status: 'PENDING', amountCents: 35_400 }),
        ])}
      />,
    );
    expect(await screen.findByText('Falta pagar R$ 554,00')).toBeVisible();
    expect(
      screen.getByText(/uma cobrança continua em aberto e um pagamento com cartão contestado/),
    ).toBeVisible();
  });
});
