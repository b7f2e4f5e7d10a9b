import type { Executor } from '../../db/executor.ts';
import { type FeeKept, feeGivenUpEntry, feeGivenUpKey, feeKeptEntry } from '../ledger/fee-postings.ts';
import { type NewJournalEntry, postJournalEntries, postJournalEntry } from '../ledger/journal.ts';
import { findKeptFees, rentBalanceCents } from '../ledger/queries.ts';

// Fines and fees kept (decision 0020): their own entry, moved from rent (3.1.1) to 3.1.2, and moved
// back by whatever later gives them up. The money commands (money-commands.ts) expose them; a refund
// that lowers the stay's value calls keepFeesWithinRent itself.

/** Posts the fee kept (FEE, Dr 3.1.1 / Cr 3.1.2) once by its key. Nothing when it is 0. */
export async function postFeeKept(trx: Executor, fee: FeeKept): Promise<void> {
  if (fee.amountCents <= 0) return;
  await postJournalEntry(trx, feeKeptEntry(fee));
}

/**
 * Gives up, whole, each fee of the rental still kept (only the one kept under `feeKey`, when given):
 * FEE, Dr 3.1.2 / Cr 3.1.1, under `<fee's key>:given-up`, with `<fee's description>: <why>` for the
 * customer. Returns what was given up in all.
 */
export async function postFeesGivenUp(
  trx: Executor,
  rentalId: string,
  at: Date,
  reason: { why: string; feeKey?: string },
): Promise<number> {
  const fees = (await findKeptFees(trx, rentalId)).filter(
    (fee) => reason.feeKey === undefined || fee.sourceKey === reason.feeKey,
  );
  await postJournalEntries(
    trx,
    fees.map((fee) =>
      feeGivenUpEntry({
        rentalId,
        sourceKey: feeGivenUpKey(fee.sourceKey),
        amountCents: fee.keptCents,
        description: `${fee.description}: ${reason.why}`,
        at,
      }),
    ),
  );
  return fees.reduce((sum, fee) => sum + fee.keptCents, 0);
}

/**
 * After a credit (part of the stay's money given back) that took more than the rent the rental had
 * beside its fees: the fees give up the difference, the newest first, so rent (3.1.1) is never below
 * zero because of a fee — what the customer got back beyond the rent was the fine. `cause` names the
 * credit (a refund's id): each credit gives up once.
 */
export async function keepFeesWithinRent(
  trx: Executor,
  rentalId: string,
  at: Date,
  cause: string,
): Promise<void> {
  const fees = await findKeptFees(trx, rentalId);
  if (fees.length === 0) return;
  let missing = -(await rentBalanceCents(trx, rentalId));
  const entries: NewJournalEntry[] = [];
  for (const fee of fees.reverse()) {
    if (missing <= 0) break;
    const part = Math.min(missing, fee.keptCents);
    entries.push(
      feeGivenUpEntry({
        rentalId,
        sourceKey: feeGivenUpKey(fee.sourceKey, cause),
        amountCents: part,
        description: `${fee.description}: reduzida pelo valor devolvido`,
        at,
      }),
    );
    missing -= part;
  }
  await postJournalEntries(trx, entries);
}
