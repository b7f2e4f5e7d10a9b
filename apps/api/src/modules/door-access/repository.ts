import type { DoorRevokeReason } from '@estadia/domain';
import { sql } from 'kysely';
import type { DoorAccessGrantRow } from '../../db/door-access-schema.ts';
import type { Executor } from '../../db/executor.ts';

export function findActiveGrant(db: Executor, rentalId: string): Promise<DoorAccessGrantRow | undefined> {
  return db
    .selectFrom('door_access_grants')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function findGrant(db: Executor, grantId: string): Promise<DoorAccessGrantRow | undefined> {
  return db.selectFrom('door_access_grants').selectAll().where('id', '=', grantId).executeTakeFirst();
}

/** Each rental's latest grant (the active one, or else the last revoked), for many rentals at once. */
export async function findLatestGrants(
  db: Executor,
  rentalIds: readonly string[],
): Promise<Map<string, DoorAccessGrantRow>> {
  if (rentalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('door_access_grants')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('rental_id')
    .orderBy(sql`revoked_at is null`, 'desc')
    .orderBy('granted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string, DoorAccessGrantRow>();
  for (const row of rows) if (!latest.has(row.rental_id)) latest.set(row.rental_id, row);
  return latest;
}

export function insertGrant(
  db: Executor,
  grant: Pick<
    DoorAccessGrantRow,
    'rental_id' | 'apartment_id' | 'code' | 'valid_from' | 'valid_until' | 'granted_at'
  >,
): Promise<DoorAccessGrantRow> {
  return db.insertInto('door_access_grants').values(grant).returningAll().executeTakeFirstOrThrow();
}

export function moveGrantWindow(
  db: Executor,
  grantId: string,
  window: { valid_from: Date; valid_until: Date },
): Promise<DoorAccessGrantRow> {
  return db
    .updateTable('door_access_grants')
    .set({ ...window, version: sql`version + 1` })
    .where('id', '=', grantId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function revokeGrant(
  db: Executor,
  grantId: string,
  revocation: { at: Date; reason: DoorRevokeReason },
): Promise<DoorAccessGrantRow> {
  return db
    .updateTable('door_access_grants')
    .set({ revoked_at: revocation.at, revoke_reason: revocation.reason, version: sql`version + 1` })
    .where('id', '=', grantId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The lock confirmed `version`: recorded unless a newer one was confirmed meanwhile. */
export async function markLockSynced(
  db: Executor,
  grantId: string,
  version: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('door_access_grants')
    .set({ lock_synced_version: version, lock_synced_at: at, lock_sync_error: null })
    .where('id', '=', grantId)
    .where('lock_synced_version', '<', version)
    .execute();
}

export async function recordLockSyncError(db: Executor, grantId: string, message: string): Promise<void> {
  await db
    .updateTable('door_access_grants')
    .set({ lock_sync_error: message.slice(0, 500) })
    .where('id', '=', grantId)
    .execute();
}

/** Grants the lock has not confirmed in their latest version (a lost or exhausted job; migrated codes). */
export function findUnsyncedGrants(
  db: Executor,
  limit: number,
): Promise<Pick<DoorAccessGrantRow, 'id' | 'version'>[]> {
  return db
    .selectFrom('door_access_grants')
    .select(['id', 'version'])
    .where(sql<boolean>`lock_synced_version < version`)
    .orderBy('granted_at')
    .limit(limit)
    .execute();
}

/**
 * Rentals whose door is out of step with their status: an active code on a stay that is no longer
 * RENTED or was checked out, or a RENTED stay not checked out whose code never came.
 */
export async function findRentalsOutOfStep(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('rentals')
    .leftJoin('door_access_grants as active', (join) =>
      join.onRef('active.rental_id', '=', 'rentals.id').on('active.revoked_at', 'is', null),
    )
    .select('rentals.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('active.id', 'is not', null),
          eb.or([eb('rentals.status', '!=', 'RENTED'), eb('rentals.checked_out_at', 'is not', null)]),
        ]),
        eb.and([
          eb('active.id', 'is', null),
          eb('rentals.status', '=', 'RENTED'),
          eb('rentals.checked_out_at', 'is', null),
        ]),
      ]),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
