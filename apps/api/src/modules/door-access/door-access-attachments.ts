import type { DoorAccessState, RentalAccess } from '@estadia/domain';
import type { DoorAccessGrantRow } from '../../db/door-access-schema.ts';
import type { Executor } from '../../db/executor.ts';
import type { RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { toRentalAccess } from './door-access-service.ts';
import { findLatestGrants } from './repository.ts';

/** Adds each rental's active door code with its window to its answer (the view shows it only while RENTED). */
export const loadDoorAccess: RentalAttachmentsLoader = async (db, rentalIds) => {
  const latest = await findLatestGrants(db, rentalIds);
  const attached = new Map<string, { access: RentalAccess }>();
  for (const [rentalId, grant] of latest)
    if (!grant.revoked_at) attached.set(rentalId, { access: toRentalAccess(grant) });
  return attached;
};

/** The rental's active door code with its window, or null (the e-mail of the payment carries it). */
export async function findRentalAccess(db: Executor, rentalId: string): Promise<RentalAccess | null> {
  const latest = (await findLatestGrants(db, [rentalId])).get(rentalId);
  return latest && !latest.revoked_at ? toRentalAccess(latest) : null;
}

function toDoorAccessState(grant: DoorAccessGrantRow): DoorAccessState {
  return {
    active: grant.revoked_at === null,
    validFrom: grant.valid_from.toISOString(),
    validUntil: grant.valid_until.toISOString(),
    revokedAt: grant.revoked_at?.toISOString() ?? null,
    revokeReason: grant.revoke_reason,
    // The lock has the latest version only when it confirmed it: until then the front desk sees 'a caminho'.
    lockSyncedAt:
      grant.lock_synced_version >= grant.version ? (grant.lock_synced_at?.toISOString() ?? null) : null,
    lockSyncError: grant.lock_sync_error,
  };
}

/** The front desk's view of each stay's door: its latest grant's state, never the code (decision 0019). */
export async function loadDoorAccessStates(
  db: Executor,
  rentalIds: readonly string[],
): Promise<Map<string, DoorAccessState>> {
  const latest = await findLatestGrants(db, rentalIds);
  return new Map([...latest].map(([rentalId, grant]) => [rentalId, toDoorAccessState(grant)]));
}

/**
 * The front desk sees whether a stay's door works, never the code itself (decision 0019): the guest has it,
 * and a code read over a desk is a code anyone near it knows.
 */
export function withoutDoorCode<T extends { accessCode?: string | null; access?: RentalAccess | null }>(
  rental: T,
): Omit<T, 'accessCode' | 'access'> & { accessCode: null; access: null } {
  return { ...rental, accessCode: null, access: null };
}
