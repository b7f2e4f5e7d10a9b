import { doorAccessWindow } from '@estadia/domain';
import type { DoorAccessGrantRow } from '../../db/door-access-schema.ts';
import type { Executor } from '../../db/executor.ts';
import { insertGrant } from './repository.ts';

/** A door code given to a rental written straight in the table (tests that set a rental up by hand). */
export async function insertDoorGrant(
  db: Executor,
  rentalId: string,
  code: string,
): Promise<DoorAccessGrantRow> {
  const rental = await db
    .selectFrom('rentals')
    .select(['apartment_id', 'start_date', 'end_date'])
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  const window = doorAccessWindow({ startDate: rental.start_date, endDate: rental.end_date });
  return insertGrant(db, {
    rental_id: rentalId,
    apartment_id: rental.apartment_id,
    code,
    valid_from: window.validFrom,
    valid_until: window.validUntil,
    granted_at: new Date(),
  });
}

/** A rental's grants, oldest first, each with what the sandbox lock holds for it. */
export async function doorHistory(db: Executor, rentalId: string) {
  const grants = await db
    .selectFrom('door_access_grants')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('granted_at')
    .orderBy('version')
    .execute();
  const lock = await db
    .selectFrom('sandbox_lock_codes')
    .selectAll()
    .where(
      'grant_id',
      'in',
      grants.map((grant) => grant.id),
    )
    .execute()
    .catch(() => []);
  return grants.map((grant) => ({ grant, lock: lock.find((row) => row.grant_id === grant.id) }));
}
