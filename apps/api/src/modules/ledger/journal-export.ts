import {
  addDays,
  JOURNAL_WINDOW_MAX_DAYS,
  type JournalItem,
  type JournalQuery,
  type JournalResponse,
  todayIso,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { startOfBrasiliaDay } from '../../lib/brasilia-day.ts';

// The journal (livro diário) for the accountant: the entries of a window of days (Brasília, both
// included) in date order (then the order they were posted), each with its lines. A page for the
// screen, or the whole window for the CSV.

export interface JournalWindow {
  from: string;
  to: string;
}

/**
 * `to` defaults to today (Brasília), kept within two years after `from` and not before it; `from` to
 * the first day of `to`'s month.
 */
export function journalWindow(query: Pick<JournalQuery, 'from' | 'to'>, now: Date): JournalWindow {
  let to = query.to ?? todayIso(now);
  if (query.from && !query.to) {
    const latest = addDays(query.from, JOURNAL_WINDOW_MAX_DAYS);
    if (to < query.from) to = query.from;
    else if (to > latest) to = latest;
  }
  return { from: query.from ?? `${to.slice(0, 8)}01`, to };
}

function entriesOf(db: Executor, window: JournalWindow) {
  return db
    .selectFrom('journal_entries as e')
    .where('e.at', '>=', startOfBrasiliaDay(window.from))
    .where('e.at', '<', startOfBrasiliaDay(addDays(window.to, 1)));
}

interface EntryRow {
  id: string;
  seq: number | string;
  at: Date;
  kind: JournalItem['kind'];
  description: string;
  rental_id: string | null;
  payment_id: string | null;
}

async function withLines(db: Executor, entries: readonly EntryRow[]): Promise<JournalItem[]> {
  if (entries.length === 0) return [];
  const lines = await db
    .selectFrom('journal_lines')
    .select(['entry_id', 'account', 'debit_cents', 'credit_cents'])
    .where(
      'entry_id',
      'in',
      entries.map((entry) => entry.id),
    )
    .orderBy('entry_id')
    .orderBy('line')
    .execute();
  const byEntry = new Map<string, JournalItem['lines']>();
  for (const line of lines) {
    const list = byEntry.get(line.entry_id) ?? [];
    list.push({
      account: line.account,
      debitCents: Number(line.debit_cents),
      creditCents: Number(line.credit_cents),
    });
    byEntry.set(line.entry_id, list);
  }
  return entries.map((entry) => ({
    id: entry.id,
    seq: Number(entry.seq),
    at: new Date(entry.at).toISOString(),
    kind: entry.kind,
    description: entry.description,
    ...(entry.rental_id ? { rentalId: entry.rental_id } : {}),
    ...(entry.payment_id ? { paymentId: entry.payment_id } : {}),
    lines: byEntry.get(entry.id) ?? [],
  }));
}

const COLUMNS = ['e.id', 'e.seq', 'e.at', 'e.kind', 'e.description', 'e.rental_id', 'e.payment_id'] as const;

/** One page of the window's entries, with the window's count. */
export async function journalPage(
  db: Executor,
  window: JournalWindow,
  page: { page: number; pageSize: number },
): Promise<JournalResponse> {
  const counted = await entriesOf(db, window)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const offset = (page.page - 1) * page.pageSize;
  // A page past the end is empty; asking the database would overflow its bigint for absurd pages.
  if (offset >= total) return { ...window, items: [], total };
  const entries = await entriesOf(db, window)
    .select(COLUMNS)
    .orderBy('e.at')
    .orderBy('e.seq')
    .offset(offset)
    .limit(page.pageSize)
    .execute();
  return { ...window, items: await withLines(db, entries), total };
}

export interface JournalExportLine {
  entryId: string;
  seq: number;
  at: Date;
  kind: JournalItem['kind'];
  description: string;
  rentalId: string | null;
  paymentId: string | null;
  account: JournalItem['lines'][number]['account'];
  accountName: string;
  debitCents: number;
  creditCents: number;
}

/** Every line of the window's entries, in the journal's order: the CSV's rows. */
export async function journalExportLines(db: Executor, window: JournalWindow): Promise<JournalExportLine[]> {
  const rows = await entriesOf(db, window)
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.code', 'l.account')
    .select([...COLUMNS, 'l.account', 'a.name as account_name', 'l.debit_cents', 'l.credit_cents'])
    .orderBy('e.at')
    .orderBy('e.seq')
    .orderBy('l.line')
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    seq: Number(row.seq),
    at: new Date(row.at),
    kind: row.kind,
    description: row.description,
    rentalId: row.rental_id,
    paymentId: row.payment_id,
    account: row.account,
    accountName: row.account_name,
    debitCents: Number(row.debit_cents),
    creditCents: Number(row.credit_cents),
  }));
}
