import { isIsoDate, type TrialBalance, type TrialBalanceQuery } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { startOfBrasiliaDay } from '../../lib/brasilia-day.ts';

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
  const { rows } = await sql<{
    code: TrialBalance['accounts'][number]['code'];
    name: string;
    type: 'ASSET' | 'LIABILITY' | 'REVENUE' | 'EXPENSE';
    debit: string | number;
    credit: string | number;
  }>`
    select a.code, a.name, a.type,
      coalesce(sum(t.debit_cents), 0) as debit,
      coalesce(sum(t.credit_cents), 0) as credit
    from ledger_accounts a
    left join (
      select l.account, l.debit_cents, l.credit_cents
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where e.at <= ${at}
    ) t on t.account = a.code
    group by a.code, a.name, a.type, a.position
    order by a.position`.execute(db);
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
