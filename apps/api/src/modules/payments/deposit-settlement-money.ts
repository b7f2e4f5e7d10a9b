import { formatMoney } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRefundRow, PaymentRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import type { CreditEffects } from './credit-types.ts';
import { askDepositCapture, releaseAuthorisedDeposit } from './deposit-capture.ts';
import { creditDepositYield } from './deposit-yield.ts';
import { authorisedDeposit, heldDeposit } from './held-deposit.ts';
import { findTransferOf, insertRefund, updateRefund } from './refunds/refund-repository.ts';
import { refundPayment } from './refunds/refund-requests.ts';
import { lockRentalPayments } from './repository.ts';

// The caução's money at its settlement (api.md 'Guarantees and the law of the lease'; decision 0024), in the
// settling transaction, under the rental's lock (the caller's), then its payments': the deductions kept and
// the rest given back. The only writer of this money, as of all money, is the payments module.

export interface DepositDeduction {
  description: string;
  amountCents: number;
}

export const depositNotHeld = () =>
  new AppError(409, 'DEPOSIT_NOT_HELD', 'Esta locação não tem caução guardada para acertar.');

export const depositCaptureInProgress = () =>
  new AppError(
    409,
    'DEPOSIT_CAPTURE_IN_PROGRESS',
    'A caução pré-autorizada no cartão está sendo capturada agora: tente de novo em alguns minutos.',
  );

export const deductionsExceedDeposit = (availableCents: number) =>
  new AppError(
    422,
    'DEDUCTIONS_EXCEED_DEPOSIT',
    `Os descontos não podem passar do que a caução guarda (${formatMoney(availableCents)}).`,
  );

/**
 * What the rental's caução holds now for the customer: its paid charge and the poupança yield credited to
 * it, the months completed by `now` credited first; a caução reserved on a card holds its reservation (and
 * earns nothing: no money was taken). Zero of both when none is held.
 */
export async function depositHeldCents(
  trx: Executor,
  rentalId: string,
  now: Date,
): Promise<{ paidCents: number; yieldCents: number }> {
  const { totalCents } = await creditDepositYield(trx, rentalId, now);
  const payments = await lockRentalPayments(trx, rentalId);
  const deposit = heldDeposit(payments);
  if (deposit) return { paidCents: deposit.amount_cents, yieldCents: totalCents };
  return { paidCents: authorisedDeposit(payments)?.amount_cents ?? 0, yieldCents: 0 };
}

/**
 * Settles the caução: the yield of the months completed credited, each deduction kept (DEPOSIT_DEDUCTION:
 * Dr 2.1.2 · Cr 3.2.1, the deductions' own revenue, never rent) and the rest given back at once
 * (DEPOSIT_RETURN): by the provider up to what the caução's payment brought (a refund never passes it),
 * delivered by the refund job the caller enqueues with the effects; the yield beyond it by a transfer staff
 * make and record (`recordYieldTransfer`). 409 without a caução held; 422 when the deductions pass what it
 * holds with its yield.
 */
export async function settleDepositMoney(
  trx: Executor,
  input: { rentalId: string; deductions: readonly DepositDeduction[]; now: Date },
): Promise<CreditEffects & { returnedCents: number; transferCents: number }> {
  const { rentalId, now } = input;
  const { totalCents: yieldCents } = await creditDepositYield(trx, rentalId, now);
  const payments = await lockRentalPayments(trx, rentalId);
  const deducted = input.deductions.reduce((sum, each) => sum + each.amountCents, 0);
  const deposit = heldDeposit(payments);
  if (!deposit) return settleAuthorisedDeposit(trx, payments, input, deducted);
  const held = deposit.amount_cents + yieldCents;
  if (deducted > held) throw deductionsExceedDeposit(held);
  await postDeductions(trx, deposit, input);
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  const returnedCents = held - deducted;
  const byProvider = Math.min(returnedCents, deposit.amount_cents);
  const transferCents = returnedCents - byProvider;
  if (byProvider > 0) effects.refunds.push((await refundPayment(trx, deposit, now, byProvider)).refund);
  if (transferCents > 0)
    await insertRefund(trx, {
      payment_id: deposit.id,
      rental_id: rentalId,
      amount_cents: transferCents,
      settles_payment: false,
      requested_at: now,
      by_transfer: true,
    });
  return { ...effects, returnedCents, transferCents };
}

/**
 * A caução reserved on a card, settled: nothing deducted gives the reservation up; deductions are captured
 * (their sum, at most what it reserves) and the rest of it released by the provider with the capture. The
 * deductions are kept as a paid caução's are (DEPOSIT_DEDUCTION), against the card's debt the capture posts.
 */
async function settleAuthorisedDeposit(
  trx: Executor,
  payments: readonly PaymentRow[],
  input: { rentalId: string; deductions: readonly DepositDeduction[]; now: Date },
  deducted: number,
): Promise<CreditEffects & { returnedCents: number; transferCents: number }> {
  const deposit = authorisedDeposit(payments);
  if (!deposit) throw depositNotHeld();
  if (deposit.capture_cents !== null) throw depositCaptureInProgress();
  if (deducted > deposit.amount_cents) throw deductionsExceedDeposit(deposit.amount_cents);
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  if (deducted === 0) await releaseAuthorisedDeposit(trx, payments, input.now, effects);
  else {
    await askDepositCapture(trx, deposit, deducted, input.now, effects);
    await postDeductions(trx, deposit, input);
  }
  return { ...effects, returnedCents: deposit.amount_cents - deducted, transferCents: 0 };
}

/** Each deduction kept: DEPOSIT_DEDUCTION, Dr 2.1.2 · Cr 3.2.1 (the deductions' own revenue, never rent). */
async function postDeductions(
  trx: Executor,
  deposit: PaymentRow,
  input: { rentalId: string; deductions: readonly DepositDeduction[]; now: Date },
): Promise<void> {
  const { rentalId, now } = input;
  await postJournalEntries(
    trx,
    input.deductions.map((each, index) => ({
      at: now,
      kind: 'DEPOSIT_DEDUCTION' as const,
      description: `Desconto da caução: ${each.description}`.slice(0, 300),
      rentalId,
      paymentId: deposit.id,
      sourceKey: `deposit-settlement:${rentalId}:deduction:${index}`,
      lines: [
        { account: '2.1.2' as const, debitCents: each.amountCents },
        { account: '3.2.1' as const, creditCents: each.amountCents },
      ],
    })),
  );
}

/** The caução's yield still to be transferred to the customer (or transferred), if any. */
export function findYieldTransfer(db: Executor, rentalId: string): Promise<PaymentRefundRow | undefined> {
  return findTransferOf(db, rentalId);
}

/**
 * Staff transferred the caução's yield to the customer: the transfer SETTLED (REFUND: Dr 2.1.1 · Cr 1.1.2),
 * with who and how. Under the rental's lock (the caller's), then its payments'. False when none awaits.
 */
export async function recordYieldTransfer(
  trx: Executor,
  rentalId: string,
  transfer: { at: Date; by: string; note: string },
): Promise<boolean> {
  await lockRentalPayments(trx, rentalId);
  const pending = await findTransferOf(trx, rentalId);
  if (pending?.status !== 'PENDING') return false;
  await updateRefund(trx, pending.id, {
    status: 'SETTLED',
    settled_at: transfer.at,
    settled_by: transfer.by,
    settlement_note: transfer.note,
  });
  return true;
}
