import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { RentalView } from '../../api/get-rental';
import { paymentJson, rentalJson } from '../../test-rental';
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
});
