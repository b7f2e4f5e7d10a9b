import {
  isStaffPermission,
  type Permission,
  roleOf,
  STAFF_INVITATION_VALID_DAYS,
  STAFF_ROLES,
  type StaffRole,
  staffPermissions,
  withStaffRole,
} from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Mailer } from '../../../lib/mail/mailer.ts';
import type { PasswordHasher } from '../../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../../lib/postgres-errors.ts';
import { generateSessionToken, hashSecret } from '../../../lib/tokens/session-token.ts';
import { insertUser, setPermissions } from '../../account/commands.ts';
import { findUserByEmail, lockUser } from '../../account/queries.ts';
import { recordSystemAudit } from '../audit/audit-trail.ts';
import {
  awaitsPassword,
  closeOpenInvitations,
  insertInvitation,
  lastStaffLowering,
  lockOpenInvitationOf,
} from './repository.ts';
import { staffInvitationEmail } from './staff-emails.ts';

export type AdminSeedOutcome =
  | 'created'
  | 'unchanged'
  | 'promoted'
  | 'invited'
  | 'awaiting-acceptance'
  | 'refused-revoked'
  | 'refused-demoted';

export interface AdminSeedOptions {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  mailer: Mailer;
  publicUrl: string;
}

/** How the audit log names the server acting on ADMIN_EMAIL (no staff member did it). */
export const ADMIN_EMAIL_ACTOR = 'sistema (ADMIN_EMAIL)';
const DAY = 24 * 3_600_000;

type Decision =
  | { outcome: 'unchanged' | 'awaiting-acceptance' | 'invited'; userId: string }
  | { outcome: 'promoted'; userId: string; before: StaffRole | null }
  | { outcome: 'refused-revoked' | 'refused-demoted'; userId: string; at: Date; by: string };

const isStaff = (permissions: readonly Permission[] | null) => (permissions ?? []).some(isStaffPermission);

/**
 * The provider's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD, with the ADMIN role (every
 * back-office area, read and write). Run at every start, idempotent, each change audited:
 * - no account with the address: it is created with the ADMIN role;
 * - a staff member with a narrower role that staff never chose (see below): given the ADMIN role,
 *   keeping their password (staff vetted them already);
 * - an account staff revoked or moved below ADMIN (the latest of either, from the audit log): left as
 *   staff left it, never undone behind their back on a restart; the log says who did it and when;
 * - any other account (a customer's): invited like staff invite, by e-mail to the address, with the ADMIN
 *   role only once the invitation is accepted from its link with the account's own password. Sign-up
 *   does not verify addresses, so whoever registered the address first must not become administrator.
 *   A new invitation goes out only when the last one can no longer be accepted.
 */
export async function ensureAdminUser(
  options: AdminSeedOptions,
  admin: { email: string; password: string },
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<AdminSeedOutcome> {
  const existing = await findUserByEmail(options.db, admin.email);
  if (!existing) return createAdmin(options, admin, logger);
  const decision = await decide(options, existing.id);
  const { userId } = decision;
  switch (decision.outcome) {
    case 'refused-revoked':
    case 'refused-demoted':
      logger.warn(
        { userId, loweredAt: decision.at, loweredBy: decision.by },
        `ADMIN_EMAIL names an account staff ${decision.outcome === 'refused-revoked' ? 'revoked' : 'demoted'}: ` +
          'not re-granted. An administrator can restore it in the back-office (Equipe), or set another ADMIN_EMAIL.',
      );
      break;
    case 'promoted':
      logger.warn({ userId, before: decision.before }, 'ADMIN_EMAIL staff account given the ADMIN role');
      break;
    case 'invited':
      logger.warn(
        { userId },
        'ADMIN_EMAIL names an existing account: an invitation was e-mailed to the address; the ADMIN role ' +
          'applies once it is accepted from its link (sign-up does not verify e-mail addresses).',
      );
      break;
    case 'awaiting-acceptance':
      logger.info({ userId }, 'ADMIN_EMAIL invitation not accepted yet: nothing granted');
      break;
    case 'unchanged':
      break;
  }
  return decision.outcome;
}

async function createAdmin(
  options: AdminSeedOptions,
  admin: { email: string; password: string },
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<AdminSeedOutcome> {
  const { db, clock, hasher } = options;
  const passwordHash = await hasher.hash(admin.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        email: admin.email,
        passwordHash,
        name: 'Administrador',
        permissions: staffPermissions('ADMIN'),
      });
      await recordSystemAudit(
        trx,
        ADMIN_EMAIL_ACTOR,
        {
          action: 'staff.admin_email',
          target: `user:${created.id}`,
          details: { email: created.email, outcome: 'created', role: 'ADMIN' },
        },
        clock.now(),
      );
      return created;
    });
    logger.info({ userId: user.id }, 'admin account created');
    return 'created';
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return ensureAdminUser(options, admin, logger);
    throw error;
  }
}

/** Under the account's row lock, so two instances starting together decide (and invite) once. */
function decide(options: AdminSeedOptions, userId: string): Promise<Decision> {
  const { db, clock, mailer, publicUrl } = options;
  const now = clock.now();
  return db.transaction().execute(async (trx): Promise<Decision> => {
    const user = await lockUser(trx, userId);
    if (!user) throw new Error(`User ${userId} vanished while ADMIN_EMAIL was applied`);
    const role = roleOf(user.permissions);
    if (role === 'ADMIN') return { outcome: 'unchanged', userId };
    const lowered = await lastStaffLowering(trx, userId);
    if (lowered)
      return {
        outcome: lowered.action === 'staff.revoke' ? 'refused-revoked' : 'refused-demoted',
        userId,
        at: lowered.at,
        by: lowered.actorEmail,
      };
    const audit = (details: Record<string, unknown>) =>
      recordSystemAudit(
        trx,
        ADMIN_EMAIL_ACTOR,
        { action: 'staff.admin_email', target: `user:${userId}`, details: { email: user.email, ...details } },
        now,
      );
    if (isStaff(user.permissions)) {
      await setPermissions(trx, userId, withStaffRole(user.permissions, 'ADMIN'));
      await audit({ outcome: 'promoted', before: role, after: 'ADMIN' });
      return { outcome: 'promoted', userId, before: role };
    }
    const open = await lockOpenInvitationOf(trx, userId);
    if (open && open.expires_at > now) return { outcome: 'awaiting-acceptance', userId };
    const existingAccount = !(await awaitsPassword(trx, userId));
    const code = generateSessionToken();
    await closeOpenInvitations(trx, userId, now);
    await insertInvitation(trx, {
      userId,
      codeHash: hashSecret(code),
      role: 'ADMIN',
      invitedBy: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_VALID_DAYS * DAY),
      existingAccount,
    });
    await audit({ outcome: 'invited', role: 'ADMIN', existingAccount });
    await mailer.send(
      staffInvitationEmail({
        to: user.email,
        name: user.name,
        roleLabel: STAFF_ROLES.ADMIN.label,
        invitedBy: null,
        code,
        publicUrl,
        validDays: STAFF_INVITATION_VALID_DAYS,
        existingAccount,
      }),
      trx,
    );
    return { outcome: 'invited', userId };
  });
}
