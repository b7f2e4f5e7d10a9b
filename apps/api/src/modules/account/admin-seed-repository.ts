import type { Executor } from '../../db/executor.ts';

/** When staff last revoked this user's back-office access (audit action `staff.revoke`), if ever. */
export async function lastStaffRevocation(
  db: Executor,
  userId: string,
): Promise<{ at: Date; actorEmail: string } | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_email'])
    .where('action', '=', 'staff.revoke')
    .where('target', '=', `user:${userId}`)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: row.at, actorEmail: row.actor_email } : undefined;
}
