import type { Executor } from '../../db/executor.ts';
import type { NewUpload, UploadRow } from '../../db/schema.ts';

export async function insertUpload(db: Executor, upload: NewUpload): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

/** The upload if `ownerId` uploaded it; nobody else learns that it exists. */
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
    .executeTakeFirst();
}

/** Whoever uploaded it: for the back-office, which reads customers' documents. */
export function findUpload(db: Executor, fileName: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

export async function isOwnedBy(db: Executor, fileName: string, ownerId: string): Promise<boolean> {
  return (await findOwnedUpload(db, fileName, ownerId)) !== undefined;
}
