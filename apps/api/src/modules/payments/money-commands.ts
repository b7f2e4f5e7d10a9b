import type { Executor } from '../../db/executor.ts';
import type { NewPayment, PaymentRefundRow, PaymentRow } from '../../db/schema.ts';
import type { FeeKept } from '../ledger/fee-postings.ts';
import { postJournalEntry } from '../ledger/journal.ts';
import { postFeeKept, postFeesGivenUp } from './fees.ts';

export {
  type DepositDeduction,
  deductionsExceedDeposit,
  depositHeldCents,
  depositNotHeld,
  recordYieldTransfer,
  settleDepositMoney,
} from './deposit-settlement-money.ts';
export { type MonthlyRegime, openExtensionMonths, openPostPaidLease } from './post-paid-plan.ts';
export { creditDueDepositYields, keepOfficialRates, saveSavingsRate } from './savings-rates.ts';

import { lockRefund, updateRefund } from './refunds/refund-repository.ts';
import { markRefundedWhenAllDelivered, refundPayment as requestRefund } from './refunds/refund-requests.ts';
import { expirePendingCharges, insertPayments, lockRentalPayments, updatePayment } from './repository.ts';

// The money commands other modules may give (rentals, extensions, early departures, the back-office,
// the periodic jobs): the only way in to the money tables from outside modules/payments. Each runs
// with the caller's executor (its transaction), so the change and its journal entry commit together,
// and each takes the moment from the caller's clock, so the journal is dated by the app's clock.
// Reads of payments are in money-queries.ts.

/**
 * Issues charges (PENDING or SCHEDULED) and posts each as money owed (Dr 1.1.1, Cr 3.1.1), dated by
 * its own `created_at`. Returns the rows written.
 */
export function issueCharges(trx: Executor, charges: NewPayment[]): Promise<PaymentRow[]> {
  return insertPayments(trx, charges);
}

/**
 * Voids the rental's charges still to be paid, issued or scheduled (all of them, or only those of
 * `installments`, of one extension — `extensionId`, null for the rental's own — or all but
 * `exceptId`), posting each void at `at`. Returns them so the caller can void the issued ones at the
 * provider once the transaction has committed.
 */
export function voidOpenCharges(
  trx: Executor,
  rentalId: string,
  at: Date,
  options: { installments?: readonly number[]; exceptId?: string; extensionId?: string | null } = {},
): Promise<PaymentRow[]> {
  return expirePendingCharges(trx, rentalId, { ...options, at });
}

/** Voids one charge still to be paid (it becomes EXPIRED), posting the void at `at`. */
export function voidCharge(trx: Executor, chargeId: string, at: Date): Promise<PaymentRow> {
  return updatePayment(trx, chargeId, { status: 'EXPIRED' }, at);
}

/**
 * Re-prices a scheduled month (no code issued for it yet) to `amountCents`, posting the difference
 * at `at` (CREDIT when it asks for less, CHARGE when for more).
 */
export function repriceScheduledMonth(
  trx: Executor,
  chargeId: string,
  amountCents: number,
  at: Date,
): Promise<PaymentRow> {
  return updatePayment(trx, chargeId, { amount_cents: amountCents }, at);
}

/**
 * Gives back `amountCents` of a credited payment's own money (all it charged, card interest included,
 * when absent): the refund is recorded (posted as owed back) and the payment becomes REFUND_PENDING at
 * `at`, REFUNDED when the provider delivers it (refund-runner.ts). The caller holds the rental's lock.
 */
export function refundPayment(
  trx: Executor,
  payment: PaymentRow,
  at: Date,
  amountCents?: number,
): Promise<{ payment: PaymentRow; refund: PaymentRefundRow }> {
  return requestRefund(trx, payment, at, amountCents);
}

/**
 * Staff settle a refund the provider refused, given back outside it (decision 0013): under the lock of
 * the rental's payments and then the refund's, the refund becomes SETTLED with who, when and the note
 * (posted as delivered), and the payment it settles becomes REFUNDED once none of its refunds is still
 * on its way (markRefundedWhenAllDelivered). Returns the refund as it
 * was, or undefined when it is not (or no longer) REFUSED — nothing is written then. The caller holds
 * the rental's lock.
 */
export async function settleRefusedRefund(
  trx: Executor,
  rentalId: string,
  refundId: string,
  settlement: { at: Date; by: string; note: string },
): Promise<PaymentRefundRow | undefined> {
  const payments = await lockRentalPayments(trx, rentalId);
  const refund = await lockRefund(trx, refundId);
  if (refund?.status !== 'REFUSED') return undefined;
  await updateRefund(trx, refundId, {
    status: 'SETTLED',
    settled_at: settlement.at,
    settled_by: settlement.by,
    settlement_note: settlement.note,
  });
  if (refund.settles_payment)
    await markRefundedWhenAllDelivered(
      trx,
      payments.find((row) => row.id === refund.payment_id),
      settlement.at,
    );
  return refund;
}

/**
 * Records a chargeback recovered (decision 0013, amendment): the money the card network took back was
 * received again, outside the provider or by a dispute won — PAYMENT, Dr 1.1.2 / Cr 1.1.3, posted once
 * per reconciliation case. The caller holds the rental's lock and its payments'.
 */
export async function recoverChargebackMoney(
  trx: Executor,
  recovered: { caseId: string; rentalId: string; paymentId: string; amountCents: number; at: Date },
): Promise<void> {
  await postJournalEntry(trx, {
    at: recovered.at,
    kind: 'PAYMENT',
    description: 'Contestação recuperada: valor recebido de novo',
    rentalId: recovered.rentalId,
    paymentId: recovered.paymentId,
    sourceKey: `reconciliation:${recovered.caseId}:recovered`,
    lines: [
      { account: '1.1.2', debitCents: recovered.amountCents },
      { account: '1.1.3', creditCents: recovered.amountCents },
    ],
  });
}

/**
 * Keeps a fine or fee out of the stay's value (an early departure's, Lei 8.245 art. 4): FEE, Dr 3.1.1 /
 * Cr 3.1.2 — the contracted value is the same, its part that is a fine is its own — posted once by
 * `fee.sourceKey` (e.g. 'early-departure:<id>:fee') at `fee.at`, in the caller's transaction, after the
 * charges were brought to the value that includes it. Nothing when the fee is 0.
 */
export function keepFee(trx: Executor, fee: FeeKept): Promise<void> {
  return postFeeKept(trx, fee);
}

/**
 * Gives up the fees the rental still keeps (or only the one kept under `reason.feeKey`): each moves
 * back to rent (FEE, Dr 3.1.2 / Cr 3.1.1) under its own key '<fee key>:given-up', described as '<the
 * fee's description>: <reason.why>', at `at`. Called before the money that gives the fine back is
 * credited or refunded (a transfer letter accepted, a withdrawal, a cancellation), in the same
 * transaction. Returns what was given up.
 */
export function giveUpFees(
  trx: Executor,
  rentalId: string,
  at: Date,
  reason: { why: string; feeKey?: string },
): Promise<number> {
  return postFeesGivenUp(trx, rentalId, at, reason);
}
