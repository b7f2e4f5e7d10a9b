import { sql } from 'kysely';
import type { SandboxLockCodeRow } from '../../db/door-access-schema.ts';
import type { Executor } from '../../db/executor.ts';

type SandboxWrite = Omit<SandboxLockCodeRow, 'writes'>;

/** One write of the sandbox lock: taken only when newer than what it holds for the grant. */
export async function writeSandboxLockCode(db: Executor, write: SandboxWrite): Promise<void> {
  await db
    .insertInto('sandbox_lock_codes')
    .values(write)
    .onConflict((conflict) =>
      conflict
        .column('grant_id')
        .doUpdateSet({
          code: write.code,
          valid_from: write.valid_from,
          valid_until: write.valid_until,
          revoked_at: write.revoked_at,
          version: write.version,
          updated_at: write.updated_at,
          writes: sql`sandbox_lock_codes.writes + 1`,
        })
        .where('sandbox_lock_codes.version', '<', write.version),
    )
    .execute();
}

/** What the sandbox lock holds for these grants (tests and the decision's demonstration). */
export function findSandboxLockCodes(
  db: Executor,
  grantIds: readonly string[],
): Promise<SandboxLockCodeRow[]> {
  if (grantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sandbox_lock_codes')
    .selectAll()
    .where('grant_id', 'in', [...grantIds])
    .execute();
}
