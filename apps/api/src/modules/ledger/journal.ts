import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { JournalEntryKind, LedgerAccountCode } from '../../db/ledger-schema.ts';

// Posting to the journal: the one function that writes it. The database refuses an entry that does
// not balance (at commit) or that is ever changed; `sourceKey` makes a movement post once.

export interface JournalLine {
  account: LedgerAccountCode;
  debitCents?: number;
  creditCents?: number;
}

export interface NewJournalEntry {
  at: Date;
  kind: JournalEntryKind;
  /** What the customer and the accountant read, in Portuguese. */
  description: string;
  rentalId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  /** What caused the entry, e.g. 'payment:<id>:paid': the same key posts nothing the second time. */
  sourceKey: string;
  lines: readonly JournalLine[];
}

export class UnbalancedEntryError extends Error {
  constructor(entry: NewJournalEntry, debits: number, credits: number) {
    super(`journal entry ${entry.sourceKey} does not balance: debits ${debits}, credits ${credits}`);
  }
}

/**
 * Appends the entry in the caller's transaction (the change that causes it). Lines of zero are left
 * out; an entry left with no line posts nothing. Returns the entry's id, or undefined when nothing was
 * posted (no amount, or the same `sourceKey` already posted).
 */
export async function postJournalEntry(db: Executor, entry: NewJournalEntry): Promise<string | undefined> {
  const lines = entry.lines
    .map((line) => ({ ...line, debitCents: line.debitCents ?? 0, creditCents: line.creditCents ?? 0 }))
    .filter((line) => line.debitCents !== 0 || line.creditCents !== 0);
  if (lines.length === 0) return undefined;
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    if (
      !Number.isSafeInteger(line.debitCents) ||
      !Number.isSafeInteger(line.creditCents) ||
      line.debitCents < 0 ||
      line.creditCents < 0 ||
      (line.debitCents > 0 && line.creditCents > 0)
    )
      throw new UnbalancedEntryError(entry, line.debitCents, line.creditCents);
    debits += line.debitCents;
    credits += line.creditCents;
  }
  if (debits !== credits || lines.length < 2) throw new UnbalancedEntryError(entry, debits, credits);
  // One statement (the entry and its lines together): atomic even outside a transaction, one round trip.
  const values = sql.join(
    lines.map(
      (line, index) =>
        sql`(${index + 1}::int, ${line.account}::text, ${line.debitCents}::bigint, ${line.creditCents}::bigint)`,
    ),
  );
  const result = await sql<{ id: string }>`
    with entry as (
      insert into journal_entries (at, kind, description, rental_id, payment_id, refund_id, source_key)
      values (${entry.at}, ${entry.kind}, ${entry.description}, ${entry.rentalId ?? null}::uuid,
              ${entry.paymentId ?? null}::uuid, ${entry.refundId ?? null}::uuid, ${entry.sourceKey})
      on conflict (source_key) do nothing
      returning id
    ), written as (
      insert into journal_lines (entry_id, line, account, debit_cents, credit_cents)
      select entry.id, v.line, v.account, v.debit, v.credit
        from entry, (values ${values}) as v (line, account, debit, credit)
    )
    select id from entry`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return row.id;
}
