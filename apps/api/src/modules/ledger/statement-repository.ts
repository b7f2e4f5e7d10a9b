import type { Executor } from '../../db/executor.ts';
import type { LedgerEntry } from './statement-totals.ts';

// The reads of a rental's statement: its journal entries and their lines, oldest first (by seq).

export async function findRentalEntries(db: Executor, rentalId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .select([
      'e.id',
      'e.at',
      'e.kind',
      'e.description',
      'e.payment_id',
      'l.account',
      'l.debit_cents',
      'l.credit_cents',
    ])
    .where('e.rental_id', '=', rentalId)
    .orderBy('e.seq')
    .orderBy('l.line')
    .execute();
  const entries: LedgerEntry[] = [];
  for (const row of rows) {
    let entry = entries.at(-1);
    if (entry?.id !== row.id) {
      entry = {
        id: row.id,
        at: new Date(row.at),
        kind: row.kind,
        description: row.description,
        paymentId: row.payment_id,
        lines: [],
      };
      entries.push(entry);
    }
    entry.lines.push({
      account: row.account,
      debitCents: Number(row.debit_cents),
      creditCents: Number(row.credit_cents),
    });
  }
  return entries;
}
