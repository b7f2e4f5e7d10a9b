import type { PaymentsConfig } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  return new SandboxPaymentProvider(config);
}
