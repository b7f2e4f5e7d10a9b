import type { AuditAction, AuditEntry, AuditListQuery, AuditListResponse } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { AuditLogRow, Database } from '../../../db/schema.ts';
import { brasiliaDaysRange } from '../../../lib/brasilia-day.ts';
import { countAuditEntries, findAuditEntries } from './repository.ts';

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action as AuditAction,
    target: row.target,
    ip: row.ip,
    details: row.details,
  };
}

/** The audit log, read-only: staff actions are written by the services that perform them. */
export class AuditService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: AuditListQuery): Promise<AuditListResponse> {
    const filters = {
      actorId: query.actorId,
      action: query.action,
      target: query.target,
      ...brasiliaDaysRange(query.from, query.to),
    };
    const offset = (query.page - 1) * query.pageSize;
    const total = await countAuditEntries(this.db, filters);
    if (offset >= total) return { items: [], total };
    const rows = await findAuditEntries(this.db, filters, { offset, limit: query.pageSize });
    return { items: rows.map(toAuditEntry), total };
  }
}
