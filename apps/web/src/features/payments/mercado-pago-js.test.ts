import { afterEach, describe, expect, it } from 'vitest';
import {
  amountParameter,
  binOf,
  creditCardMethod,
  expiryParts,
  loadMercadoPagoJs,
  needsIssuer,
} from './mercado-pago-js';

afterEach(() => {
  delete window.MercadoPago;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('MercadoPago.js helpers', () => {
  it('reads the 8-digit BIN once there are 8 digits', () => {
    expect(binOf('5480 832')).toBeNull();
    expect(binOf('5480 8328')).toBe('54808328');
    expect(binOf('5480 8328 0103 3311')).toBe('54808328');
  });

  it('knows a brand that needs its issuer, and picks the credit card method', () => {
    const master = {
      id: 'master',
      name: 'Mastercard',
      payment_type_id: 'credit_card',
      additional_info_needed: ['issuer_id'],
    };
    const debit = { id: 'debmaster', name: 'Débito', payment_type_id: 'debit_card' };
    expect(needsIssuer(master)).toBe(true);
    expect(needsIssuer({ ...master, additional_info_needed: ['cardholder_name'] })).toBe(false);
    expect(creditCardMethod([debit, master])).toBe(master);
    expect(creditCardMethod([debit])).toBeNull();
  });

  it('writes the amount in reais and splits the expiry', () => {
    expect(amountParameter(123_456)).toBe('1234.56');
    expect(expiryParts('07/29')).toEqual({ month: '07', year: '2029' });
    expect(expiryParts('13/29')).toBeNull();
  });

  it('adds the script once and resolves with the MercadoPago constructor it defines', async () => {
    const first = loadMercadoPagoJs('https://sdk.example.test/js/v2');
    const again = loadMercadoPagoJs('https://sdk.example.test/js/v2');
    const scripts = document.head.querySelectorAll('script[src="https://sdk.example.test/js/v2"]');
    expect(scripts).toHaveLength(1);
    class FakeMercadoPago {}
    window.MercadoPago = FakeMercadoPago as never;
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeMercadoPago);
    await expect(again).resolves.toBe(FakeMercadoPago);
  });

  it('rejects when the script cannot load, and tries again next time', async () => {
    const failing = loadMercadoPagoJs('https://sdk.example.test/broken.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('MercadoPago.js não carregou');
    void loadMercadoPagoJs('https://sdk.example.test/broken.js').catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
