import type { Payment } from '@estadia/domain';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { renderWithApp } from '@/test/render';
import { paymentJson as paymentRaw } from '@/test/test-rental';
import { BoletoCharge, MonthlyBoletos } from './boleto-charge';
import type { PaymentView } from './payment-state';

const paymentJson = (overrides: Partial<Payment>): PaymentView =>
  reviveDates(paymentRaw(overrides)) as PaymentView;

const LINE = '00190000090000000000000000000000187930000095400';
const boleto = { digitableLine: LINE, barcode: '0'.repeat(44), pdfUrl: '/api/payments/p-1/bank-slip.pdf' };

describe('BoletoCharge', () => {
  it('offers the line and the PDF of a boleto that can be paid', async () => {
    renderWithApp(
      <BoletoCharge
        payment={paymentJson({ paymentType: 'BANK_SLIP', status: 'PENDING', bankSlip: boleto })}
      />,
    );
    expect(await screen.findByText('Linha digitável')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Baixar boleto \(PDF\)/ })).toBeInTheDocument();
  });

  it('offers no line and no PDF for a boleto replaced or cancelled (the API sends no code)', async () => {
    renderWithApp(<BoletoCharge payment={paymentJson({ paymentType: 'BANK_SLIP', status: 'EXPIRED' })} />);
    expect(await screen.findByText(/Vence em/)).toBeInTheDocument();
    expect(screen.queryByText('Linha digitável')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Baixar boleto/ })).not.toBeInTheDocument();
  });

  it('lists the months of a plan with actions only for the boletos still to pay', async () => {
    renderWithApp(
      <MonthlyBoletos
        showNext={false}
        payments={[
          paymentJson({
            id: 'p-1',
            paymentType: 'BANK_SLIP_MONTHLY',
            status: 'PAID',
            installment: { number: 1, count: 2 },
          }),
          paymentJson({
            id: 'p-2',
            paymentType: 'BANK_SLIP_MONTHLY',
            status: 'PENDING',
            installment: { number: 2, count: 2 },
            bankSlip: boleto,
          }),
        ]}
      />,
    );
    expect(
      await screen.findByRole('button', { name: /Copiar a linha digitável do boleto 2\/2/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /boleto 1\/2/ })).not.toBeInTheDocument();
  });
});
