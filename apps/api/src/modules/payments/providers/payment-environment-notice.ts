import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderName } from '../../../config.ts';

export const SANDBOX_NOTICE =
  'Ambiente de testes: PAYMENT_PROVIDER=sandbox, os pagamentos são simulados e nenhum dinheiro real é cobrado';

/**
 * Says at start-up which payment provider takes the money: a warning on the sandbox, so a server that
 * was meant to charge for real and is not is seen in its first lines (the payment screens say it too,
 * from `sandbox` of the payment options).
 */
export function announcePaymentEnvironment(
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  provider: PaymentProviderName,
): void {
  if (provider === 'sandbox') logger.warn({ paymentProvider: provider }, SANDBOX_NOTICE);
  else logger.info({ paymentProvider: provider }, `pagamentos reais por ${provider}`);
}
