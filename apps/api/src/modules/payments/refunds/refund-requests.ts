import type { Executor } from '../../../db/executor.ts';
import type { PaymentRefundRow, PaymentRow, ReconciliationReason } from '../../../db/schema.ts';
import { chargedCents } from '../charged-cents.ts';
import { keepFeesWithinRent } from '../fees.ts';
import { updatePayment } from '../repository.ts';
import {
  findOpenRefundOf,
  insertReconciliationCase as insertReconciliation,
  insertRefund,
} from './refund-repository.ts';

/**
 * Gives back a credited payment's own money (a cancellation, a plan replaced, staff's refund): the
 * payment becomes REFUND_PENDING now and REFUNDED when the provider confirms. Inside the caller's
 * transaction, under the rental's lock; the refund itself is persisted and retried (refund-runner.ts).
 */
export async function refundPayment(
  trx: Executor,
  payment: PaymentRow,
  now: Date,
  amountCents: number = chargedCents(payment),
): Promise<{ payment: PaymentRow; refund: PaymentRefundRow }> {
  const refund = await insertRefund(trx, {
    payment_id: payment.id,
    rental_id: payment.rental_id,
    amount_cents: amountCents,
    settles_payment: true,
    requested_at: now,
  });
  const updated = await updatePayment(
    trx,
    payment.id,
    {
      status: 'REFUND_PENDING',
      refund_requested_at: now,
      // A payment given back in parts (an early departure's, then a withdrawal's) sums them.
      refunded_cents: (payment.refunded_cents ?? 0) + amountCents,
    },
    now,
  );
  // A credit beyond the rent gives back part of a fine kept: rent never goes below zero because of it.
  await keepFeesWithinRent(trx, payment.rental_id, now, `refund:${refund.id}`);
  return { payment: updated, refund };
}

/**
 * A payment being given back becomes REFUNDED (dated `now`) once none of its own refunds is still on its
 * way: another refund of it PENDING (or REFUSED, waiting for a person) keeps it REFUND_PENDING. Called
 * when one of them is delivered or settled, under the caller's lock of the rental's payments.
 */
export async function markRefundedWhenAllDelivered(
  trx: Executor,
  payment: PaymentRow | undefined,
  now: Date,
): Promise<void> {
  if (payment?.status !== 'REFUND_PENDING') return;
  const open = await findOpenRefundOf(trx, payment.id);
  if (!open) await updatePayment(trx, payment.id, { status: 'REFUNDED', refunded_at: now }, now);
}

/**
 * Money received that is not credited, given back and recorded for reconciliation. `settlesPayment`:
 * the money was this charge's own (an old code, a charge of a cancelled rental), so the payment shows
 * it as received and being refunded; otherwise (a second payment, a wrong amount on a charge still
 * owed) the payment stays as it is and only the refund and the case record the money.
 */
export async function refundReceived(
  trx: Executor,
  input: {
    payment: PaymentRow;
    receivedCents: number;
    reason: ReconciliationReason;
    settlesPayment: boolean;
    paidAt: Date;
    paidVia: PaymentRow['paid_via'];
    /** The provider's id of this money: the refund is asked against it. */
    providerPaymentId?: string | null;
    eventId: string;
    now: Date;
  },
): Promise<{ payment: PaymentRow; refund: PaymentRefundRow }> {
  const { payment, now } = input;
  let current = payment;
  let refund: PaymentRefundRow;
  if (input.settlesPayment) {
    current = await updatePayment(
      trx,
      payment.id,
      {
        paid_at: input.paidAt,
        paid_via: input.paidVia,
        provider_payment_id: input.providerPaymentId ?? null,
      },
      now,
    );
    ({ payment: current, refund } = await refundPayment(trx, current, now, input.receivedCents));
  } else {
    refund = await insertRefund(trx, {
      payment_id: payment.id,
      rental_id: payment.rental_id,
      amount_cents: input.receivedCents,
      settles_payment: false,
      requested_at: now,
      // Not the charge's own money (a second payment): given back from the payment that brought it.
      provider_payment_id: input.providerPaymentId ?? null,
    });
  }
  await insertReconciliation(trx, {
    payment_id: payment.id,
    rental_id: payment.rental_id,
    received_cents: input.receivedCents,
    reason: input.reason,
    credited: false,
    refund_id: refund.id,
    at: now,
    event_id: input.eventId,
  });
  return { payment: current, refund };
}
