import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { heldEndSql, heldStartSql, overlapsHeldNightsSql } from '../../db/night-holding.ts';
import type { ApartmentRow, ModalityRow, ProjectRow } from '../../db/schema.ts';

export interface NightsInterval {
  start: string;
  end: string;
}

export function projectExists(db: Executor, projectId: string): Promise<boolean> {
  return db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function findAllProjects(db: Executor): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().orderBy('name').execute();
}

export function findAllModalities(db: Executor): Promise<ModalityRow[]> {
  return db
    .selectFrom('modalities')
    .selectAll()
    .orderBy('bedrooms')
    .orderBy('area_m2')
    .orderBy('name')
    .execute();
}

export function findAllApartments(db: Executor): Promise<ApartmentRow[]> {
  return db
    .selectFrom('apartments')
    .selectAll()
    .orderBy('block')
    .orderBy('floor')
    .orderBy('number')
    .execute();
}

/**
 * Apartments (of one modality, when given) with a night of `interval` held, by a rental or a block.
 * Written like the exclusion constraint of night_holds, so the constraint's index answers it.
 */
export async function findHeldApartmentIds(
  db: Executor,
  interval: NightsInterval,
  modalityId?: string,
): Promise<string[]> {
  let query = db
    .selectFrom('night_holds')
    .select('night_holds.apartment_id')
    .distinct()
    .where(overlapsHeldNightsSql(interval.start, interval.end));
  if (modalityId)
    query = query
      .innerJoin('apartments', 'apartments.id', 'night_holds.apartment_id')
      .where('apartments.modality_id', '=', modalityId);
  const rows = await query.execute();
  return rows.map((row) => row.apartment_id);
}

/** Held stays (rentals and blocks) of the apartment, or of every apartment of the modality, touching [start, end). */
export function findHoldingStays(
  db: Executor,
  of: { apartmentId: string } | { modalityId: string },
  interval: NightsInterval,
): Promise<{ apartment_id: string; start_date: string; end_date: string }[]> {
  const query = db
    .selectFrom('night_holds')
    .select(['night_holds.apartment_id', heldStartSql.as('start_date'), heldEndSql.as('end_date')])
    .where(overlapsHeldNightsSql(interval.start, interval.end))
    .orderBy('night_holds.apartment_id')
    .orderBy(heldStartSql);
  return 'apartmentId' in of
    ? query.where('night_holds.apartment_id', '=', of.apartmentId).execute()
    : query
        .innerJoin('apartments', 'apartments.id', 'night_holds.apartment_id')
        .where('apartments.modality_id', '=', of.modalityId)
        .execute();
}

/** Every held stay (rentals and blocks), by apartment and start date: the embedded database's in-memory copy. */
export function findAllHoldingStays(
  db: Executor,
): Promise<{ apartment_id: string; modality_id: string; start_date: string; end_date: string }[]> {
  return db
    .selectFrom('night_holds')
    .innerJoin('apartments', 'apartments.id', 'night_holds.apartment_id')
    .select([
      'night_holds.apartment_id',
      'apartments.modality_id',
      heldStartSql.as('start_date'),
      heldEndSql.as('end_date'),
    ])
    .orderBy('night_holds.apartment_id')
    .orderBy(heldStartSql)
    .execute();
}

/** PostgreSQL's NOTIFY on `channel`, delivered when the caller's transaction commits (never if it rolls back). */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
