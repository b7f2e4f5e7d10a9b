import { describe, expect, it } from 'vitest';
import { todayIso } from '../dates/iso-date.ts';
import { createPaymentRequestSchema, paymentSchema } from './payments.ts';

const payment = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  rentalId: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  paymentType: 'PIX',
  status: 'PENDING',
  amountCents: 501_000,
  dueDate: '2025-02-03',
  createdDate: '2025-02-01T10:00:00.000Z',
  paidDate: null,
  pix: { payload: '00020126…6304ABCD', qrCodeSvg: '<svg/>', expiresAt: '2025-02-03T10:00:00.000Z' },
};

function expiryIn(monthsFromNow: number): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + monthsFromNow;
  return `${String((index % 12) + 1).padStart(2, '0')}/${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
}

const card = { number: '4111 1111 1111 1111', holderName: 'MARIA SILVA', expiry: expiryIn(12), cvv: '123' };

describe('paymentSchema', () => {
  it('accepts a Pix payment', () => {
    expect(paymentSchema.parse(payment)).toEqual(payment);
  });

  it('accepts a boleto and a card summary', () => {
    expect(
      paymentSchema.safeParse({
        ...payment,
        paymentType: 'BANK_SLIP',
        pix: undefined,
        bankSlip: {
          digitableLine: '23790.00000 …',
          barcode: '2'.repeat(44),
          pdfUrl: '/api/payments/x/boleto.pdf',
        },
      }).success,
    ).toBe(true);
    expect(paymentSchema.safeParse({ ...payment, card: { brand: 'VISA', last4: '1111' } }).success).toBe(
      true,
    );
    expect(paymentSchema.safeParse({ ...payment, card: { brand: 'VISA', last4: '11111' } }).success).toBe(
      false,
    );
  });

  it('refuses a fraction of a cent and an unknown status', () => {
    expect(paymentSchema.safeParse({ ...payment, amountCents: 10.5 }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...payment, status: 'OK' }).success).toBe(false);
  });
});

describe('createPaymentRequestSchema', () => {
  it('accepts Pix and boleto without card data', () => {
    expect(createPaymentRequestSchema.parse({ paymentType: 'PIX' })).toEqual({ paymentType: 'PIX' });
    expect(createPaymentRequestSchema.safeParse({ paymentType: 'BANK_SLIP_MONTHLY' }).success).toBe(true);
  });

  it('needs valid card data for a card payment', () => {
    expect(
      createPaymentRequestSchema.safeParse({ paymentType: 'CREDIT_CARD' }).error?.issues[0],
    ).toMatchObject({
      path: ['card'],
      message: 'Informe os dados do cartão',
    });
    expect(createPaymentRequestSchema.parse({ paymentType: 'CREDIT_CARD', card }).card?.number).toBe(
      '4111111111111111',
    );
  });

  it('checks the card number, the expiry and the security code', () => {
    const invalid = (patch: Partial<typeof card>) =>
      createPaymentRequestSchema.safeParse({ paymentType: 'CREDIT_CARD', card: { ...card, ...patch } }).error
        ?.issues[0]?.message;
    expect(invalid({ number: '4111 1111 1111 1112' })).toBe('Número do cartão inválido');
    expect(invalid({ expiry: '13/30' })).toBe('Validade inválida: use MM/AA');
    expect(invalid({ expiry: expiryIn(-1) })).toBe('Cartão vencido');
    expect(invalid({ expiry: expiryIn(0) })).toBeUndefined();
    expect(invalid({ cvv: '12' })).toBe('Código de segurança inválido');
    expect(invalid({ holderName: 'M' })).toBe('Informe o nome impresso no cartão');
  });
});
