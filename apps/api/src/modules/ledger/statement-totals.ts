import type { JournalEntryKind, LedgerAccountCode, StatementEntry, StatementTotals } from '@estadia/domain';

// A rental's statement from its journal entries (api.md "The ledger", decision 0020). Pure: the
// repository reads the entries and their lines, this works the figures out.
//   contracted  = credit balance of 3.1.1 + 3.1.2 + 3.1.3 (rent, fees kept, card interest, less credits)
//   received    = Dr 1.1.2 on PAYMENT entries − Cr 1.1.2 on CHARGEBACK entries
//   refunded    = every credit to 2.1.1 (owed back; a caução's aside) + what a REFUND entry takes out of 1.1.2
//                 without settling 2.1.1 (a refund made in the provider's own panel)
//   outstanding = debit balance of 1.1.1 + 1.1.3 (open charges, chargebacks owed again)
// so that received − refunded + outstanding = contracted whenever every entry balances. The deposit's
// figures are the movements of 2.1.2 by the DEPOSIT* kinds.

export interface LedgerLine {
  account: LedgerAccountCode;
  debitCents: number;
  creditCents: number;
}

export interface LedgerEntry {
  id: string;
  at: Date;
  kind: JournalEntryKind;
  description: string;
  paymentId: string | null;
  lines: LedgerLine[];
}

const REVENUE: readonly LedgerAccountCode[] = ['3.1.1', '3.1.2', '3.1.3'];
const RECEIVABLE: readonly LedgerAccountCode[] = ['1.1.1', '1.1.3'];
const DEPOSIT_KINDS: readonly JournalEntryKind[] = ['DEPOSIT', 'DEPOSIT_RETURN'];

/** The entry's amount: its debits (which equal its credits), always positive. */
export function entryAmount(entry: Pick<LedgerEntry, 'lines'>): number {
  return entry.lines.reduce((sum, line) => sum + line.debitCents, 0);
}

export function statementEntry(entry: LedgerEntry): StatementEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    kind: entry.kind,
    description: entry.description,
    amountCents: entryAmount(entry),
    ...(entry.paymentId ? { paymentId: entry.paymentId } : {}),
  };
}

export function statementTotals(entries: readonly LedgerEntry[]): StatementTotals {
  const totals: StatementTotals = {
    contractedCents: 0,
    receivedCents: 0,
    refundedCents: 0,
    outstandingCents: 0,
    deposit: { heldCents: 0, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
  };
  for (const entry of entries) {
    for (const { account, debitCents, creditCents } of entry.lines) {
      if (REVENUE.includes(account)) totals.contractedCents += creditCents - debitCents;
      if (RECEIVABLE.includes(account)) totals.outstandingCents += debitCents - creditCents;
      if (account === '1.1.2' && entry.kind === 'PAYMENT') totals.receivedCents += debitCents;
      if (account === '1.1.2' && entry.kind === 'CHARGEBACK') totals.receivedCents -= creditCents;
      // The caução's money owed back is the caução's (its figures below), not the stay's.
      if (account === '2.1.1' && !DEPOSIT_KINDS.includes(entry.kind)) totals.refundedCents += creditCents;
      if (entry.kind === 'REFUND' && account === '1.1.2') totals.refundedCents += creditCents;
      if (entry.kind === 'REFUND' && account === '2.1.1') totals.refundedCents -= debitCents;
      if (account === '2.1.2') {
        if (entry.kind === 'DEPOSIT') totals.deposit.heldCents += creditCents - debitCents;
        if (entry.kind === 'DEPOSIT_YIELD') totals.deposit.yieldCents += creditCents - debitCents;
        if (entry.kind === 'DEPOSIT_DEDUCTION') totals.deposit.deductedCents += debitCents - creditCents;
        if (entry.kind === 'DEPOSIT_RETURN') totals.deposit.returnedCents += debitCents - creditCents;
      }
    }
  }
  return totals;
}
