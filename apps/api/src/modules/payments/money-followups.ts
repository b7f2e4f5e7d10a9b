import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { BoletoIssuance } from './boleto-issuance.ts';
import type { CreditEffects, MoneyFollowUps } from './crediting.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { RefundRunner } from './refunds/refund-runner.ts';

/**
 * What follows a committed change of money, started at once after the commit: issued charges voided at
 * the provider, refunds delivered, months taken back issued. The refunds and the months are persisted
 * (payment_refunds, SCHEDULED payments) and the periodic jobs pick up whatever this misses (a crash, a
 * provider down); a void is best effort, as a code voided here is refunded if it is ever paid.
 */
export function createMoneyFollowUps(deps: {
  provider: PaymentProvider;
  tasks: BackgroundTasks;
  refunds: RefundRunner;
  issuance: BoletoIssuance;
}): MoneyFollowUps {
  const { provider, tasks, refunds, issuance } = deps;
  return {
    after(rentalId: string, effects: CreditEffects) {
      for (const charge of effects.voided) {
        if (!charge.provider_charge_id) continue;
        const ref = { paymentId: charge.id, providerChargeId: charge.provider_charge_id };
        tasks.run('void replaced charge', () => provider.cancel(ref));
      }
      for (const refund of effects.refunds) tasks.run('deliver refund', () => refunds.runDue(refund.id));
      if (effects.scheduled.length > 0)
        tasks.run('issue months taken back', () => issuance.issueDue(rentalId));
    },
  };
}
