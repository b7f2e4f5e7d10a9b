import type { RentalStatus } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import { heldEndSql, heldStartSql, overlapsHeldNightsSql } from '../../../db/night-holding.ts';
import type { ApartmentBlockRow, ApartmentRow } from '../../../db/schema.ts';

export interface NightsWindow {
  /** First night. */
  start: string;
  /** The day after the last night. */
  end: string;
}

export function findProjectApartments(db: Executor, projectId: string): Promise<ApartmentRow[]> {
  return db
    .selectFrom('apartments')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('block')
    .orderBy('floor')
    .orderBy('number')
    .execute();
}

export interface HeldStayRow {
  apartment_id: string;
  start_date: string;
  end_date: string;
  rental_id: string | null;
  block_id: string | null;
  status: RentalStatus | null;
  customer_name: string | null;
  reason: string | null;
}

/** Every held stay (rental or block) of the project's apartments touching the window, by apartment and start. */
export function findProjectHeldStays(
  db: Executor,
  projectId: string,
  window: NightsWindow,
): Promise<HeldStayRow[]> {
  return (
    db
      .selectFrom('night_holds')
      .innerJoin('apartments', 'apartments.id', 'night_holds.apartment_id')
      // An open extension's added nights show as its rental's stay.
      .leftJoin('rental_extensions', 'rental_extensions.id', 'night_holds.extension_id')
      .leftJoin('rentals', (join) =>
        join.on(sql<boolean>`rentals.id = coalesce(night_holds.rental_id, rental_extensions.rental_id)`),
      )
      .leftJoin('users', 'users.id', 'rentals.user_id')
      .leftJoin('apartment_blocks', 'apartment_blocks.id', 'night_holds.block_id')
      .select([
        'night_holds.apartment_id',
        heldStartSql.as('start_date'),
        heldEndSql.as('end_date'),
        'rentals.id as rental_id',
        'night_holds.block_id',
        'rentals.status',
        'users.name as customer_name',
        'apartment_blocks.reason',
      ])
      .where('apartments.project_id', '=', projectId)
      .where(overlapsHeldNightsSql(window.start, window.end))
      .orderBy('night_holds.apartment_id')
      .orderBy(heldStartSql)
      .execute()
  );
}

export interface NewBlock {
  apartmentId: string;
  start: string;
  end: string;
  reason: string;
  createdBy: string;
  createdAt: Date;
}

/** Its trigger holds the nights: 23P01 when one of them is already held. */
export function insertBlock(db: Executor, block: NewBlock): Promise<ApartmentBlockRow> {
  return db
    .insertInto('apartment_blocks')
    .values({
      apartment_id: block.apartmentId,
      start_date: block.start,
      end_date: block.end,
      reason: block.reason,
      created_by: block.createdBy,
      created_at: block.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the block (its nights are freed by the cascade); undefined when there was none. */
export function deleteBlock(db: Executor, id: string): Promise<ApartmentBlockRow | undefined> {
  return db.deleteFrom('apartment_blocks').where('id', '=', id).returningAll().executeTakeFirst();
}

export interface BlockFilters {
  projectId?: string;
  apartmentId?: string;
  window?: Partial<NightsWindow>;
}

/** Blocks by apartment and start date. */
export function findBlocks(db: Executor, filters: BlockFilters): Promise<ApartmentBlockRow[]> {
  let query = db
    .selectFrom('apartment_blocks')
    .innerJoin('apartments', 'apartments.id', 'apartment_blocks.apartment_id')
    .selectAll('apartment_blocks');
  if (filters.projectId) query = query.where('apartments.project_id', '=', filters.projectId);
  if (filters.apartmentId) query = query.where('apartment_blocks.apartment_id', '=', filters.apartmentId);
  if (filters.window?.start) query = query.where('apartment_blocks.end_date', '>', filters.window.start);
  if (filters.window?.end) query = query.where('apartment_blocks.start_date', '<', filters.window.end);
  return query
    .orderBy('apartments.block')
    .orderBy('apartments.floor')
    .orderBy('apartments.number')
    .orderBy('apartment_blocks.start_date')
    .execute();
}
