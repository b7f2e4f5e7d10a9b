import type { LoginResponse, SignupRequest, TokenResponse } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { findPasswordWeakness, PASSWORD_WEAKNESS_MESSAGES } from '../../lib/passwords/password-policy.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { insertUser, updatePasswordHash } from '../account/commands.ts';
import { findUserByEmail, findUserById, lockUser } from '../account/queries.ts';
import { toUser } from '../account/user-view.ts';
import { passwordChangedEmail } from './auth-emails.ts';
import { admitLoginAttempt } from './login-throttle.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import type { AuthenticatedUser, RequestOrigin, SessionService } from './session-service.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou senha incorretos.';

export interface AuthServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** 400 WEAK_PASSWORD, with the reason on the password field. */
export function weakPasswordError(message: string, field = 'password'): AppError {
  return new AppError(400, 'WEAK_PASSWORD', message, { issues: [{ path: field, message }] });
}

export function assertStrongPassword(password: string, email: string, field = 'password'): void {
  const weakness = findPasswordWeakness(password, { email });
  if (weakness) throw weakPasswordError(PASSWORD_WEAKNESS_MESSAGES[weakness], field);
}

/** Sign-up, login, logout and password change. Reset codes are in reset-service.ts. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDependencies) {}

  async signup(input: SignupRequest, origin: RequestOrigin): Promise<TokenResponse> {
    const { db, hasher, sessions, limiter } = this.deps;
    await enforceRateLimit(limiter, AUTH_RATE_LIMITS.signupPerIp, origin.ip ?? 'unknown');
    assertStrongPassword(input.password, input.email);
    if (await findUserByEmail(db, input.email)) throw emailTakenError();
    const passwordHash = await hasher.hash(input.password);
    try {
      const token = await db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          email: input.email,
          passwordHash,
          name: input.name,
          phone: input.phone ?? null,
          cpfOrCnpj: input.cpfOrCnpj ?? null,
        });
        return sessions.create(user.id, origin, trx);
      });
      return { token };
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error, 'users_email_key')) throw emailTakenError();
      throw error;
    }
  }

  /**
   * An unknown e-mail and a wrong password get the same status, code and message, after the same
   * work (a hash against a dummy when the e-mail is unknown), so neither the answer nor its timing
   * tells whether an account exists.
   */
  async login(email: string, password: string, origin: RequestOrigin): Promise<LoginResponse> {
    const { db, hasher, sessions, limiter } = this.deps;
    const attempt = await admitLoginAttempt(limiter, email, origin.ip);
    const user = await findUserByEmail(db, email);
    const valid = user
      ? await hasher.verify(password, user.password_hash)
      : await hasher.verifyDummy(password);
    if (!user || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    await attempt.succeeded();
    if (hasher.needsRehash(user.password_hash)) {
      // Parameters were raised since this password was stored: upgrade it while we have it in hand.
      await updatePasswordHash(db, user.id, await hasher.hash(password));
    }
    const token = await sessions.create(user.id, origin);
    return { token, user: toUser(user) };
  }

  logout(user: AuthenticatedUser): Promise<void> {
    return this.deps.sessions.revoke(user.sessionId);
  }

  /** Needs the current password; ends the user's other sessions and tells them by e-mail. */
  async changePassword(user: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<void> {
    const { db, hasher, sessions, limiter } = this.deps;
    await enforceRateLimit(limiter, AUTH_RATE_LIMITS.passwordChangePerUser, user.id);
    const row = await findUserById(db, user.id);
    if (!row || !(await hasher.verify(currentPassword, row.password_hash))) {
      throw new AppError(400, 'WRONG_PASSWORD', 'A senha atual está incorreta.', {
        issues: [{ path: 'currentPassword', message: 'A senha atual está incorreta.' }],
      });
    }
    assertStrongPassword(newPassword, row.email, 'newPassword');
    const passwordHash = await hasher.hash(newPassword);
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      await updatePasswordHash(trx, user.id, passwordHash);
      await sessions.revokeAllOf(user.id, trx, user.sessionId);
      await this.notifyPasswordChanged(row, trx);
    });
    await limiter.reset(AUTH_RATE_LIMITS.passwordChangePerUser, user.id);
  }

  /** The warning e-mail, written with the change's transaction: sent if and only if the change commits. */
  async notifyPasswordChanged(user: Pick<UserRow, 'email' | 'name'>, trx: Executor): Promise<void> {
    const { mailer, clock, publicUrl } = this.deps;
    await mailer.send(
      passwordChangedEmail({ to: user.email, name: user.name, changedAt: clock.now(), publicUrl }),
      trx,
    );
  }
}

function emailTakenError(): AppError {
  return new AppError(
    409,
    'EMAIL_TAKEN',
    'Já existe uma conta com este e-mail. Entre com a sua senha ou recupere o acesso.',
    {
      issues: [{ path: 'email', message: 'Já existe uma conta com este e-mail.' }],
    },
  );
}
