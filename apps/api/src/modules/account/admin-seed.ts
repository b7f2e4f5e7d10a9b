import { isStaffPermission, roleOf, staffPermissions, withStaffRole } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { lastStaffRevocation } from './admin-seed-repository.ts';
import { findUserByEmail, insertUser, setPermissions } from './repository.ts';

export type AdminSeedOutcome = 'created' | 'unchanged' | 'promoted' | 'refused-customer' | 'refused-revoked';

/**
 * The provider's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD, with the ADMIN role (every
 * back-office area, read and write). Idempotent, and safe by default:
 * - no account with the address: it is created with the ADMIN role;
 * - a staff member (any back-office role): keeps their password and gets the ADMIN role if they had a
 *   narrower one (staff vetted them already);
 * - a customer's account: refused. Sign-up does not verify e-mail addresses, so whoever registered the
 *   address first would become administrator. Said in the log; choose another address, or have an
 *   administrator promote the account in the back-office;
 * - an account whose back-office access staff revoked: refused too, never re-granted behind staff's
 *   back on a restart; the log says who revoked it and when.
 */
export async function ensureAdminUser(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  admin: { email: string; password: string },
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<AdminSeedOutcome> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    const isStaff = (existing.permissions ?? []).some(isStaffPermission);
    if (!isStaff) {
      const revocation = await lastStaffRevocation(db, existing.id);
      if (revocation) {
        logger.warn(
          { userId: existing.id, revokedAt: revocation.at, revokedBy: revocation.actorEmail },
          'ADMIN_EMAIL names an account whose back-office access staff revoked: not re-granted. ' +
            'An administrator can restore it in the back-office (Equipe), or set another ADMIN_EMAIL.',
        );
        return 'refused-revoked';
      }
      logger.warn(
        { userId: existing.id },
        'ADMIN_EMAIL names an existing customer account: not promoted (sign-up does not verify ' +
          'e-mail addresses). Set an ADMIN_EMAIL no account uses, or promote it from the back-office.',
      );
      return 'refused-customer';
    }
    if (roleOf(existing.permissions) === 'ADMIN') return 'unchanged';
    await setPermissions(db, existing.id, withStaffRole(existing.permissions, 'ADMIN'));
    logger.warn({ userId: existing.id }, 'ADMIN_EMAIL staff account given the ADMIN role');
    return 'promoted';
  }
  try {
    const user = await insertUser(db, {
      email: admin.email,
      passwordHash: await hasher.hash(admin.password),
      name: 'Administrador',
      permissions: staffPermissions('ADMIN'),
    });
    logger.info({ userId: user.id }, 'admin account created');
    return 'created';
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return ensureAdminUser(db, hasher, admin, logger);
    throw error;
  }
}
