import { isIsoDate, type TrialBalance, type TrialBalanceQuery } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { startOfBrasiliaDay } from '../../lib/brasilia-day.ts';
import { findAccountTotals } from './ledger-figures-repository.ts';

// The trial balance (balancete): every account of the chart with the debits and credits of the entries
// up to an instant, and its balance on its natural side: debit − credit for assets (and expenses),
// credit − debit for liabilities and revenue. The totals of debits and credits are equal whenever the
// journal balances, which the database enforces entry by entry.

/** A day is taken at its last instant in Brasília; an instant as it is; nothing, now. */
export function trialBalanceCutoff(query: TrialBalanceQuery, now: Date): Date {
  if (query.at === undefined) return now;
  if (isIsoDate(query.at)) {
    const next = startOfBrasiliaDay(query.at);
    return new Date(next.getTime() + 24 * 60 * 60 * 1000 - 1);
  }
  return new Date(query.at);
}

export async function trialBalanceAt(db: Executor, at: Date): Promise<TrialBalance> {
  const rows = await findAccountTotals(db, at);
  const accounts = rows.map((row) => {
    const debitCents = Number(row.debit);
    const creditCents = Number(row.credit);
    const debitSide = row.type === 'ASSET' || row.type === 'EXPENSE';
    return {
      code: row.code,
      name: row.name,
      debitCents,
      creditCents,
      balanceCents: debitSide ? debitCents - creditCents : creditCents - debitCents,
    };
  });
  return {
    at: at.toISOString(),
    accounts,
    totalDebitCents: accounts.reduce((sum, account) => sum + account.debitCents, 0),
    totalCreditCents: accounts.reduce((sum, account) => sum + account.creditCents, 0),
  };
}
