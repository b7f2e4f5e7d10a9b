import { addDays, type JournalItem } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { JournalEntryKind, LedgerAccountCode } from '../../db/ledger-schema.ts';
import { startOfBrasiliaDay } from '../../lib/brasilia-day.ts';

// The journal's tables: written by journal.ts only (the one writer, behind the money commands), read for
// the accountant's journal (journal-export.ts).

/** What an entry says besides its lines. */
export interface JournalEntryHead {
  at: Date;
  kind: JournalEntryKind;
  /** What the customer and the accountant read, in Portuguese. */
  description: string;
  rentalId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  /** What caused the entry, e.g. 'payment:<id>:paid': the same key posts nothing the second time. */
  sourceKey: string;
}

/** An entry journal.ts has checked: it balances, and its lines are whole, non-negative amounts. */
export interface CheckedEntry {
  entry: JournalEntryHead;
  lines: readonly { account: LedgerAccountCode; debitCents: number; creditCents: number }[];
}

/**
 * Appends checked entries with their lines in one statement (atomic even outside a transaction, one round
 * trip); an entry whose `sourceKey` was posted before is skipped with its lines. Returns the ids written.
 */
export async function insertJournalEntries(db: Executor, posted: readonly CheckedEntry[]): Promise<string[]> {
  const entryValues = sql.join(
    posted.map(
      ({ entry }, index) =>
        sql`(${index}::int, ${entry.at}::timestamptz, ${entry.kind}::text, ${entry.description}::text,
             ${entry.rentalId ?? null}::uuid, ${entry.paymentId ?? null}::uuid,
             ${entry.refundId ?? null}::uuid, ${entry.sourceKey}::text)`,
    ),
  );
  const lineValues = sql.join(
    posted.flatMap(({ entry, lines }) =>
      lines.map(
        (line, index) =>
          sql`(${entry.sourceKey}::text, ${index + 1}::int, ${line.account}::text,
               ${line.debitCents}::bigint, ${line.creditCents}::bigint)`,
      ),
    ),
  );
  const result = await sql<{ id: string }>`
    with entry as (
      insert into journal_entries (at, kind, description, rental_id, payment_id, refund_id, source_key)
      select e.at, e.kind, e.description, e.rental_id, e.payment_id, e.refund_id, e.source_key
        from (values ${entryValues})
          as e (position, at, kind, description, rental_id, payment_id, refund_id, source_key)
       order by e.position
      on conflict (source_key) do nothing
      returning id, source_key
    ), written as (
      insert into journal_lines (entry_id, line, account, debit_cents, credit_cents)
      select entry.id, v.line, v.account, v.debit, v.credit
        from entry join (values ${lineValues}) as v (source_key, line, account, debit, credit)
          on v.source_key = entry.source_key
    )
    select id from entry`.execute(db);
  return result.rows.map((row) => row.id);
}

/** A window of days (Brasília, both included). */
export interface JournalWindow {
  from: string;
  to: string;
}

export interface EntryRow {
  id: string;
  seq: number | string;
  at: Date;
  kind: JournalItem['kind'];
  description: string;
  rental_id: string | null;
  payment_id: string | null;
}

const COLUMNS = ['e.id', 'e.seq', 'e.at', 'e.kind', 'e.description', 'e.rental_id', 'e.payment_id'] as const;

function entriesOf(db: Executor, window: JournalWindow) {
  return db
    .selectFrom('journal_entries as e')
    .where('e.at', '>=', startOfBrasiliaDay(window.from))
    .where('e.at', '<', startOfBrasiliaDay(addDays(window.to, 1)));
}

export async function countEntries(db: Executor, window: JournalWindow): Promise<number> {
  const counted = await entriesOf(db, window)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** The window's entries in the journal's order (date, then the order posted), from `offset`. */
export function findEntriesPage(
  db: Executor,
  window: JournalWindow,
  page: { offset: number; limit: number },
): Promise<EntryRow[]> {
  return entriesOf(db, window)
    .select(COLUMNS)
    .orderBy('e.at')
    .orderBy('e.seq')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The lines of these entries, entry by entry in their order. */
export function findEntryLines(db: Executor, entryIds: readonly string[]) {
  return db
    .selectFrom('journal_lines')
    .select(['entry_id', 'account', 'debit_cents', 'credit_cents'])
    .where('entry_id', 'in', entryIds)
    .orderBy('entry_id')
    .orderBy('line')
    .execute();
}

/** Every line of the window's entries with its account's name, in the journal's order. */
export function findExportRows(db: Executor, window: JournalWindow) {
  return entriesOf(db, window)
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.code', 'l.account')
    .select([...COLUMNS, 'l.account', 'a.name as account_name', 'l.debit_cents', 'l.credit_cents'])
    .orderBy('e.at')
    .orderBy('e.seq')
    .orderBy('l.line')
    .execute();
}
