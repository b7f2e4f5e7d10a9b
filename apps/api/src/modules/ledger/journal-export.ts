import {
  addDays,
  JOURNAL_WINDOW_MAX_DAYS,
  type JournalItem,
  type JournalQuery,
  type JournalResponse,
  todayIso,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import {
  countEntries,
  type EntryRow,
  findEntriesPage,
  findEntryLines,
  findExportRows,
  type JournalWindow,
} from './journal-repository.ts';

// The journal (livro diário) for the accountant: the entries of a window of days (Brasília, both
// included) in date order (then the order they were posted), each with its lines. A page for the
// screen, or the whole window for the CSV. The queries are in journal-repository.ts.

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

async function withLines(db: Executor, entries: readonly EntryRow[]): Promise<JournalItem[]> {
  if (entries.length === 0) return [];
  const lines = await findEntryLines(
    db,
    entries.map((entry) => entry.id),
  );
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

/** One page of the window's entries, with the window's count. */
export async function journalPage(
  db: Executor,
  window: JournalWindow,
  page: { page: number; pageSize: number },
): Promise<JournalResponse> {
  const total = await countEntries(db, window);
  const offset = (page.page - 1) * page.pageSize;
  // A page past the end is empty; asking the database would overflow its bigint for absurd pages.
  if (offset >= total) return { ...window, items: [], total };
  const entries = await findEntriesPage(db, window, { offset, limit: page.pageSize });
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
  const rows = await findExportRows(db, window);
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
