import { cancellationRefund } from '@estadia/domain';
import type { PaymentRow } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { CancellationSettlement } from '../rentals/cancellation-settlement.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { expirePendingCharges, refundPaidCharges, sumPaidCents } from './repository.ts';

/**
 * A cancelled rental's money: the cancellation policy (computed in the domain, like the page that
 * states it) says what is given back; the charges paid are recorded REFUNDED and the ones still
 * pending can no longer be paid. The provider hears of both once the cancellation has committed.
 */
export function createPaymentsSettlement(deps: {
  provider: PaymentProvider;
  tasks: BackgroundTasks;
}): CancellationSettlement {
  const { provider, tasks } = deps;
  return {
    async preview(db, rental) {
      const paidCents = await sumPaidCents(db, rental.id);
      return { paidCents, ...cancellationRefund({ status: rental.status, paidCents }) };
    },
    async settle(trx, rental, now) {
      const paidCents = await sumPaidCents(trx, rental.id);
      const { refundCents } = cancellationRefund({ status: rental.status, paidCents });
      const refunded = refundCents > 0 ? await refundPaidCharges(trx, rental.id, now) : [];
      const voided = await expirePendingCharges(trx, rental.id);
      return {
        refundCents,
        afterCommit() {
          for (const payment of refunded) {
            tasks.run('refund cancelled rental', () =>
              provider.refund({
                ...chargeRef(payment),
                amountCents: payment.card_total_cents ?? payment.amount_cents,
              }),
            );
          }
          for (const payment of voided) {
            if (payment.provider_charge_id)
              tasks.run('void cancelled charge', () => provider.cancel(chargeRef(payment)));
          }
        },
      };
    },
  };
}

function chargeRef(payment: PaymentRow) {
  return { paymentId: payment.id, providerChargeId: payment.provider_charge_id ?? payment.id };
}
