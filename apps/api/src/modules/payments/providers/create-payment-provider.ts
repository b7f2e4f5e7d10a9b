import type { PaymentsConfig } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { MercadoPagoProvider } from './mercado-pago/mercado-pago-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface PaymentProviderDeps {
  clock: Clock;
  /** Builds the built-in sandbox; called only when it is the configured provider. */
  sandbox: () => PaymentProvider;
}

/** The provider PAYMENT_PROVIDER names: one line per adapter, nothing else changes. */
export function createPaymentProvider(config: PaymentsConfig, deps: PaymentProviderDeps): PaymentProvider {
  if (config.provider === 'mercadopago') {
    // loadConfig refuses PAYMENT_PROVIDER=mercadopago without its credentials, so this only guards
    // a configuration built by hand.
    if (!config.mercadoPago)
      throw new Error('PAYMENT_PROVIDER=mercadopago needs the Mercado Pago credentials');
    return new MercadoPagoProvider({ ...config.mercadoPago, clock: deps.clock });
  }
  return deps.sandbox();
}
