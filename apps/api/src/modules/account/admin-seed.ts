import { hasPermissions, type Permission } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { findUserByEmail, insertUser, setPermissions } from './repository.ts';

const DASH: Permission = { module: 'DASH' };

/**
 * The provider's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD. Idempotent: an existing
 * account keeps its password and only gains the DASH permission if it lacks it.
 */
export async function ensureAdminUser(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  admin: { email: string; password: string },
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (!hasPermissions(existing, [DASH])) {
      await setPermissions(db, existing.id, [...existing.permissions, DASH]);
      logger.info({ userId: existing.id }, 'admin account granted the DASH permission');
    }
    return;
  }
  try {
    const user = await insertUser(db, {
      email: admin.email,
      passwordHash: await hasher.hash(admin.password),
      name: 'Administrador',
      permissions: [DASH],
    });
    logger.info({ userId: user.id }, 'admin account created');
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return ensureAdminUser(db, hasher, admin, logger);
    throw error;
  }
}
