import { formatBrDateRange, rentalStatusLabel } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { findUserById, lockUser } from '../account/queries.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import {
  anonymiseUser,
  countMoneyOwed,
  deleteMessagesOf,
  deleteResetCodesOf,
  deleteUploadsOf,
  endSessionsOf,
  eraseStayDetails,
  findRentalsToKeep,
  findUnsettledRentals,
  insertRetention,
} from './erasure-repository.ts';
import { REMOVE_FILES_JOB } from './file-removal-job.ts';
import { retentionFor } from './retention-policy.ts';

/** As the password change (auth/rate-limits.ts): each try checks the password. */
export const ACCOUNT_DELETION_LIMIT: RateLimitRule = {
  name: 'account-deletion-user',
  max: 5,
  windowMs: 15 * 60_000,
};

export const DELETED_ACCOUNT_NAME = 'Conta excluída';
/** `.invalid` is reserved (RFC 2606): no message to it can ever be delivered. */
export const deletedAccountEmail = (userId: string) => `conta-excluida+${userId}@estadia.invalid`;
/** Not a PHC string: the hasher matches no password against it. */
const NO_PASSWORD = '!account-deleted';

export interface AccountErasureDependencies {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  queue: JobQueue;
}

/** The account's deletion (LGPD art. 18, VI): decision 0018 says what goes and what stays. */
export class AccountErasureService {
  constructor(private readonly deps: AccountErasureDependencies) {}

  async erase(actor: StaffActor, password: string): Promise<void> {
    const { db, clock, hasher, limiter, queue } = this.deps;
    await enforceRateLimit(limiter, ACCOUNT_DELETION_LIMIT, actor.id);
    const row = await findUserById(db, actor.id);
    if (!row || row.deleted_at)
      throw new AppError(401, 'UNAUTHORIZED', 'Sua sessão expirou. Faça o login novamente.');
    if (row.permissions.length > 0) {
      throw new AppError(
        409,
        'ACCOUNT_IS_STAFF',
        'Esta conta tem acesso à administração e não pode ser excluída por aqui. Peça a um administrador ' +
          'que revogue o seu acesso; depois disso, você poderá excluir a conta.',
      );
    }
    if (!(await hasher.verify(password, row.password_hash))) {
      throw new AppError(400, 'WRONG_PASSWORD', 'A senha está incorreta.', {
        issues: [{ path: 'password', message: 'A senha está incorreta.' }],
      });
    }
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, actor.id);
      await this.assertNothingPending(trx, actor.id);
      const now = clock.now();
      const kept = await findRentalsToKeep(trx, actor.id);
      await anonymiseUser(
        trx,
        actor.id,
        { email: deletedAccountEmail(actor.id), name: DELETED_ACCOUNT_NAME, passwordHash: NO_PASSWORD },
        now,
      );
      await eraseStayDetails(trx, actor.id);
      const files = await deleteUploadsOf(trx, actor.id);
      await deleteResetCodesOf(trx, actor.id);
      await endSessionsOf(trx, actor.id, now);
      await deleteMessagesOf(trx, row.email);
      const retention = retentionFor(actor.id, kept, now);
      await insertRetention(trx, actor.id, retention, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'account.delete',
          target: `user:${actor.id}`,
          details: { filesDeleted: files.length, kept: retention.map((record) => record.subject) },
        },
        now,
      );
      // The bytes go after the commit, by a job that retries: a rollback never loses a file still named.
      if (files.length > 0) await queue.enqueue(trx, REMOVE_FILES_JOB, { fileNames: files });
    });
    await limiter.reset(ACCOUNT_DELETION_LIMIT, actor.id);
  }

  /** 409 while a stay is not over or money is owed either way: erasing now would lose what settles it. */
  private async assertNothingPending(trx: Executor, userId: string): Promise<void> {
    const unsettled = await findUnsettledRentals(trx, userId);
    const first = unsettled[0];
    if (first) {
      const others = unsettled.length - 1;
      const more = others === 0 ? '' : others === 1 ? ' e outra' : ` e outras ${others}`;
      throw new AppError(
        409,
        'ACCOUNT_HAS_ACTIVE_STAY',
        `Você tem uma locação em andamento (${formatBrDateRange(first.start_date, first.end_date)}, ` +
          `${rentalStatusLabel(first.status).toLowerCase()})${more}. A conta pode ser excluída depois que ` +
          'a estadia terminar ou for cancelada.',
      );
    }
    const owed = await countMoneyOwed(trx, userId);
    if (owed.owedByCustomer > 0 || owed.owedToCustomer > 0) {
      throw new AppError(
        409,
        'ACCOUNT_HAS_ACTIVE_STAY',
        owed.owedToCustomer > 0
          ? 'Ainda temos um reembolso para devolver a você. A conta pode ser excluída assim que ele for concluído.'
          : 'Há uma cobrança em aberto na sua conta. A conta pode ser excluída depois que ela for paga ou cancelada.',
      );
    }
  }
}
