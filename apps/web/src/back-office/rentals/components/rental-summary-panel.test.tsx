import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { renderWithApp } from '@/test/render';
import { rentalJson } from '@/test/test-rental';
import { RentalSummaryPanel } from './rental-summary-panel';

type Rental = AdminRentalDetailView['rental'];

function rental(overrides: Partial<Rental>): Rental {
  const json = rentalJson();
  return {
    ...json,
    createdDate: new Date(json.createdDate),
    updatedDate: new Date(json.updatedDate),
    ...overrides,
  } as Rental;
}

describe('RentalSummaryPanel', () => {
  it('shows where the CredPago analysis stands, with the refusal reason, and when the rent is charged', () => {
    renderWithApp(
      <RentalSummaryPanel
        rental={rental({
          rentGuaranteeType: 'CREDPAGO',
          guarantee: {
            type: 'CREDPAGO',
            status: 'REFUSED',
            statusLabel: 'Recusada',
            refusalReason: 'A análise de crédito não aprovou a garantia para este CPF.',
          },
          rentRegime: 'POST_PAID',
        })}
      />,
    );
    expect(
      screen.getByText(
        'CredPago · análise recusada: A análise de crédito não aprovou a garantia para este CPF.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Depois de cada mês vivido, até o 6º dia útil (arts. 20 e 23)'),
    ).toBeInTheDocument();
  });

  it('names an approved analysis by its reference, and hides the money from the front desk', () => {
    renderWithApp(
      <RentalSummaryPanel
        showMoney={false}
        rental={rental({
          rentGuaranteeType: 'CREDPAGO',
          guarantee: {
            type: 'CREDPAGO',
            status: 'ACTIVE',
            statusLabel: 'Aprovada',
            provider: { reference: 'SBX-0123456789AB', feeCents: 12_000 },
          },
          rentRegime: 'MONTH_AHEAD',
        })}
      />,
    );
    expect(screen.getByText('CredPago · análise aprovada (ref. SBX-0123456789AB)')).toBeInTheDocument();
    expect(screen.queryByText('Cobrança do aluguel')).not.toBeInTheDocument();
  });
});
