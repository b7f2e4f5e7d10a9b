import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type {
  DepositSettlementRow,
  DepositSettlementUpdate,
  NewDepositSettlement,
  StoredDeduction,
} from '../../db/schema.ts';

// The deposit_settlements table: this module's own.

export function findSettlement(db: Executor, rentalId: string): Promise<DepositSettlementRow | undefined> {
  return db
    .selectFrom('deposit_settlements')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
}

/** The settlement under lock (the rental's lock is taken first by the caller). */
export function lockSettlement(db: Executor, rentalId: string): Promise<DepositSettlementRow | undefined> {
  return db
    .selectFrom('deposit_settlements')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .forUpdate()
    .executeTakeFirst();
}

/** A proposal, new or replacing a contested one. */
export function saveProposal(
  db: Executor,
  proposal: Omit<NewDepositSettlement, 'deductions'> & { deductions: StoredDeduction[] },
): Promise<DepositSettlementRow> {
  const values = { ...proposal, deductions: toJson(proposal.deductions) };
  const { rental_id: _rentalId, ...changes } = values;
  return db
    .insertInto('deposit_settlements')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('rental_id').doUpdateSet({
        ...changes,
        acknowledged_at: null,
        comments: null,
        updated_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateSettlement(
  db: Executor,
  rentalId: string,
  changes: DepositSettlementUpdate,
): Promise<DepositSettlementRow> {
  return db
    .updateTable('deposit_settlements')
    .set({ ...changes, updated_at: new Date() })
    .where('rental_id', '=', rentalId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Proposals not contested whose 5 days ran out by `now`: they settle by themselves. */
export async function findDueSettlements(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('deposit_settlements')
    .select('rental_id')
    .where('status', 'in', ['PROPOSED', 'AGREED'])
    .where('contest_deadline', '<', now)
    .orderBy('contest_deadline')
    .limit(limit)
    .execute();
  return rows.map((row) => row.rental_id);
}

export function findSettlements(db: Executor, rentalIds: readonly string[]): Promise<DepositSettlementRow[]> {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('deposit_settlements').selectAll().where('rental_id', 'in', rentalIds).execute();
}
