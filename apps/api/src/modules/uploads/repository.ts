import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { NewUpload, UploadRow } from '../../db/schema.ts';

export async function insertUpload(db: Executor, upload: NewUpload): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

/**
 * The upload if `ownerId` uploaded it; nobody else learns that it exists. In a transaction that is about
 * to record the file somewhere, the row stays locked until commit, so the orphan sweep cannot delete it
 * in between (its FOR UPDATE waits, and then sees the new reference).
 */
export function findOwnedUpload(
  db: Executor,
  fileName: string,
  ownerId: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('file_name', '=', fileName)
    .where('owner_id', '=', ownerId)
    .$if(db.isTransaction, (query) => query.forKeyShare())
    .executeTakeFirst();
}

/**
 * The images among `fileNames` that `ownerId` uploaded (never someone else's file, never a document). In a
 * transaction the rows stay locked until it ends, as findOwnedUpload's.
 */
export async function findOwnedImageNames(
  db: Executor,
  fileNames: readonly string[],
  ownerId: string,
): Promise<Set<string>> {
  if (fileNames.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('file_name')
    .where('file_name', 'in', fileNames)
    .where('owner_id', '=', ownerId)
    .where('media_type', 'in', ['image/jpeg', 'image/png'])
    .$if(db.isTransaction, (query) => query.forKeyShare())
    .execute();
  return new Set(rows.map((row) => row.file_name));
}

/** Whoever uploaded it: for the back-office, which reads customers' documents. */
export function findUpload(db: Executor, fileName: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

export async function isOwnedBy(db: Executor, fileName: string, ownerId: string): Promise<boolean> {
  return (await findOwnedUpload(db, fileName, ownerId)) !== undefined;
}

/**
 * One owner's uploads, one at a time until the transaction ends: two uploads sent at once (or through
 * two API instances) cannot both squeeze under the quota.
 */
export async function lockOwnerUploads(trx: Executor, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${ownerId}`}, 0))`.execute(trx);
}

/** The bytes an account keeps in storage, files in use or not yet swept. */
export async function sumOwnedBytes(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select(sql<string | number>`coalesce(sum(size_bytes), 0)`.as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
