import { cancellationRefund } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { cancelExtensionsWithStay } from '../extensions/extension-stay-changes.ts';
import type { CancellationSettlement } from '../rentals/cancellation-settlement.ts';
import type { CreditEffects, MoneyFollowUps } from './credit-types.ts';
import { releaseAuthorisedDeposit } from './deposit-capture.ts';
import { postFeesGivenUp } from './fees.ts';
import { findPaymentsMoney, keptCents, rentalMoney } from './money-queries.ts';
import { refundPayment } from './refunds/refund-requests.ts';
import { expirePendingCharges, lockRentalPayments } from './repository.ts';

/**
 * Gives back everything a rental being cancelled still keeps of what it received, and voids every
 * charge still to be paid (issued or scheduled): inside the cancelling transaction, after the rental's
 * lock (the caller's), then its payments'. A payment already given back in part (an early departure's
 * refund, REFUND_PENDING or REFUNDED) gives back its remainder: a withdrawal returns everything paid
 * (CDC art. 49), and a fine kept (an early departure's) is given up. The refunds are persisted
 * (REFUND_PENDING) and delivered after the commit.
 * `refundCents` is what the policy gives back in all; nothing is given back when it is 0.
 */
export async function settleCancelledMoney(
  trx: Executor,
  rentalId: string,
  now: Date,
  refundCents: number,
): Promise<CreditEffects> {
  const payments = await lockRentalPayments(trx, rentalId);
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  // A cancelled stay keeps no fine (an early departure's): it goes back to rent before the money does.
  await postFeesGivenUp(trx, rentalId, now, { why: 'devolvida com o cancelamento da estadia' });
  if (refundCents > 0) {
    const money = await findPaymentsMoney(trx, rentalId);
    for (const payment of payments) {
      const remainder = keptCents(money, payment);
      if (remainder <= 0) continue;
      const { refund } = await refundPayment(trx, payment, now, remainder);
      effects.refunds.push(refund);
    }
  }
  // Its caução goes back whole, whatever the policy says of the rent: no night of it was lived (one reserved on
  // a card is given up).
  const deposits = await findPaymentsMoney(trx, rentalId, 'DEPOSIT');
  for (const payment of payments) {
    const remainder = keptCents(deposits, payment);
    if (remainder > 0) effects.refunds.push((await refundPayment(trx, payment, now, remainder)).refund);
  }
  await releaseAuthorisedDeposit(trx, payments, now, effects);
  effects.voided.push(...(await expirePendingCharges(trx, rentalId, { at: now })));
  // Its extensions end with it: the open ones' nights freed, the PAID ones' money given back above, and
  // those whose charges never took money (a post-paid lease's, voided just now) end billing nothing.
  await cancelExtensionsWithStay(trx, rentalId, now, refundCents > 0, extensionsWithoutMoney(payments));
  return effects;
}

/** The extensions with charges among `payments` none of which ever took money. */
function extensionsWithoutMoney(payments: readonly PaymentRow[]): string[] {
  const tookMoney = (row: PaymentRow) => ['PAID', 'REFUND_PENDING', 'REFUNDED'].includes(row.status);
  const ids = new Set(payments.flatMap((row) => (row.extension_id ? [row.extension_id] : [])));
  return [...ids].filter((id) => !payments.some((row) => row.extension_id === id && tookMoney(row)));
}

/**
 * A cancelled rental's money: the cancellation policy (computed in the domain, like the page that
 * states it) says what is given back of everything received; what was already given back (an early
 * departure's refund) counts towards it and the rest is refunded now; the charges paid become
 * REFUND_PENDING (REFUNDED once the provider confirms) and the ones still to be paid can no longer be
 * paid; the refunds and the voids at the provider are jobs written in the cancelling transaction.
 * `refundCents` (the preview's, and the rental's `cancellation.refundCents`) is everything that comes
 * back, `alreadyRefundedCents` the part of it already on its way before the cancellation.
 */
export function createPaymentsSettlement(deps: { followUps: MoneyFollowUps }): CancellationSettlement {
  return {
    async preview(db, rental) {
      const money = rentalMoney(await findPaymentsMoney(db, rental.id));
      const policy = cancellationRefund({ status: rental.status, paidCents: money.receivedCents });
      return { paidCents: money.receivedCents, ...policy, alreadyRefundedCents: money.givenBackCents };
    },
    async settle(trx, rental, now) {
      await lockRentalPayments(trx, rental.id);
      const money = rentalMoney(await findPaymentsMoney(trx, rental.id));
      const { refundCents } = cancellationRefund({ status: rental.status, paidCents: money.receivedCents });
      const effects = await settleCancelledMoney(trx, rental.id, now, refundCents);
      await deps.followUps.enqueue(trx, effects);
      return { refundCents, afterCommit() {} };
    },
  };
}
