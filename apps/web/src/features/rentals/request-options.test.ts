import { describe, expect, it } from 'vitest';
import { GUARANTEE_OPTIONS, paymentOptions } from './request-options';

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
});
