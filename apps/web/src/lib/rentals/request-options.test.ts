import { describe, expect, it } from 'vitest';
import { allowedPaymentTypes, GUARANTEE_OPTIONS, paymentOptions } from './request-options';

describe('request options', () => {
  it('labels the guarantees with the domain labels', () => {
    expect(GUARANTEE_OPTIONS.map((option) => option.label)).toEqual(['CredPago', 'Caução', 'Fiador']);
  });

  it('offers the monthly boleto only for long stays', () => {
    expect(paymentOptions('SHORT_PERIOD').map((option) => option.label)).toEqual([
      'Pix',
      'Cartão de crédito',
      'Boleto à vista',
    ]);
    expect(paymentOptions('LONG_PERIOD').map((option) => option.value)).toContain('BANK_SLIP_MONTHLY');
    expect(paymentOptions('LONG_PERIOD').find((option) => option.value === 'BANK_SLIP_MONTHLY')?.label).toBe(
      'Boleto mensal',
    );
  });

  it('past temporada allows only the monthly boleto (art. 42), post-paid months included', () => {
    expect(allowedPaymentTypes('LONG_PERIOD', 'UP_FRONT')).toEqual([
      'PIX',
      'CREDIT_CARD',
      'BANK_SLIP',
      'BANK_SLIP_MONTHLY',
    ]);
    expect(allowedPaymentTypes('LONG_PERIOD', 'MONTH_AHEAD')).toEqual(['BANK_SLIP_MONTHLY']);
    expect(allowedPaymentTypes('LONG_PERIOD', 'POST_PAID')).toEqual(['BANK_SLIP_MONTHLY']);
    expect(paymentOptions('LONG_PERIOD', 'MONTH_AHEAD').map((option) => option.label)).toEqual([
      'Boleto mensal',
    ]);
  });
});
