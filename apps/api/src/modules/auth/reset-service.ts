import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, PasswordResetCodeRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { generateResetCode, normalizeResetCode, resetCodeSelector } from '../../lib/tokens/reset-code.ts';
import { hashSecret } from '../../lib/tokens/session-token.ts';
import { updatePasswordHash } from '../account/commands.ts';
import { findUserByEmail, findUserById, lockUser } from '../account/queries.ts';
import { passwordResetEmail } from './auth-emails.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import {
  closeExpiredResetCodes,
  closeOpenResetCodesOfUser,
  closeResetCode,
  findOpenResetCode,
  insertResetCode,
  recordFailedResetAttempt,
} from './reset-code-repository.ts';
import { type AuthService, assertStrongPassword } from './service.ts';
import type { SessionService } from './session-service.ts';

export const RESET_CODE_VALID_MINUTES = 60;
export const RESET_CODE_MAX_FAILED_ATTEMPTS = 5;
const SELECTOR_COLLISION_RETRIES = 8;

export interface ResetServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: BackgroundTasks;
  auth: AuthService;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

const invalidCodeError = () =>
  new AppError(
    400,
    'INVALID_RESET_CODE',
    'Código inválido ou expirado. Peça um novo código e tente de novo.',
    {
      issues: [{ path: 'passwordResetCode', message: 'Código inválido ou expirado.' }],
    },
  );

/** Password reset by a code sent by e-mail: single use, 1 hour, burnt after 5 wrong guesses. */
export class ResetService {
  constructor(private readonly deps: ResetServiceDependencies) {}

  /**
   * Always accepted (204) once under the rate limits. The lookup, the code and the e-mail happen in
   * the background, after the answer, so its timing cannot tell whether the e-mail has an account.
   */
  async requestReset(email: string, ip: string | null): Promise<void> {
    const { limiter, tasks } = this.deps;
    await enforceRateLimit(limiter, AUTH_RATE_LIMITS.resetRequestPerIp, ip ?? 'unknown');
    await enforceRateLimit(limiter, AUTH_RATE_LIMITS.resetRequestPerEmail, email);
    tasks.run('password reset request', () => this.issueCode(email));
  }

  /** 204 when the code would be accepted now; a wrong guess counts against the code it selects. */
  async validateCode(rawCode: string, ip: string | null): Promise<void> {
    await enforceRateLimit(this.deps.limiter, AUTH_RATE_LIMITS.resetCodePerIp, ip ?? 'unknown');
    await this.checkCode(rawCode);
  }

  /** Sets the new password, closes the code and ends every session of the user. */
  async resetPassword(rawCode: string, password: string, ip: string | null): Promise<void> {
    const { db, clock, hasher, sessions, limiter, auth } = this.deps;
    await enforceRateLimit(limiter, AUTH_RATE_LIMITS.resetCodePerIp, ip ?? 'unknown');
    const code = await this.checkCode(rawCode);
    const user = await findUserById(db, code.user_id);
    if (!user) throw invalidCodeError();
    // A weak password leaves the code open: the user picks another one with the same e-mail.
    assertStrongPassword(password, user.email);
    const passwordHash = await hasher.hash(password);
    await db.transaction().execute(async (trx) => {
      // The row lock makes the code single-use even when two resets race with it.
      const locked = await findOpenResetCode(trx, code.selector, { lock: true });
      if (!locked || locked.id !== code.id || locked.expires_at <= clock.now()) throw invalidCodeError();
      await lockUser(trx, user.id);
      await closeResetCode(trx, code.id, 'USED', clock.now());
      await closeOpenResetCodesOfUser(trx, user.id, clock.now());
      await updatePasswordHash(trx, user.id, passwordHash);
      await sessions.revokeAllOf(user.id, trx);
      await auth.notifyPasswordChanged(user, trx);
    });
  }

  private async issueCode(email: string): Promise<void> {
    const { db, mailer, publicUrl, logger } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) {
      logger.info('password reset requested for an e-mail without an account');
      return;
    }
    // The code and its e-mail are written together: a code nobody was sent never closes the older ones.
    await this.storeNewCode(user.id, (code, trx) =>
      mailer.send(
        passwordResetEmail({
          to: user.email,
          name: user.name,
          code,
          publicUrl,
          validMinutes: RESET_CODE_VALID_MINUTES,
        }),
        trx,
      ),
    );
  }

  private async storeNewCode(
    userId: string,
    send: (code: string, trx: Executor) => Promise<void>,
  ): Promise<string> {
    const { db, clock } = this.deps;
    for (let attempt = 0; ; attempt += 1) {
      const code = generateResetCode();
      const now = clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          await closeExpiredResetCodes(trx, now);
          await closeOpenResetCodesOfUser(trx, userId, now);
          await insertResetCode(trx, {
            userId,
            selector: resetCodeSelector(code),
            codeHash: hashSecret(code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000),
          });
          await send(code, trx);
        });
        return code;
      } catch (error) {
        // Another open code has the same selector: draw again.
        if (attempt < SELECTOR_COLLISION_RETRIES && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The open, unexpired code matching `rawCode`; anything else counts as a wrong guess. */
  private async checkCode(rawCode: string): Promise<PasswordResetCodeRow> {
    const { db, clock } = this.deps;
    const code = normalizeResetCode(rawCode);
    if (!code) throw invalidCodeError();
    const stored = await findOpenResetCode(db, resetCodeSelector(code));
    if (!stored) throw invalidCodeError();
    const now = clock.now();
    if (stored.expires_at <= now) {
      await closeResetCode(db, stored.id, 'EXPIRED', now);
      throw invalidCodeError();
    }
    if (!sameDigest(hashSecret(code), stored.code_hash)) {
      await recordFailedResetAttempt(db, stored.id, RESET_CODE_MAX_FAILED_ATTEMPTS, now);
      throw invalidCodeError();
    }
    return stored;
  }
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
