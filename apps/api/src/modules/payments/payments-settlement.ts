import { cancellationRefund } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { CancellationSettlement } from '../rentals/cancellation-settlement.ts';
import type { CreditEffects, MoneyFollowUps } from './crediting.ts';
import { chargedCents, refundPayment } from './refunds/refund-requests.ts';
import { expirePendingCharges, lockRentalPayments, sumPaidCents } from './repository.ts';

/**
 * Gives back what was paid for a rental being cancelled and voids every charge still to be paid
 * (issued or scheduled): inside the cancelling transaction, after the rental's lock (the caller's),
 * then its payments'. The refunds are persisted (REFUND_PENDING) and delivered after the commit.
 */
export async function settleCancelledMoney(
  trx: Executor,
  rentalId: string,
  now: Date,
  refundCents: number,
): Promise<CreditEffects> {
  const payments = await lockRentalPayments(trx, rentalId);
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  if (refundCents > 0) {
    for (const payment of payments.filter((row) => row.status === 'PAID')) {
      const { refund } = await refundPayment(trx, payment, now, chargedCents(payment));
      effects.refunds.push(refund);
    }
  }
  effects.voided.push(...(await expirePendingCharges(trx, rentalId)));
  return effects;
}

/**
 * A cancelled rental's money: the cancellation policy (computed in the domain, like the page that
 * states it) says what is given back; the charges paid become REFUND_PENDING (REFUNDED once the
 * provider confirms) and the ones still to be paid can no longer be paid; the refunds and the voids at
 * the provider are jobs written in the cancelling transaction.
 */
export function createPaymentsSettlement(deps: { followUps: MoneyFollowUps }): CancellationSettlement {
  return {
    async preview(db, rental) {
      const paidCents = await sumPaidCents(db, rental.id);
      return { paidCents, ...cancellationRefund({ status: rental.status, paidCents }) };
    },
    async settle(trx, rental, now) {
      const paidCents = await sumPaidCents(trx, rental.id);
      const { refundCents } = cancellationRefund({ status: rental.status, paidCents });
      const effects = await settleCancelledMoney(trx, rental.id, now, refundCents);
      await deps.followUps.enqueue(trx, effects);
      return { refundCents, afterCommit() {} };
    },
  };
}
