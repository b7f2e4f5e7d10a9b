import { roleOf, staffPermissions, withStaffRole } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { findUserByEmail, insertUser, setPermissions } from './repository.ts';

/**
 * The provider's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD, with the ADMIN role (every
 * back-office area, read and write). Idempotent: an existing account keeps its password and its other
 * permissions, and gets the ADMIN role back if it lost it, so the provider can never be locked out.
 */
export async function ensureAdminUser(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  admin: { email: string; password: string },
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (roleOf(existing.permissions) !== 'ADMIN') {
      await setPermissions(db, existing.id, withStaffRole(existing.permissions, 'ADMIN'));
      logger.info({ userId: existing.id }, 'admin account granted the ADMIN role');
    }
    return;
  }
  try {
    const user = await insertUser(db, {
      email: admin.email,
      passwordHash: await hasher.hash(admin.password),
      name: 'Administrador',
      permissions: staffPermissions('ADMIN'),
    });
    logger.info({ userId: user.id }, 'admin account created');
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return ensureAdminUser(db, hasher, admin, logger);
    throw error;
  }
}
