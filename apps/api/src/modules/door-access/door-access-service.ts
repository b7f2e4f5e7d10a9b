import { randomInt } from 'node:crypto';
import { type DoorRevokeReason, doorAccessWindow, type RentalAccess } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DoorAccessGrantRow } from '../../db/door-access-schema.ts';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { recordAuditEntry } from '../admin/audit/audit-trail.ts';
import type { DoorAccess, DoorActor } from '../rentals/door-port.ts';
import { lockRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import { doorAccessUnavailable } from './door-access-errors.ts';
import type { LockProvider } from './lock-provider.ts';
import {
  findActiveGrant,
  findGrant,
  findRentalsOutOfStep,
  findUnsyncedGrants,
  insertGrant,
  markLockSynced,
  moveGrantWindow,
  recordLockSyncError,
  revokeGrant,
} from './repository.ts';

/** The job that tells the building's lock about one grant's latest version (payload: its id). */
export const DOOR_SYNC_JOB = 'door.sync';
/** 30 s, 1 min, 2 min… about 8 h in all; then the periodic round enqueues it again. */
const SYNC_RETRIES = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 };
/** How many out-of-step doors one periodic round puts right. */
const ROUND_LIMIT = 200;

// The port is declared in rentals/door-port.ts; payments and early departure still import it from here.
export type { DoorAccess, DoorActor };
export const SYSTEM_ACTOR: DoorActor = { id: null, email: 'sistema', ip: null };

export interface DoorAccessServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  queue: JobQueue;
  lock: LockProvider;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Six digits from a cryptographic source, never the code it replaces. */
function newCode(previous: string | undefined): string {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (code !== previous) return code;
  }
}

/** A paid stay under way opens its door; anything else (or after check-out) does not. */
function opensDoor(rental: RentalRow): boolean {
  return rental.status === 'RENTED' && rental.checked_out_at === null;
}

function revokeReason(rental: RentalRow): DoorRevokeReason {
  if (rental.checked_out_at) return 'CHECKED_OUT';
  if (rental.status === 'CANCELLED') return 'CANCELLED';
  if (rental.status === 'DEFAULTER') return 'DEFAULTER';
  if (rental.status === 'FINISHED') return 'FINISHED';
  return 'STAY_CHANGED';
}

export function toRentalAccess(grant: DoorAccessGrantRow): RentalAccess {
  return {
    code: grant.code,
    validFrom: grant.valid_from.toISOString(),
    validUntil: grant.valid_until.toISOString(),
  };
}

/**
 * The door code as a credential (decision 0019): one active grant per paid stay, its window the stay's
 * (check-in 14:00 to check-out 12:00, Brasília), moved when the stay's dates move, revoked when the
 * stay stops being RENTED or is checked out, replaced on the guest's request. Every change is audited
 * and reaches the lock by a `door.sync` job enqueued in the same transaction.
 */
export class DoorAccessService implements DoorAccess {
  readonly #options: DoorAccessServiceOptions;

  constructor(options: DoorAccessServiceOptions) {
    this.#options = options;
  }

  /** The job's handler; registered once, when the app is built. */
  register(): void {
    this.#options.queue.work(
      DOOR_SYNC_JOB,
      ({ grantId }: { grantId: string }) => this.pushToLock(grantId),
      SYNC_RETRIES,
    );
  }

  async sync(trx: Executor, rentalId: string, actor: DoorActor = SYSTEM_ACTOR): Promise<void> {
    const rental = await lockRental(trx, rentalId);
    if (!rental) return;
    const active = await findActiveGrant(trx, rentalId);
    if (!opensDoor(rental)) {
      if (active) await this.#revoke(trx, active, revokeReason(rental), actor);
      return;
    }
    const window = doorAccessWindow({ startDate: rental.start_date, endDate: rental.end_date });
    if (!active) {
      await this.#grant(trx, rental, undefined, actor);
      return;
    }
    if (
      active.valid_from.getTime() === window.validFrom.getTime() &&
      active.valid_until.getTime() === window.validUntil.getTime()
    )
      return;
    const moved = await moveGrantWindow(trx, active.id, {
      valid_from: window.validFrom,
      valid_until: window.validUntil,
    });
    await this.#audit(trx, actor, 'door.grant', moved, {
      moved: true,
      previousValidFrom: active.valid_from.toISOString(),
      previousValidUntil: active.valid_until.toISOString(),
    });
    await this.#enqueue(trx, moved);
  }

  /** 'Gerar novo código': the old code stops at once, a new one takes its window. */
  async rotate(
    customer: { id: string; email: string },
    ip: string | null,
    rentalId: string,
  ): Promise<RentalAccess> {
    const { db } = this.#options;
    const actor: DoorActor = { id: customer.id, email: customer.email, ip };
    const granted = await transactionWithRetry(db, async (trx) => {
      const rental = await lockUserRental(trx, customer.id, rentalId);
      if (!rental) throw rentalNotFound();
      if (!opensDoor(rental)) throw doorAccessUnavailable(rental.checked_out_at !== null);
      const active = await findActiveGrant(trx, rentalId);
      if (active) await this.#revoke(trx, active, 'ROTATED', actor);
      return this.#grant(trx, rental, active?.code, actor);
    });
    return toRentalAccess(granted);
  }

  /** The `door.sync` job: the lock is told the grant's current state, once per version. */
  async pushToLock(grantId: string): Promise<void> {
    const { db, lock, clock, logger } = this.#options;
    const grant = await findGrant(db, grantId);
    if (!grant || grant.lock_synced_version >= grant.version) return;
    const state = {
      grantId: grant.id,
      version: grant.version,
      apartmentId: grant.apartment_id,
      code: grant.code,
      validFrom: grant.valid_from,
      validUntil: grant.valid_until,
    };
    try {
      if (grant.revoked_at) await lock.revoke({ ...state, revokedAt: grant.revoked_at });
      else await lock.grant(state);
    } catch (error) {
      // Kept on the grant for the front desk; the job is retried with backoff.
      await recordLockSyncError(db, grant.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await markLockSynced(db, grant.id, grant.version, clock.now());
    logger.info({ grantId: grant.id, version: grant.version, lock: lock.name }, 'door lock synced');
  }

  /**
   * The periodic round's catch-all: doors out of step with their rental (a path that changed a rental
   * without calling `sync`), and grants whose job was lost or gave up, enqueued again.
   */
  async reconcile(): Promise<{ corrected: string[]; resent: string[] }> {
    const { db } = this.#options;
    const corrected = await findRentalsOutOfStep(db, ROUND_LIMIT);
    for (const rentalId of corrected) await transactionWithRetry(db, (trx) => this.sync(trx, rentalId));
    const unsynced = await findUnsyncedGrants(db, ROUND_LIMIT);
    for (const grant of unsynced) await this.#enqueue(db, grant);
    return { corrected, resent: unsynced.map((grant) => grant.id) };
  }

  async #grant(
    trx: Executor,
    rental: RentalRow,
    previousCode: string | undefined,
    actor: DoorActor,
  ): Promise<DoorAccessGrantRow> {
    const window = doorAccessWindow({ startDate: rental.start_date, endDate: rental.end_date });
    const grant = await insertGrant(trx, {
      rental_id: rental.id,
      apartment_id: rental.apartment_id,
      code: newCode(previousCode),
      valid_from: window.validFrom,
      valid_until: window.validUntil,
      granted_at: this.#options.clock.now(),
    });
    await this.#audit(trx, actor, 'door.grant', grant, {});
    await this.#enqueue(trx, grant);
    return grant;
  }

  async #revoke(trx: Executor, grant: DoorAccessGrantRow, reason: DoorRevokeReason, actor: DoorActor) {
    const revoked = await revokeGrant(trx, grant.id, { at: this.#options.clock.now(), reason });
    await this.#audit(trx, actor, 'door.revoke', revoked, { reason });
    await this.#enqueue(trx, revoked);
  }

  #enqueue(executor: Executor, grant: Pick<DoorAccessGrantRow, 'id' | 'version'>): Promise<void> {
    return this.#options.queue.enqueue(
      executor,
      DOOR_SYNC_JOB,
      { grantId: grant.id },
      { singletonKey: `${grant.id}:${grant.version}` },
    );
  }

  /** Never the code: the audit log is read by staff who must not learn it from there. */
  #audit(
    trx: Executor,
    actor: DoorActor,
    action: 'door.grant' | 'door.revoke',
    grant: DoorAccessGrantRow,
    details: Record<string, unknown>,
  ): Promise<void> {
    return recordAuditEntry(trx, {
      at: this.#options.clock.now(),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      target: `rental:${grant.rental_id}`,
      ip: actor.ip,
      details: {
        grantId: grant.id,
        validFrom: grant.valid_from.toISOString(),
        validUntil: grant.valid_until.toISOString(),
        ...details,
      },
    });
  }
}
