import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createManualClock } from '../../../lib/clock.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { MercadoPagoProvider } from './mercado-pago/mercado-pago-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

const clock = createManualClock();
const sandboxProvider = { name: 'sandbox', isSandbox: true } as PaymentProvider;

describe('createPaymentProvider', () => {
  it('builds the sandbox by default, through its factory', () => {
    const sandbox = vi.fn(() => sandboxProvider);
    expect(createPaymentProvider(loadConfig({}).payments, { clock, sandbox })).toBe(sandboxProvider);
    expect(sandbox).toHaveBeenCalledOnce();
  });

  it('builds Mercado Pago when PAYMENT_PROVIDER=mercadopago, without touching the sandbox', () => {
    const sandbox = vi.fn(() => sandboxProvider);
    const config = loadConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'whsec-secret',
    });
    const provider = createPaymentProvider(config.payments, { clock, sandbox });
    expect(provider).toBeInstanceOf(MercadoPagoProvider);
    expect(provider).toMatchObject({ name: 'mercadopago', isSandbox: false });
    expect(sandbox).not.toHaveBeenCalled();
  });
});
