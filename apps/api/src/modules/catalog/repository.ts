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

/**
 * Apartments (of one modality, when given) with a stay that holds a night of `interval`. Written like
 * the exclusion constraint, so the constraint's index answers it.
 */
export async function findHeldApartmentIds(
  db: Executor,
  interval: NightsInterval,
  modalityId?: string,
): Promise<string[]> {
  let query = db
    .selectFrom('rentals')
    .select('apartment_id')
    .distinct()
    .where(holdsNightsSql('rentals.status'))
    .where(overlapsNightsSql('rentals', interval.start, interval.end));
  if (modalityId) query = query.where('modality_id', '=', modalityId);
  const rows = await query.execute();
  return rows.map((row) => row.apartment_id);
}

/** Stays of the apartment (or of every apartment of the modality) that hold nights and touch [start, end). */
export function findHoldingStays(
  db: Executor,
  of: { apartmentId: string } | { modalityId: string },
  interval: NightsInterval,
): Promise<{ apartment_id: string; start_date: string; end_date: string }[]> {
  const query = db
    .selectFrom('rentals')
    .select(['apartment_id', 'start_date', 'end_date'])
    .where(holdsNightsSql('rentals.status'))
    .where(overlapsNightsSql('rentals', interval.start, interval.end))
    .orderBy('apartment_id')
    .orderBy('start_date');
  return 'apartmentId' in of
    ? query.where('apartment_id', '=', of.apartmentId).execute()
    : query.where('modality_id', '=', of.modalityId).execute();
}

/** Every stay that holds nights, by apartment and start date: the embedded database's in-memory copy. */
export function findAllHoldingStays(
  db: Executor,
): Promise<{ apartment_id: string; modality_id: string; start_date: string; end_date: string }[]> {
  return db
    .selectFrom('rentals')
    .select(['apartment_id', 'modality_id', 'start_date', 'end_date'])
    .where(holdsNightsSql('rentals.status'))
    .orderBy('apartment_id')
    .orderBy('start_date')
    .execute();
}
