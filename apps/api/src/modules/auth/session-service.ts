import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthenticatedUser } from '../../http/current-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { generateSessionToken, hashSecret, looksLikeSessionToken } from '../../lib/tokens/session-token.ts';
import {
  deleteSessionsEndedBefore,
  findActiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './session-repository.ts';

export type { AuthenticatedUser };

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

const HOUR = 3_600_000;
// Ended sessions are kept a while (a trace of recent logins), then removed at the user's next login.
const ENDED_SESSION_RETENTION = 90 * 24 * HOUR;

/**
 * Opaque bearer tokens. Expiry is fixed: `ttlHours` after creation, whatever the activity (no write
 * per request, and a stolen token dies on schedule).
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly ttlHours: number,
  ) {}

  /** Opens a session and returns its token: the only time the token exists outside the client. */
  async create(userId: string, origin: RequestOrigin, executor: Executor = this.db): Promise<string> {
    const token = generateSessionToken();
    const now = this.clock.now();
    await deleteSessionsEndedBefore(executor, userId, new Date(now.getTime() - ENDED_SESSION_RETENTION));
    await insertSession(executor, {
      userId,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlHours * HOUR),
      ip: origin.ip?.slice(0, 64) ?? null,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
    });
    return token;
  }

  /** The user a token belongs to, or null for a malformed, unknown, revoked or expired one. */
  async resolve(token: string): Promise<AuthenticatedUser | null> {
    if (!looksLikeSessionToken(token)) return null;
    const session = await findActiveSession(this.db, hashSecret(token), this.clock.now());
    if (!session) return null;
    return {
      id: session.userId,
      email: session.email,
      name: session.name,
      permissions: session.permissions,
      sessionId: session.sessionId,
    };
  }

  revoke(sessionId: string): Promise<void> {
    return revokeSession(this.db, sessionId, this.clock.now());
  }

  /** Ends all the user's sessions, or all but `keepSessionId`. */
  revokeAllOf(userId: string, executor: Executor = this.db, keepSessionId?: string): Promise<void> {
    return revokeUserSessions(executor, userId, this.clock.now(), keepSessionId);
  }
}
