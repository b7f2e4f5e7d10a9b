import type { HousekeepingState } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { CleaningTaskRow } from '../../db/schema.ts';

export interface ApartmentStateRow {
  id: string;
  project_id: string;
  block: string;
  floor: number;
  number: string;
  /** CLEAN when the apartment has no row yet. */
  state: HousekeepingState;
  reason: string | null;
  block_id: string | null;
  until: string | null;
  updated_at: Date | null;
}

function apartmentStates(db: Executor) {
  return db
    .selectFrom('apartments')
    .leftJoin('housekeeping_states', 'housekeeping_states.apartment_id', 'apartments.id')
    .leftJoin('apartment_blocks', 'apartment_blocks.id', 'housekeeping_states.block_id')
    .select([
      'apartments.id',
      'apartments.project_id',
      'apartments.block',
      'apartments.floor',
      'apartments.number',
      sql<HousekeepingState>`coalesce(housekeeping_states.state, 'CLEAN')`.as('state'),
      'housekeeping_states.reason',
      'housekeeping_states.block_id',
      'apartment_blocks.end_date as until',
      'housekeeping_states.updated_at',
    ]);
}

/** The project's apartments with their state, by block, floor and number. */
export function findProjectApartmentStates(db: Executor, projectId: string): Promise<ApartmentStateRow[]> {
  return apartmentStates(db)
    .where('apartments.project_id', '=', projectId)
    .orderBy('apartments.block')
    .orderBy('apartments.floor')
    .orderBy('apartments.number')
    .execute();
}

export function findApartmentState(
  db: Executor,
  apartmentId: string,
): Promise<ApartmentStateRow | undefined> {
  return apartmentStates(db).where('apartments.id', '=', apartmentId).executeTakeFirst();
}

/** States of the given apartments (CLEAN for those without a row). */
export async function findStatesOf(
  db: Executor,
  apartmentIds: readonly string[],
): Promise<Map<string, HousekeepingState>> {
  if (apartmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('housekeeping_states')
    .select(['apartment_id', 'state'])
    .where('apartment_id', 'in', apartmentIds)
    .execute();
  const states = new Map<string, HousekeepingState>(apartmentIds.map((id) => [id, 'CLEAN']));
  for (const row of rows) states.set(row.apartment_id, row.state);
  return states;
}

export interface StateWrite {
  apartmentId: string;
  state: HousekeepingState;
  reason: string | null;
  blockId: string | null;
  at: Date;
  by: string | null;
}

export async function upsertState(db: Executor, write: StateWrite): Promise<void> {
  const values = {
    state: write.state,
    reason: write.reason,
    block_id: write.blockId,
    updated_at: write.at,
    updated_by: write.by,
  };
  await db
    .insertInto('housekeeping_states')
    .values({ apartment_id: write.apartmentId, ...values })
    .onConflict((conflict) => conflict.column('apartment_id').doUpdateSet(values))
    .execute();
}

/** The open tasks of the apartments, then the last `recentDone` done ones of each, newest first. */
export function findTasksOf(
  db: Executor,
  apartmentIds: readonly string[],
  since: Date,
): Promise<CleaningTaskRow[]> {
  if (apartmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cleaning_tasks')
    .selectAll()
    .where('apartment_id', 'in', apartmentIds)
    .where((eb) => eb.or([eb('completed_at', 'is', null), eb('completed_at', '>=', since)]))
    .orderBy(sql`completed_at is null`, 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** A check-out's task: at most one per rental, so a repeated call adds nothing. */
export async function insertCheckOutTask(
  db: Executor,
  task: { apartmentId: string; rentalId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('cleaning_tasks')
    .values({ apartment_id: task.apartmentId, rental_id: task.rentalId, created_at: task.at })
    .onConflict((conflict) => conflict.column('rental_id').doNothing())
    .execute();
}

/** Closes every open task of the apartment; the ids closed. */
export async function completeOpenTasks(
  db: Executor,
  apartmentId: string,
  at: Date,
  by: string | null,
): Promise<string[]> {
  const rows = await db
    .updateTable('cleaning_tasks')
    .set({ completed_at: at, completed_by: by })
    .where('apartment_id', '=', apartmentId)
    .where('completed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export interface OutOfOrderBlock {
  apartmentId: string;
  start: string;
  end: string;
  reason: string;
  createdBy: string;
  createdAt: Date;
}

/**
 * Holds an out-of-order apartment's nights with a block (the calendar lists it with the staff's blocks);
 * housekeeping writes it here and releases it below. Its trigger holds the nights: 23P01 when one is held.
 */
export function insertOutOfOrderBlock(db: Executor, block: OutOfOrderBlock): Promise<{ id: string }> {
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
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes the block that held an out-of-order apartment's nights, or ends it today when it began before. */
export async function releaseOutOfOrderBlock(db: Executor, blockId: string, today: string): Promise<void> {
  await db
    .deleteFrom('apartment_blocks')
    .where('id', '=', blockId)
    .where('start_date', '>=', today)
    .execute();
  await db
    .updateTable('apartment_blocks')
    .set({ end_date: today })
    .where('id', '=', blockId)
    .where('start_date', '<', today)
    .where('end_date', '>', today)
    .execute();
}

export interface NotReadyRow {
  apartment_id: string;
  project_id: string;
  project_name: string;
  block: string;
  floor: number;
  number: string;
  state: HousekeepingState;
  rental_id: string;
  customer_name: string;
}

/** Apartments with a stay starting on `day` (in `statuses`, not checked in yet) whose state is neither clean nor inspected. */
export function findNotReadyForArrivals(
  db: Executor,
  day: string,
  statuses: readonly string[],
): Promise<NotReadyRow[]> {
  return (
    db
      .selectFrom('rentals')
      .innerJoin('housekeeping_states', 'housekeeping_states.apartment_id', 'rentals.apartment_id')
      .innerJoin('apartments', 'apartments.id', 'rentals.apartment_id')
      .innerJoin('projects', 'projects.id', 'apartments.project_id')
      .innerJoin('users', 'users.id', 'rentals.user_id')
      .select([
        'apartments.id as apartment_id',
        'projects.id as project_id',
        'projects.name as project_name',
        'apartments.block',
        'apartments.floor',
        'apartments.number',
        'housekeeping_states.state',
        'rentals.id as rental_id',
        'users.name as customer_name',
      ])
      .where('rentals.start_date', '=', day)
      .where('rentals.status', 'in', statuses as never)
      // A guest already checked in is no longer arriving: the apartment is theirs, whatever its state.
      .where('rentals.checked_in_at', 'is', null)
      .where('housekeeping_states.state', 'in', ['DIRTY', 'OUT_OF_ORDER'])
      .orderBy('projects.name')
      .orderBy('apartments.block')
      .orderBy('apartments.floor')
      .orderBy('apartments.number')
      .execute()
  );
}
