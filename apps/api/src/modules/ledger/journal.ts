import type { Executor } from '../../db/executor.ts';
import type { LedgerAccountCode } from '../../db/ledger-schema.ts';
import { insertJournalEntries, type JournalEntryHead } from './journal-repository.ts';

// Posting to the journal: the one function that writes it. The database refuses an entry that does
// not balance (at commit) or that is ever changed; `sourceKey` makes a movement post once.

export interface JournalLine {
  account: LedgerAccountCode;
  debitCents?: number;
  creditCents?: number;
}

export interface NewJournalEntry extends JournalEntryHead {
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
  const [id] = await postJournalEntries(db, [entry]);
  return id;
}

function checkedLines(entry: NewJournalEntry) {
  const lines = entry.lines
    .map((line) => ({ ...line, debitCents: line.debitCents ?? 0, creditCents: line.creditCents ?? 0 }))
    .filter((line) => line.debitCents !== 0 || line.creditCents !== 0);
  if (lines.length === 0) return lines;
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
  return lines;
}

/**
 * Appends several entries in one statement (a plan's charges, a sweep's voids): each posts once by its
 * `sourceKey` (a key repeated in the batch posts its first entry). Returns the ids of the entries
 * posted; nothing is sent to the database when no entry has an amount.
 */
export async function postJournalEntries(
  db: Executor,
  entries: readonly NewJournalEntry[],
): Promise<string[]> {
  const seen = new Set<string>();
  const posted: { entry: NewJournalEntry; lines: ReturnType<typeof checkedLines> }[] = [];
  for (const entry of entries) {
    const lines = checkedLines(entry);
    if (lines.length === 0 || seen.has(entry.sourceKey)) continue;
    seen.add(entry.sourceKey);
    posted.push({ entry, lines });
  }
  if (posted.length === 0) return [];
  return insertJournalEntries(db, posted);
}
