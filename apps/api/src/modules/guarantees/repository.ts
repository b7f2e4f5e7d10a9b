import type { Executor } from '../../db/executor.ts';
import type { NewRentalGuarantee, RentalGuaranteeRow } from '../../db/schema.ts';

// The rental_guarantees table: this module's own. Other modules read it through queries.ts.

export function findGuarantees(db: Executor, rentalIds: readonly string[]): Promise<RentalGuaranteeRow[]> {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('rental_guarantees').selectAll().where('rental_id', 'in', rentalIds).execute();
}

export function findGuarantee(db: Executor, rentalId: string): Promise<RentalGuaranteeRow | undefined> {
  return db.selectFrom('rental_guarantees').selectAll().where('rental_id', '=', rentalId).executeTakeFirst();
}

/** The rental's guarantee as the analysis left it: one row per rental (one guarantee only, art. 37). */
export function saveGuarantee(db: Executor, guarantee: NewRentalGuarantee): Promise<RentalGuaranteeRow> {
  const { rental_id: _rentalId, ...changes } = guarantee;
  return db
    .insertInto('rental_guarantees')
    .values(guarantee)
    .onConflict((conflict) =>
      conflict.column('rental_id').doUpdateSet({ ...changes, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Another guarantee chosen: the previous one's analysis no longer applies. */
export async function removeGuarantee(db: Executor, rentalId: string): Promise<void> {
  await db.deleteFrom('rental_guarantees').where('rental_id', '=', rentalId).execute();
}
