import type { AuditAction } from '@estadia/domain';
import type { Executor } from '../../../db/executor.ts';
import type { StaffActor } from '../staff-access.ts';
import { insertAuditEntry, type NewAuditEntry } from './repository.ts';

export type AuditTarget =
  | `rental:${string}`
  | `block:${string}`
  | `modality:${string}`
  | `payment:${string}`
  | `user:${string}`
  | `apartment:${string}`
  | `inspection:${string}`
  | `maintenance:${string}`
  | `savings-rate:${string}`;

export interface AuditRecord {
  action: AuditAction;
  target: AuditTarget;
  details?: Record<string, unknown>;
}

/**
 * Writes the entry of a staff action. Call it with the transaction of the action itself: the entry
 * commits with the action or not at all, so no action goes unrecorded.
 */
export function recordAudit(trx: Executor, actor: StaffActor, record: AuditRecord, at: Date): Promise<void> {
  return insertAuditEntry(trx, {
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    target: record.target,
    ip: actor.ip,
    details: record.details ?? {},
  });
}

/**
 * The entry of something the server did on its own, by its configuration (no staff member acted):
 * `actor` names it, as the log's reader will see it, with no id.
 */
export function recordSystemAudit(
  trx: Executor,
  actor: string,
  record: AuditRecord,
  at: Date,
): Promise<void> {
  return insertAuditEntry(trx, {
    at,
    actorId: null,
    actorEmail: actor,
    action: record.action,
    target: record.target,
    ip: null,
    details: record.details ?? {},
  });
}

/**
 * An entry whose actor the caller names whole (a customer, a staff member or the server), such as the
 * door's grants: written in the caller's transaction, like recordAudit.
 */
export function recordAuditEntry(trx: Executor, entry: NewAuditEntry): Promise<void> {
  return insertAuditEntry(trx, entry);
}
