import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// The reads of a rental's fees in the journal (fee-postings.ts): what each still keeps, and the rent
// (3.1.1) the rental has beside them.

export interface KeptFee {
  /** The key the fee was kept under. */
  sourceKey: string;
  description: string;
  /** What it still keeps: kept less what was given up of it (keys `<sourceKey>:given-up…`). */
  keptCents: number;
}

/** The rental's fees still keeping money, oldest first. */
export async function findKeptFees(db: Executor, rentalId: string): Promise<KeptFee[]> {
  const rows = await sql<{ source_key: string; description: string; kept: number }>`
    select f.source_key, f.description,
           (select coalesce(sum(l.credit_cents - l.debit_cents), 0)
              from journal_entries e join journal_lines l on l.entry_id = e.id
             where e.rental_id = f.rental_id and l.account = '3.1.2'
               and (e.source_key = f.source_key
                    or starts_with(e.source_key, f.source_key || ':given-up')))::bigint as kept
      from journal_entries f
     where f.rental_id = ${rentalId} and f.kind = 'FEE' and f.source_key not like '%:given-up%'
     order by f.seq`.execute(db);
  return rows.rows
    .map((row) => ({ sourceKey: row.source_key, description: row.description, keptCents: Number(row.kept) }))
    .filter((fee) => fee.keptCents > 0);
}

/** The rental's rent: the credit balance of 3.1.1 (negative when credits took more than the rent). */
export async function rentBalanceCents(db: Executor, rentalId: string): Promise<number> {
  const row = await sql<{ balance: number }>`
    select coalesce(sum(l.credit_cents - l.debit_cents), 0)::bigint as balance
      from journal_entries e join journal_lines l on l.entry_id = e.id
     where e.rental_id = ${rentalId} and l.account = '3.1.1'`.execute(db);
  return Number(row.rows[0]?.balance ?? 0);
}
