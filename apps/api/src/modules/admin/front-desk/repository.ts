import type { RentalStatus } from '@estadia/domain';
import type { Executor } from '../../../db/executor.ts';
import type { RentalRow } from '../../../db/schema.ts';
import type { RentalWithCustomer } from '../rentals/queries.ts';

// The front desk's SQL: the paid stays of a project around one day, and the check-in/out facts.

/** Stays that were paid for: the only ones with guests at the building. */
export const PAID_STAY_STATUSES: readonly RentalStatus[] = ['RENTED', 'DEFAULTER', 'FINISHED'];

/** Paid stays of the project whose check-in day is on or before `date` and check-out day on or after it. */
export function findStaysAround(
  db: Executor,
  projectId: string,
  date: string,
): Promise<RentalWithCustomer[]> {
  return db
    .selectFrom('rentals')
    .innerJoin('users', 'users.id', 'rentals.user_id')
    .selectAll('rentals')
    .select(['users.name as customer_name', 'users.email as customer_email'])
    .where('rentals.project_id', '=', projectId)
    .where('rentals.status', 'in', PAID_STAY_STATUSES)
    .where('rentals.start_date', '<=', date)
    .where('rentals.end_date', '>=', date)
    .execute();
}

export function setCheckedIn(db: Executor, rentalId: string, at: Date): Promise<RentalRow> {
  return db
    .updateTable('rentals')
    .set({ checked_in_at: at })
    .where('id', '=', rentalId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setCheckedOut(db: Executor, rentalId: string, at: Date): Promise<RentalRow> {
  return db
    .updateTable('rentals')
    .set({ checked_out_at: at })
    .where('id', '=', rentalId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findProjectExists(db: Executor, projectId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
}
