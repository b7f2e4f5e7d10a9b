import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * Every column that holds a name answered by POST /api/upload. A new one must be added here, or the
 * sweep would take its files for orphans (orphan-sweep.test.ts fails on a column it does not know).
 */
export const UPLOAD_REFERENCES = [
  'users.cpf_file_name',
  'users.rg_file_name',
  'early_departures.transfer_letter',
  'transfer_letter_reviews.file_name',
  'maintenance_requests.photos',
  'maintenance_request_comments.photos',
  'inspections.items[].photos',
  'rental_guarantors.documents',
] as const;

/** True when some record uses the upload named by `fileName` (one condition per UPLOAD_REFERENCES). */
function isReferenced(fileName: Expression<string>): RawBuilder<boolean> {
  const asElement = sql`jsonb_build_array(${fileName})`;
  return sql<boolean>`(
    exists (select 1 from users where cpf_file_name = ${fileName} or rg_file_name = ${fileName})
    or exists (select 1 from early_departures where transfer_letter = ${fileName})
    or exists (select 1 from transfer_letter_reviews where file_name = ${fileName})
    or exists (select 1 from maintenance_requests where photos @> ${asElement})
    or exists (select 1 from maintenance_request_comments where photos @> ${asElement})
    or exists (select 1 from rental_guarantors where documents @> ${asElement})
    or exists (
      select 1 from inspections, jsonb_array_elements(inspections.items) as item
      where item -> 'photos' @> ${asElement}
    )
  )`;
}

export interface OrphanCandidate {
  id: string;
  file_name: string;
}

/**
 * Uploads created before `cutoff` that nothing uses, locked for deletion. Rows another transaction
 * holds (a sweep elsewhere, or a request recording the file right now, see findOwnedUpload) are skipped.
 */
export function lockOrphanCandidates(trx: Executor, cutoff: Date, limit: number): Promise<OrphanCandidate[]> {
  return trx
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('created_at', '<', cutoff)
    .where((eb) => eb.not(isReferenced(eb.ref('uploads.file_name'))))
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * Of the locked `ids`, those still unused by a fresh look: a reference committed while the lock was
 * being taken is invisible to the statement that took it, and visible to this one.
 */
export async function stillUnreferenced(trx: Executor, ids: readonly string[]): Promise<OrphanCandidate[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('id', 'in', ids)
    .where((eb) => eb.not(isReferenced(eb.ref('uploads.file_name'))))
    .execute();
}

export async function deleteUploads(trx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('uploads').where('id', 'in', ids).execute();
}
