import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { RentalView } from '@/lib/rentals/get-rental';
import { renderWithApp } from '@/test/render';
import { paymentJson, rentalJson } from '@/test/test-rental';
import { DepositCharge } from './deposit-charge';

// The caução's own block on the payment step: how it is charged, its code while it is to pay, received once paid.

function withDeposit(payments: ReturnType<typeof paymentJson>[], amountCents: number | null = 150_000) {
  const rental = rentalJson({
    rentGuaranteeType: 'SECURITY_DEPOSIT',
    guarantee: { type: 'SECURITY_DEPOSIT', status: 'PENDING', statusLabel: 'Em análise', amountCents },
    payments,
  });
  return {
    ...rental,
    createdDate: new Date(rental.createdDate),
    updatedDate: new Date(rental.updatedDate),
  } as unknown as RentalView;
}

const depositPix = (status: 'PENDING' | 'PAID' | 'EXPIRED') =>
  paymentJson({
    id: `deposit-${status}`,
    purpose: 'DEPOSIT',
    status,
    amountCents: 150_000,
    pix:
      status === 'PENDING'
        ? {
            payload: '00020101021226',
            qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          }
        : undefined,
  });

describe('DepositCharge', () => {
  it('says how the caução is charged before any payment is asked', () => {
    renderWithApp(<DepositCharge rental={withDeposit([])} onRenew={vi.fn()} isRenewing={false} />);
    expect(screen.getByRole('heading', { name: 'Caução de R$ 1.500,00' })).toBeTruthy();
    expect(screen.getByText(/pedida junto com o primeiro pagamento/)).toBeTruthy();
    expect(screen.getByText(/pré-autorizada no mesmo cartão, sem cobrança/)).toBeTruthy();
  });

  it('shows its own Pix while it is to pay, and that it was received once paid', () => {
    const { unmount } = renderWithApp(
      <DepositCharge rental={withDeposit([depositPix('PENDING')])} onRenew={vi.fn()} isRenewing={false} />,
    );
    expect(screen.getByAltText('QR Code Pix para pagar R$ 1.500,00')).toBeTruthy();
    unmount();
    renderWithApp(
      <DepositCharge rental={withDeposit([depositPix('PAID')])} onRenew={vi.fn()} isRenewing={false} />,
    );
    expect(screen.getByText('Caução recebida')).toBeTruthy();
  });

  it('says a caução reserved on a card is not charged, and offers Pix or boleto when the card refused it', () => {
    const card = (status: 'AUTHORIZED' | 'FAILED') =>
      paymentJson({
        id: `deposit-card-${status}`,
        purpose: 'DEPOSIT',
        paymentType: 'CREDIT_CARD',
        status,
        amountCents: 150_000,
        card: { brand: 'VISA', last4: '1111' },
      });
    const { unmount } = renderWithApp(
      <DepositCharge rental={withDeposit([card('AUTHORIZED')])} onRenew={vi.fn()} isRenewing={false} />,
    );
    expect(screen.getByText('Caução pré-autorizada no cartão')).toBeTruthy();
    expect(
      screen.getByText(/R\$ 1\.500,00 ficam pré-autorizados no limite do cartão final 1111, sem cobrança/),
    ).toBeTruthy();
    unmount();
    renderWithApp(
      <DepositCharge rental={withDeposit([card('FAILED')])} onRenew={vi.fn()} isRenewing={false} />,
    );
    expect(screen.getByText(/O cartão recusou a pré-autorização da caução/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar novo Pix da caução' })).toBeTruthy();
  });

  it('offers a new code when the caução’s ran out, and shows nothing without a caução', () => {
    const renew = vi.fn();
    const { unmount } = renderWithApp(
      <DepositCharge rental={withDeposit([depositPix('EXPIRED')])} onRenew={renew} isRenewing={false} />,
    );
    screen.getByRole('button', { name: 'Gerar novo Pix da caução' }).click();
    expect(renew).toHaveBeenCalledWith('PIX');
    unmount();
    const { container } = renderWithApp(
      <DepositCharge rental={withDeposit([], null)} onRenew={vi.fn()} isRenewing={false} />,
    );
    expect(container.textContent).toBe('');
  });

  it('asks for the caução alone, by Pix or boleto, in a post-paid lease', () => {
    const renew = vi.fn();
    const rental = { ...withDeposit([]), rentRegime: 'POST_PAID' } as RentalView;
    renderWithApp(<DepositCharge rental={rental} onRenew={renew} isRenewing={false} />);
    expect(screen.getByText('Pague a caução por Pix ou boleto para confirmar a reserva.')).toBeTruthy();
    screen.getByRole('button', { name: 'Gerar boleto da caução' }).click();
    expect(renew).toHaveBeenCalledWith('BANK_SLIP');
  });
});
