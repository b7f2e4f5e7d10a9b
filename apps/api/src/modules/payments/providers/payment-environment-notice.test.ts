import { describe, expect, it, vi } from 'vitest';
import { announcePaymentEnvironment, SANDBOX_NOTICE } from './payment-environment-notice.ts';

describe('announcePaymentEnvironment', () => {
  it('warns at start-up that the sandbox charges nothing for real', () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    announcePaymentEnvironment(logger, 'sandbox');
    expect(logger.warn).toHaveBeenCalledWith({ paymentProvider: 'sandbox' }, SANDBOX_NOTICE);
    expect(SANDBOX_NOTICE).toContain('Ambiente de testes');
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('names the real provider without a warning', () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    announcePaymentEnvironment(logger, 'mercadopago');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith({ paymentProvider: 'mercadopago' }, expect.any(String));
  });
});
