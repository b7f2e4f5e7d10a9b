import { randomBytes } from 'node:crypto';
import {
  type AcceptStaffInvitationRequest,
  type InviteStaffRequest,
  type Permission,
  roleOf,
  STAFF_INVITATION_VALID_DAYS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffListResponse,
  type StaffMember,
  type StaffRole,
  type StaffRoleListResponse,
  staffPermissions,
  withStaffRole,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import { toJson } from '../../../db/json.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Mailer } from '../../../lib/mail/mailer.ts';
import type { PasswordHasher } from '../../../lib/passwords/password-hasher.ts';
import { isUniqueViolation } from '../../../lib/postgres-errors.ts';
import type { RateLimiter } from '../../../lib/rate-limit/rate-limiter.ts';
import { generateSessionToken, hashSecret } from '../../../lib/tokens/session-token.ts';
import { insertUser, updateUser } from '../../account/commands.ts';
import { findUserByEmail, lockUser } from '../../account/queries.ts';
import type { SessionService } from '../../auth/session-service.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import { type AdminSeedOutcome, ensureAdminUser } from './admin-email.ts';
import { acceptStaffInvitation } from './invitation-acceptance.ts';
import {
  awaitsPassword,
  closeOpenInvitations,
  findStaffMembers,
  insertInvitation,
  lockOpenInvitationOf,
  type StaffMemberRow,
  updateInvitationRole,
} from './repository.ts';
import { staffInvitationEmail } from './staff-emails.ts';

export const INVITATION_VALID_DAYS = STAFF_INVITATION_VALID_DAYS;
const DAY = 24 * 3_600_000;

export interface StaffServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
}

const staffNotFound = () => new AppError(404, 'NOT_FOUND', 'Membro da equipe não encontrado.');
const alreadyStaff = () =>
  new AppError(
    409,
    'ALREADY_STAFF',
    'Esta pessoa já faz parte da equipe. Para mudar o acesso, altere o perfil.',
  );
const notOnYourself = (what: string) =>
  new AppError(
    409,
    'STAFF_SELF_CHANGE',
    `Você não pode ${what} o seu próprio acesso: peça a outro administrador.`,
  );

function isStaff(permissions: readonly Permission[]): boolean {
  return permissions.some((entry) => entry.module === 'DASH');
}

function toStaffMember(row: StaffMemberRow): StaffMember {
  // Until accepted, an invitation gives no permission: the role shown is the one it offers.
  const pending = row.invitation_open === true && row.invitation_accepted !== true;
  const role = pending ? row.invitation_role : roleOf(row.permissions);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    roleLabel: role ? STAFF_ROLES[role].label : null,
    permissions: row.permissions,
    invitedAt: row.invited_at?.toISOString() ?? null,
    joinedAt: row.joined_at?.toISOString() ?? null,
    active: !pending && (row.invited_at === null || row.invitation_accepted === true),
  };
}

/**
 * The provider's staff: the named roles, invitations by e-mail (a link to set a password, valid 7 days,
 * single use, only its hash kept), role changes and revocations. Permissions are read from the user's
 * row on every request, so a change applies to open sessions at once; a revocation also ends them.
 */
export class StaffService {
  readonly #options: StaffServiceOptions;

  constructor(options: StaffServiceOptions) {
    this.#options = options;
  }

  roles(): StaffRoleListResponse {
    return {
      items: STAFF_ROLE_NAMES.map((role) => ({
        role,
        label: STAFF_ROLES[role].label,
        description: STAFF_ROLES[role].description,
        permissions: staffPermissions(role),
      })),
    };
  }

  async list(): Promise<StaffListResponse> {
    return { items: (await findStaffMembers(this.#options.db)).map(toStaffMember) };
  }

  /**
   * Sends an invitation, which gives nothing until it is accepted from its link (issue 28: sign-up verifies
   * no address, so an account's owner may not be the address's): a new account gets a password nobody
   * knows until then; an existing one keeps its own, asked for on acceptance. An invitation not yet
   * accepted is sent again with a new code (the old one stops working).
   */
  async invite(request: InviteStaffRequest, actor: StaffActor): Promise<StaffMember> {
    const { db, clock, hasher, mailer, publicUrl } = this.#options;
    const now = clock.now();
    const unusablePassword = await hasher.hash(randomBytes(32).toString('base64url'));
    const code = generateSessionToken();
    let outcome: { userId: string };
    try {
      outcome = await db.transaction().execute(async (trx) => {
        const existing = await findUserByEmail(trx, request.email);
        if (existing && isStaff(existing.permissions)) throw alreadyStaff();
        const existingAccount = existing !== undefined && !(await awaitsPassword(trx, existing.id));
        const user =
          existing ??
          (await insertUser(trx, {
            email: request.email,
            passwordHash: unusablePassword,
            name: request.name,
          }));
        await closeOpenInvitations(trx, user.id, now);
        await insertInvitation(trx, {
          userId: user.id,
          codeHash: hashSecret(code),
          role: request.role,
          invitedBy: actor.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY),
          existingAccount,
        });
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.invite',
            target: `user:${user.id}`,
            details: { email: user.email, role: request.role, existingAccount },
          },
          now,
        );
        // The e-mail (with the only copy of the code) is written with the invitation: both or neither.
        await mailer.send(
          staffInvitationEmail({
            to: user.email,
            name: user.name,
            roleLabel: STAFF_ROLES[request.role].label,
            invitedBy: actor.email,
            publicUrl,
            code,
            validDays: INVITATION_VALID_DAYS,
            existingAccount,
          }),
          trx,
        );
        return { userId: user.id };
      });
    } catch (error) {
      // Someone signed up with this e-mail at the same moment: their account is now the one invited.
      if (isUniqueViolation(error)) return this.invite(request, actor);
      throw error;
    }
    return this.#member(outcome.userId);
  }

  /** At start-up, the administrator of ADMIN_EMAIL and ADMIN_PASSWORD: see ensureAdminUser. */
  ensureAdmin(
    admin: { email: string; password: string },
    logger: Parameters<typeof ensureAdminUser>[2],
  ): Promise<AdminSeedOutcome> {
    return ensureAdminUser(this.#options, admin, logger);
  }

  /** Public: see acceptStaffInvitation. */
  acceptInvitation(request: AcceptStaffInvitationRequest, ip: string | null): Promise<void> {
    return acceptStaffInvitation(this.#options, request, ip);
  }

  /** A member's role, or the role a pending invitation offers (its link keeps working). */
  async updateRole(userId: string, role: StaffRole, actor: StaffActor): Promise<StaffMember> {
    if (userId === actor.id) throw notOnYourself('mudar');
    const now = this.#options.clock.now();
    await this.#options.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      const invitation =
        user && !isStaff(user.permissions) ? await lockOpenInvitationOf(trx, userId) : undefined;
      if (!user || (!isStaff(user.permissions) && !invitation)) throw staffNotFound();
      if (invitation) await updateInvitationRole(trx, invitation.id, role);
      else await updateUser(trx, userId, { permissions: toJson(withStaffRole(user.permissions, role)) });
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.update_role',
          target: `user:${userId}`,
          details: {
            email: user.email,
            before: invitation ? invitation.role : roleOf(user.permissions),
            after: role,
            ...(invitation ? { pendingInvitation: true } : {}),
          },
        },
        now,
      );
    });
    return this.#member(userId);
  }

  /**
   * Removes every back-office entry, closes pending invitations and ends the user's sessions; for someone
   * who has not accepted yet, only the invitation goes (their account was never staff's to close).
   */
  async revoke(userId: string, actor: StaffActor): Promise<void> {
    if (userId === actor.id) throw notOnYourself('revogar');
    const { db, clock, sessions } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      const wasStaff = user !== undefined && isStaff(user.permissions);
      const invitation = user && !wasStaff ? await lockOpenInvitationOf(trx, userId) : undefined;
      if (!user || (!wasStaff && !invitation)) throw staffNotFound();
      await closeOpenInvitations(trx, userId, now);
      if (wasStaff) {
        await updateUser(trx, userId, { permissions: toJson(withStaffRole(user.permissions, null)) });
        await sessions.revokeAllOf(userId, trx);
      }
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.revoke',
          target: `user:${userId}`,
          details: {
            email: user.email,
            role: invitation ? invitation.role : roleOf(user.permissions),
            ...(invitation ? { pendingInvitation: true } : {}),
          },
        },
        now,
      );
    });
  }

  async #member(userId: string): Promise<StaffMember> {
    const [row] = await findStaffMembers(this.#options.db, userId);
    if (!row) throw staffNotFound();
    return toStaffMember(row);
  }
}
