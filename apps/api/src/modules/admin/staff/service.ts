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
import { enforceRateLimit } from '../../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limit/rate-limiter.ts';
import {
  generateSessionToken,
  hashSecret,
  looksLikeSessionToken,
} from '../../../lib/tokens/session-token.ts';
import {
  findUserByEmail,
  insertUser,
  lockUser,
  updatePasswordHash,
  updateUser,
} from '../../account/repository.ts';
import { assertStrongPassword } from '../../auth/service.ts';
import type { SessionService } from '../../auth/session-service.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import {
  awaitsPassword,
  closeOpenInvitations,
  findOpenInvitation,
  findStaffMembers,
  insertInvitation,
  markInvitationAccepted,
  type StaffMemberRow,
} from './repository.ts';
import { staffInvitationEmail, staffPromotionEmail } from './staff-emails.ts';

export const INVITATION_VALID_DAYS = STAFF_INVITATION_VALID_DAYS;
const DAY = 24 * 3_600_000;
/** Guesses of invitation codes from one address (each code has 256 bits: this only curbs noise). */
export const INVITATION_ACCEPT_PER_IP: RateLimitRule = {
  name: 'staff-invitation-ip',
  max: 10,
  windowMs: 15 * 60_000,
};

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
const invalidInvitation = () =>
  new AppError(400, 'INVALID_INVITATION', 'Convite inválido, já usado ou expirado. Peça um novo convite.', {
    issues: [{ path: 'code', message: 'Convite inválido, já usado ou expirado.' }],
  });

function isStaff(permissions: readonly Permission[]): boolean {
  return permissions.some((entry) => entry.module === 'DASH');
}

function toStaffMember(row: StaffMemberRow): StaffMember {
  const role = roleOf(row.permissions);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    roleLabel: role ? STAFF_ROLES[role].label : null,
    permissions: row.permissions,
    invitedAt: row.invited_at?.toISOString() ?? null,
    joinedAt: row.joined_at?.toISOString() ?? null,
    active: row.invited_at === null || row.invitation_accepted === true,
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
   * A new account (with a password nobody knows until the invitation is accepted) and an e-mailed link;
   * an existing customer's account is given the role and told by e-mail instead; an invitation not yet
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
        const withoutPassword = existing !== undefined && (await awaitsPassword(trx, existing.id));
        if (existing && isStaff(existing.permissions) && !withoutPassword) throw alreadyStaff();
        const permissions = withStaffRole(existing?.permissions, request.role);
        const user = existing
          ? await updateUser(trx, existing.id, { permissions: toJson(permissions) })
          : await insertUser(trx, {
              email: request.email,
              passwordHash: unusablePassword,
              name: request.name,
              permissions,
            });
        // A customer who already has a password signs in with it; anyone else gets the link. Either way
        // the invitation is recorded (the promoted customer's as accepted at once), so the team list
        // shows when each member was invited.
        const invited = !existing || withoutPassword;
        await closeOpenInvitations(trx, user.id, now);
        await insertInvitation(trx, {
          userId: user.id,
          codeHash: hashSecret(invited ? code : generateSessionToken()),
          role: request.role,
          invitedBy: actor.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY),
          ...(invited ? {} : { acceptedAt: now }),
        });
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.invite',
            target: `user:${user.id}`,
            details: { email: user.email, role: request.role, existingAccount: existing !== undefined },
          },
          now,
        );
        // The e-mail (with the only copy of the code) is written with the invitation: both or neither.
        const mail = {
          to: user.email,
          name: user.name,
          roleLabel: STAFF_ROLES[request.role].label,
          invitedBy: actor.email,
          publicUrl,
        };
        await mailer.send(
          invited
            ? staffInvitationEmail({ ...mail, code, validDays: INVITATION_VALID_DAYS })
            : staffPromotionEmail(mail),
          trx,
        );
        return { userId: user.id };
      });
    } catch (error) {
      // Someone signed up with this e-mail at the same moment: their account is now the one to promote.
      if (isUniqueViolation(error)) return this.invite(request, actor);
      throw error;
    }
    return this.#member(outcome.userId);
  }

  /** Public: the invited person sets a password with the code of the e-mailed link, once. */
  async acceptInvitation(request: AcceptStaffInvitationRequest, ip: string | null): Promise<void> {
    const { db, clock, hasher, limiter } = this.#options;
    await enforceRateLimit(limiter, INVITATION_ACCEPT_PER_IP, ip ?? 'unknown');
    if (!looksLikeSessionToken(request.code)) throw invalidInvitation();
    const codeHash = hashSecret(request.code);
    const invitation = await findOpenInvitation(db, codeHash, clock.now());
    if (!invitation) throw invalidInvitation();
    const user = await findStaffMembers(db, invitation.user_id);
    if (user.length === 0) throw invalidInvitation();
    assertStrongPassword(request.password, user[0]!.email);
    const passwordHash = await hasher.hash(request.password);
    await db.transaction().execute(async (trx) => {
      // The row lock makes the code single-use even when two acceptances race with it.
      const locked = await findOpenInvitation(trx, codeHash, clock.now(), { lock: true });
      if (!locked) throw invalidInvitation();
      await lockUser(trx, locked.user_id);
      await markInvitationAccepted(trx, locked.id, clock.now());
      await updatePasswordHash(trx, locked.user_id, passwordHash);
    });
  }

  async updateRole(userId: string, role: StaffRole, actor: StaffActor): Promise<StaffMember> {
    if (userId === actor.id) throw notOnYourself('mudar');
    const now = this.#options.clock.now();
    await this.#options.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user || !isStaff(user.permissions)) throw staffNotFound();
      await updateUser(trx, userId, { permissions: toJson(withStaffRole(user.permissions, role)) });
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.update_role',
          target: `user:${userId}`,
          details: { email: user.email, before: roleOf(user.permissions), after: role },
        },
        now,
      );
    });
    return this.#member(userId);
  }

  /** Removes every back-office entry, closes pending invitations and ends the user's sessions. */
  async revoke(userId: string, actor: StaffActor): Promise<void> {
    if (userId === actor.id) throw notOnYourself('revogar');
    const { db, clock, sessions } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user || !isStaff(user.permissions)) throw staffNotFound();
      await updateUser(trx, userId, { permissions: toJson(withStaffRole(user.permissions, null)) });
      await closeOpenInvitations(trx, userId, now);
      await sessions.revokeAllOf(userId, trx);
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.revoke',
          target: `user:${userId}`,
          details: { email: user.email, role: roleOf(user.permissions) },
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
