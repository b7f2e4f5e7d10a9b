import type { Executor } from '../../../db/executor.ts';
import { toJson } from '../../../db/json.ts';
import type { AuditLogRow } from '../../../db/schema.ts';

export interface NewAuditEntry {
  at: Date;
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  ip: string | null;
  details: Record<string, unknown>;
}

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target: entry.target,
      ip: entry.ip,
      details: toJson(entry.details),
    })
    .execute();
}

export interface AuditFilters {
  actorId?: string;
  action?: string;
  target?: string;
  /** Instants: [since, until). */
  since?: Date;
  until?: Date;
}

function filtered(db: Executor, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.actorId) query = query.where('actor_id', '=', filters.actorId);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.target) query = query.where('target', '=', filters.target);
  if (filters.since) query = query.where('at', '>=', filters.since);
  if (filters.until) query = query.where('at', '<', filters.until);
  return query;
}

export async function countAuditEntries(db: Executor, filters: AuditFilters): Promise<number> {
  const { count } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Newest first; `id` breaks ties so pages never overlap. */
export function findAuditEntries(
  db: Executor,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<AuditLogRow[]> {
  return filtered(db, filters)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Every entry about these targets, oldest first (a rental's history). */
export function findAuditEntriesOfTargets(db: Executor, targets: readonly string[]): Promise<AuditLogRow[]> {
  if (targets.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', 'in', [...targets])
    .orderBy('at')
    .orderBy('id')
    .execute();
}
