import { formatMoney } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../errors.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import type { CreditEffects } from './credit-types.ts';
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

export const deductionsExceedDeposit = (availableCents: number) =>
  new AppError(
    422,
    'DEDUCTIONS_EXCEED_DEPOSIT',
    `Os descontos não podem passar do que a caução guarda (${formatMoney(availableCents)}).`,
  );

/** What the rental's caução holds now (its paid charge), or 0 when none is held. */
export async function depositHeldCents(trx: Executor, rentalId: string): Promise<number> {
  const payments = await lockRentalPayments(trx, rentalId);
  return payments.find((row) => row.purpose === 'DEPOSIT' && row.status === 'PAID')?.amount_cents ?? 0;
}

/**
 * Settles the caução: each deduction kept (DEPOSIT_DEDUCTION: Dr 2.1.2 · Cr 3.2.1, the deductions' own
 * revenue, never rent) and the rest given back at once (DEPOSIT_RETURN, then delivered by the refund job the
 * caller enqueues with the effects). 409 without a caução held; 422 when the deductions pass what it holds.
 */
export async function settleDepositMoney(
  trx: Executor,
  input: { rentalId: string; deductions: readonly DepositDeduction[]; now: Date },
): Promise<CreditEffects & { returnedCents: number }> {
  const { rentalId, now } = input;
  const payments = await lockRentalPayments(trx, rentalId);
  const deposit = payments.find((row) => row.purpose === 'DEPOSIT' && row.status === 'PAID');
  if (!deposit) throw depositNotHeld();
  const deducted = input.deductions.reduce((sum, each) => sum + each.amountCents, 0);
  if (deducted > deposit.amount_cents) throw deductionsExceedDeposit(deposit.amount_cents);
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
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  const returnedCents = deposit.amount_cents - deducted;
  if (returnedCents > 0) effects.refunds.push((await refundPayment(trx, deposit, now, returnedCents)).refund);
  return { ...effects, returnedCents };
}
