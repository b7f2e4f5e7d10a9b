import type { Executor } from '../../db/executor.ts';
import type { DepositYieldRow, SavingsRateRow } from '../../db/schema.ts';

// The official poupança rates and the caução's yield credited (migration 202611300700): the payments
// module's own tables, like all money.

/** 'YYYY-MM' → the month's first day, as the table keys it. */
const firstDay = (month: string) => `${month}-01`;

export function findSavingsRate(db: Executor, month: string): Promise<SavingsRateRow | undefined> {
  return db.selectFrom('savings_rates').selectAll().where('month', '=', firstDay(month)).executeTakeFirst();
}

export function findSavingsRates(db: Executor, limit: number): Promise<SavingsRateRow[]> {
  return db.selectFrom('savings_rates').selectAll().orderBy('month', 'desc').limit(limit).execute();
}

/**
 * Keeps a month's rate. Banco Central's never replaces one staff entered (a person checked it); staff may
 * correct either. Answers whether it was written.
 */
export async function upsertSavingsRate(
  db: Executor,
  rate: { month: string; ratePerMillion: number; source: 'BCB' | 'STAFF'; by: string | null; at: Date },
): Promise<boolean> {
  const values = {
    month: firstDay(rate.month),
    rate_per_million: rate.ratePerMillion,
    source: rate.source,
    updated_by: rate.by,
    updated_at: rate.at,
  };
  const written = await db
    .insertInto('savings_rates')
    .values(values)
    .onConflict((conflict) => {
      const update = conflict.column('month').doUpdateSet({
        rate_per_million: values.rate_per_million,
        source: values.source,
        updated_by: values.updated_by,
        updated_at: values.updated_at,
      });
      return rate.source === 'BCB' ? update.where('savings_rates.source', '=', 'BCB') : update;
    })
    .returning('month')
    .executeTakeFirst();
  return written !== undefined;
}

export function findDepositYields(db: Executor, rentalId: string): Promise<DepositYieldRow[]> {
  return db
    .selectFrom('deposit_yields')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('period')
    .execute();
}

export async function insertDepositYield(
  db: Executor,
  row: Omit<DepositYieldRow, 'credited_at'> & { credited_at: Date },
): Promise<void> {
  await db.insertInto('deposit_yields').values(row).execute();
}

/** Whether the rental's caução was settled: it earns nothing after. */
export async function isDepositSettled(db: Executor, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_settlements')
    .select('rental_id')
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'SETTLED')
    .executeTakeFirst();
  return row !== undefined;
}

/** The cauções' yields still to be transferred to their customers, oldest first. */
export function findPendingYieldTransfers(
  db: Executor,
  limit: number,
): Promise<{ rental_id: string; amount_cents: number; requested_at: Date }[]> {
  return db
    .selectFrom('payment_refunds')
    .select(['rental_id', 'amount_cents', 'requested_at'])
    .where('by_transfer', '=', true)
    .where('status', '=', 'PENDING')
    .orderBy('requested_at')
    .limit(limit)
    .execute();
}

/** A caução held now (paid, not settled): when it was paid, how much, and the months of yield it was credited. */
export interface HeldDepositRow {
  rental_id: string;
  paid_at: Date | null;
  amount_cents: number;
  credited: number;
}

/**
 * Each caução held, oldest payment first: the yield round opens a transaction only for those with a month due,
 * the rates' page looks for the months they lack, the guarantees queue lists those past their stay — with
 * `withCards`, the cauções pré-autorizadas on a card too (they earn nothing, but are settled all the same).
 */
export async function findHeldDeposits(
  db: Executor,
  limit: number,
  options: { withCards?: boolean } = {},
): Promise<HeldDepositRow[]> {
  const rows = await db
    .selectFrom('payments as p')
    .select((eb) => [
      'p.rental_id',
      'p.paid_at',
      'p.amount_cents',
      eb
        .selectFrom('deposit_yields as y')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('y.rental_id', '=', 'p.rental_id')
        .as('credited'),
    ])
    .where('p.purpose', '=', 'DEPOSIT')
    .where('p.status', 'in', options.withCards ? ['PAID', 'AUTHORIZED'] : ['PAID'])
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('deposit_settlements as s')
            .select('s.rental_id')
            .whereRef('s.rental_id', '=', 'p.rental_id')
            .where('s.status', '=', 'SETTLED'),
        ),
      ),
    )
    .orderBy('p.paid_at')
    .orderBy('p.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, credited: Number(row.credited ?? 0) }));
}

/** Which of these months ('YYYY-MM') have a rate kept. */
export async function findKeptRateMonths(db: Executor, months: readonly string[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await db
    .selectFrom('savings_rates')
    .select('month')
    .where('month', 'in', months.map(firstDay))
    .execute();
  return new Set(rows.map((row) => row.month.slice(0, 7)));
}
