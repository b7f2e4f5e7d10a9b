import type { Permission } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';

export interface NewSession {
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  permissions: Permission[];
}

export async function insertSession(db: Executor, session: NewSession): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session a token hash opens, with its user, if it is neither revoked nor expired at `now`. */
export function findActiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'users.id as userId',
      'users.email',
      'users.name',
      'users.permissions',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user except `keepSessionId` (the one changing the password). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Housekeeping: sessions that can no longer open anything are of no use to keep for long. */
export async function deleteSessionsEndedBefore(db: Executor, userId: string, before: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}
