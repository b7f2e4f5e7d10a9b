import type { Executor } from '../../db/executor.ts';
import type { EarlyDepartureRow, NewEarlyDeparture } from '../../db/schema.ts';

export function insertEarlyDeparture(db: Executor, row: NewEarlyDeparture): Promise<EarlyDepartureRow> {
  return db.insertInto('early_departures').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findEarlyDepartureOf(db: Executor, rentalId: string): Promise<EarlyDepartureRow | undefined> {
  return db.selectFrom('early_departures').selectAll().where('rental_id', '=', rentalId).executeTakeFirst();
}

export function findEarlyDepartures(
  db: Executor,
  rentalIds: readonly string[],
): Promise<EarlyDepartureRow[]> {
  return db
    .selectFrom('early_departures')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .execute();
}
