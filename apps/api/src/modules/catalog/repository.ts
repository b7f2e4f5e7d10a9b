import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { holdsNightsSql, overlapsNightsSql } from '../../db/night-holding.ts';
import type { ApartmentRow, ModalityRow, ProjectRow } from '../../db/schema.ts';

export interface NightsInterval {
  start: string;
  end: string;
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

/** No rental that holds nights shares a night of `interval` with the apartment in the outer query. */
function isFree(interval: NightsInterval) {
  return sql<SqlBool>`not exists (
    select 1 from rentals
    where rentals.apartment_id = apartments.id
      and ${holdsNightsSql('rentals.status')}
      and ${overlapsNightsSql('rentals', interval.start, interval.end)}
  )`;
}

export async function findProjectIdsWithFreeApartment(
  db: Executor,
  interval: NightsInterval,
): Promise<string[]> {
  const rows = await db
    .selectFrom('apartments')
    .select('project_id')
    .distinct()
    .where(isFree(interval))
    .execute();
  return rows.map((row) => row.project_id);
}

export function findFreeApartmentIds(
  db: Executor,
  filter: { projectId: string; modalityId: string } & NightsInterval,
): Promise<{ id: string }[]> {
  return db
    .selectFrom('apartments')
    .select('id')
    .where('project_id', '=', filter.projectId)
    .where('modality_id', '=', filter.modalityId)
    .where(isFree(filter))
    .execute();
}

/** Stays of the apartment that hold nights and touch [start, end). */
export function findHoldingStays(
  db: Executor,
  apartmentId: string,
  interval: NightsInterval,
): Promise<{ start_date: string; end_date: string }[]> {
  return db
    .selectFrom('rentals')
    .select(['start_date', 'end_date'])
    .where('apartment_id', '=', apartmentId)
    .where(holdsNightsSql('rentals.status'))
    .where(overlapsNightsSql('rentals', interval.start, interval.end))
    .orderBy('start_date')
    .execute();
}
