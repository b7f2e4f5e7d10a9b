import { todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, ReconciliationReason, RentalRow } from '../../db/schema.ts';
import { decideExtensionCredit } from '../extensions/extension-credit.ts';
import { updateRental } from '../rentals/commands.ts';
import { lockRental } from '../rentals/queries.ts';
import { decideCardDeposit, isCardDepositWord } from './card-deposit-credit.ts';
import { chargedCents } from './charged-cents.ts';
import type { CreditDecision, CreditEffects, PaymentConfirmation } from './credit-types.ts';
import { decideDepositCredit, depositSettled } from './deposit-credit.ts';
import { hasChargeback } from './money-queries.ts';
import { insertReconciliationCase } from './refunds/refund-repository.ts';
import { refundReceived } from './refunds/refund-requests.ts';
import {
  countOverdueCharges,
  expirePendingCharges,
  findPayment,
  insertPayments,
  lockRentalPayments,
  updatePayment,
} from './repository.ts';

// What money that arrives for one of our charges does. The rules, so that every night is billed once
// and none is forgotten (api.md's billing rule):
//
// 1. A charge of the live plan (PENDING or SCHEDULED), paid its exact amount, on a rental that owes
//    it, is credited. The first month rents the stay; a later month paid first is credited and the
//    stay still waits for the first.
// 2. A charge no longer live (replaced by a new request, an expired Pix), paid its exact amount:
//    a. credited in place of the live charge for the same part of the stay (same installment of the
//       same number of installments, same amount), which is voided; or else
//    b. while the rental waits for payment and nothing of it is paid, its whole plan is taken back:
//       the live plan is voided, the charge credited, and the other months of its plan scheduled
//       again; or else
//    c. given back.
// 3. Anything else is given back automatically (REFUND_PENDING) and recorded for reconciliation: a
//    second payment of a charge already paid, a wrong amount, a charge of a cancelled rental.
//
// Locks: the rental first, then all its payments (in id order), as every path of the money does.

/** Rentals that owe their plan's charges. */
const OWING: readonly RentalRow['status'][] = ['WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'FINISHED'];

function isLive(payment: PaymentRow): boolean {
  return payment.status === 'PENDING' || payment.status === 'SCHEDULED';
}

function holdsMoney(payment: PaymentRow): boolean {
  return payment.status === 'PAID' || payment.status === 'REFUND_PENDING' || payment.status === 'REFUNDED';
}

export async function decideCredit(
  trx: Executor,
  confirmation: PaymentConfirmation,
  now: Date,
): Promise<CreditDecision> {
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  const found = await findPayment(trx, confirmation.paymentId);
  if (!found) return { outcome: 'UNKNOWN_PAYMENT', payment: undefined, effects };
  const rental = await lockRental(trx, found.rental_id);
  if (!rental) return { outcome: 'UNKNOWN_PAYMENT', payment: undefined, effects };
  const payments = await lockRentalPayments(trx, rental.id);
  const payment = payments.find((row) => row.id === found.id) ?? found;
  const received = confirmation.amountCents;
  const providerPaymentId = confirmation.providerPaymentId ?? null;
  // The provider's id of the money is kept with it: a refund of it is asked against that payment.
  const paid = {
    paid_at: confirmation.paidAt,
    paid_via: confirmation.via,
    provider_payment_id: providerPaymentId,
  } as const;

  const giveBack = async (reason: ReconciliationReason, settlesPayment: boolean): Promise<CreditDecision> => {
    const refunded = await refundReceived(trx, {
      payment,
      receivedCents: received,
      reason,
      settlesPayment,
      paidAt: confirmation.paidAt,
      paidVia: confirmation.via,
      providerPaymentId,
      eventId: confirmation.eventId,
      now,
    });
    effects.refunds.push(refunded.refund);
    return { outcome: 'REFUNDED', payment: refunded.payment, effects };
  };

  // A caução on a card: reserved, or a capture of it (card-deposit-credit.ts).
  if (isCardDepositWord(payment, confirmation))
    return decideCardDeposit({ trx, rental, payment, payments, confirmation, now, effects, giveBack });
  // Only a caução is ever reserved on a card: a reservation of anything else is not ours, and changes nothing.
  if (confirmation.authorization) return { outcome: 'UNKNOWN_PAYMENT', payment: undefined, effects };

  // 3. A second payment of a charge, or money for a rental that owes nothing. A staff member's manual
  // confirmation of a charge already paid only finds it so (it brings no money of its own).
  if (holdsMoney(payment) && confirmation.via === 'MANUAL')
    return { outcome: 'ALREADY_CREDITED', payment, effects };
  if (holdsMoney(payment)) return giveBack('DUPLICATE', false);
  if (!OWING.includes(rental.status))
    return giveBack(rental.status === 'CANCELLED' ? 'AFTER_CANCELLATION' : 'NOT_OWED', true);
  // A wrong amount: a live charge stays owed (the money comes back beside it); a dead one shows it.
  if (received !== chargedCents(payment)) return giveBack('WRONG_AMOUNT', !isLive(payment));

  const credit = async (): Promise<CreditDecision> => {
    const credited = await updatePayment(trx, payment.id, { ...paid, status: 'PAID' }, now);
    // Money confirmed by hand came outside the provider: its code must not take the money a second time.
    if (confirmation.via === 'MANUAL' && credited.provider_charge_id) effects.voided.push(credited);
    // The stay is rented by its first charge, with its caução when it owes one (deposit-credit.ts).
    if (
      rental.status === 'WAITING_FOR_PAYMENT' &&
      credited.installment === 1 &&
      depositSettled(rental, payments)
    ) {
      // The door code follows in the same transaction (crediting.ts: the door-access module's sync).
      await updateRental(trx, rental.id, { status: 'RENTED', paid_at: confirmation.paidAt });
      return { outcome: 'RENTED', payment: credited, effects };
    }
    if (rental.status === 'DEFAULTER') {
      const overdue = await countOverdueCharges(trx, rental.id, todayIso(now));
      // A chargeback keeps the stay a defaulter until staff settle it (decision 0013, amendment).
      if (overdue === 0 && !(await hasChargeback(trx, rental.id)))
        await updateRental(trx, rental.id, { status: 'RENTED' });
    }
    return { outcome: 'CREDITED', payment: credited, effects };
  };
  const recordReplacement = () =>
    insertReconciliationCase(trx, {
      payment_id: payment.id,
      rental_id: rental.id,
      received_cents: received,
      reason: 'REPLACED',
      credited: true,
      refund_id: null,
      at: now,
      event_id: confirmation.eventId,
    });

  // The caução: held for the customer, in its own scope (deposit-credit.ts).
  if (payment.purpose === 'DEPOSIT') {
    return decideDepositCredit({
      trx,
      rental,
      payment,
      payments,
      now,
      effects,
      giveBack,
      recordReplacement,
      markPaid: () => updatePayment(trx, payment.id, { ...paid, status: 'PAID' }, now),
    });
  }

  // An extension's charge: the billing rule in the extension's own scope (extensions/extension-credit.ts).
  const extensionId = payment.extension_id;
  if (extensionId) {
    return decideExtensionCredit({
      trx,
      rental,
      payment: { ...payment, extension_id: extensionId },
      now,
      effects,
      giveBack,
      recordReplacement,
      markPaid: () => updatePayment(trx, payment.id, { ...paid, status: 'PAID' }, now),
      creditMonth: credit,
    });
  }

  // 1. The live plan.
  if (isLive(payment)) return credit();
  if (payment.status === 'FAILED') return giveBack('NOT_OWED', true);

  // 2a. In place of the live charge for the same part of the stay.
  const counterpart = payments.find(
    (row) =>
      isLive(row) &&
      row.extension_id === null &&
      row.purpose !== 'DEPOSIT' &&
      row.installment === payment.installment &&
      row.installment_count === payment.installment_count &&
      row.amount_cents === payment.amount_cents,
  );
  if (counterpart) {
    effects.voided.push(
      ...(await expirePendingCharges(trx, rental.id, {
        installments: [payment.installment],
        extensionId: null,
        at: now,
      })),
    );
    await recordReplacement();
    return credit();
  }

  // 2b. The whole plan of this charge taken back.
  const rent = payments.filter((row) => row.purpose !== 'DEPOSIT');
  if (rental.status === 'WAITING_FOR_PAYMENT' && !rent.some(holdsMoney)) {
    effects.voided.push(...(await expirePendingCharges(trx, rental.id, { extensionId: null, at: now })));
    // One row per other month of its plan (a plan taken back before has several rows per month).
    const siblings = [
      ...new Map(
        rent
          .filter((row) => row.request_id === payment.request_id && row.installment !== payment.installment)
          .map((row) => [row.installment, row] as const),
      ).values(),
    ];
    if (siblings.length > 0) {
      effects.scheduled.push(
        ...(await insertPayments(
          trx,
          siblings.map((row) => ({
            rental_id: row.rental_id,
            user_id: row.user_id,
            request_id: row.request_id,
            payment_type: row.payment_type,
            provider: row.provider,
            status: 'SCHEDULED' as const,
            amount_cents: row.amount_cents,
            installment: row.installment,
            installment_count: row.installment_count,
            due_date: row.due_date,
            bill_from: row.bill_from,
            created_at: now,
          })),
        )),
      );
    }
    await updateRental(trx, rental.id, { payment_type: payment.payment_type });
    await recordReplacement();
    return credit();
  }

  // 2c. Nothing in the plan it could stand for.
  return giveBack('REPLACED', true);
}
