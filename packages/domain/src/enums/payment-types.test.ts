import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  toPaymentMethod,
} from './payment-types.ts';

describe('payment types', () => {
  it('have the Portuguese labels of the specification', () => {
    expect(PAYMENT_TYPES).toEqual(['CREDIT_CARD', 'BANK_SLIP_MONTHLY', 'PIX', 'BANK_SLIP']);
    expect(PAYMENT_TYPE_LABELS).toEqual({
      CREDIT_CARD: 'Cartão de crédito',
      BANK_SLIP_MONTHLY: 'Boleto mensal',
      PIX: 'Pix',
      BANK_SLIP: 'Boleto à vista',
    });
  });

  it('map to a payment method, a monthly boleto being a boleto', () => {
    expect(PAYMENT_METHODS).toEqual(['CREDIT_CARD', 'PIX', 'BANK_SLIP']);
    expect(toPaymentMethod('BANK_SLIP_MONTHLY')).toBe('BANK_SLIP');
    expect(toPaymentMethod('BANK_SLIP')).toBe('BANK_SLIP');
    expect(toPaymentMethod('PIX')).toBe('PIX');
    expect(toPaymentMethod('CREDIT_CARD')).toBe('CREDIT_CARD');
  });

  it('label every payment status', () => {
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual([
      'SCHEDULED',
      'PENDING',
      'AUTHORIZED',
      'PAID',
      'EXPIRED',
      'FAILED',
      'RELEASED',
      'REFUND_PENDING',
      'REFUNDED',
    ]);
  });
});
