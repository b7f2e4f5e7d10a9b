import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { StaffInvitationRow, UserRow } from '../../../db/schema.ts';

export type StaffMemberRow = Pick<UserRow, 'id' | 'name' | 'email' | 'permissions'> & {
  invited_at: Date | null;
  /** When the latest invitation was accepted. */
  joined_at: Date | null;
  /** Whether the latest invitation, if any, was accepted. */
  invitation_accepted: boolean | null;
  /** The role the latest invitation offers, and whether it is still open (neither accepted nor closed). */
  invitation_role: StaffInvitationRow['role'] | null;
  invitation_open: boolean | null;
};

/**
 * The team: users holding any back-office entry (module DASH) and those with an invitation still open
 * (they hold no entry until they accept it), by name, each with their latest invitation.
 */
export function findStaffMembers(db: Executor, userId?: string): Promise<StaffMemberRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('staff_invitations')
          .select([
            'staff_invitations.created_at',
            'staff_invitations.accepted_at',
            'staff_invitations.closed_at',
            'staff_invitations.role',
          ])
          .whereRef('staff_invitations.user_id', '=', 'users.id')
          .orderBy('staff_invitations.created_at', 'desc')
          .limit(1)
          .as('invitation'),
      (join) => join.onTrue(),
    )
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.permissions',
      'invitation.created_at as invited_at',
      'invitation.accepted_at as joined_at',
      'invitation.role as invitation_role',
      sql<boolean | null>`invitation.accepted_at is not null`.as('invitation_accepted'),
      sql<boolean | null>`invitation.created_at is not null and invitation.closed_at is null`.as(
        'invitation_open',
      ),
    ])
    .where(
      sql<boolean>`(users.permissions @> '[{"module":"DASH"}]'::jsonb
        or (invitation.created_at is not null and invitation.closed_at is null))`,
    );
  if (userId) query = query.where('users.id', '=', userId);
  return query.orderBy('users.name').orderBy('users.email').execute() as Promise<StaffMemberRow[]>;
}

/**
 * The account was made by an invitation and no invitation of it was ever accepted: nobody knows its
 * password, so accepting sets the first one.
 */
export async function awaitsPassword(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_invitations')
    .select((eb) => [
      eb.fn.countAll<string>().as('invitations'),
      eb.fn.count<string>('accepted_at').as('accepted'),
      sql<string>`count(*) filter (where existing_account)`.as('forExisting'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.invitations) > 0 && Number(row.accepted) === 0 && Number(row.forExisting) === 0;
}

/** The user's invitation still open (not accepted, not closed; it may have expired), locked. */
export function lockOpenInvitationOf(db: Executor, userId: string): Promise<StaffInvitationRow | undefined> {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateInvitationRole(
  db: Executor,
  id: string,
  role: StaffInvitationRow['role'],
): Promise<void> {
  await db.updateTable('staff_invitations').set({ role }).where('id', '=', id).execute();
}

export interface NewInvitation {
  userId: string;
  codeHash: string;
  role: StaffInvitationRow['role'];
  /** Null when the server invited (ADMIN_EMAIL). */
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** The account had a password before the invitation: accepting asks for it. */
  existingAccount: boolean;
}

export async function insertInvitation(db: Executor, invitation: NewInvitation): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({
      user_id: invitation.userId,
      code_hash: invitation.codeHash,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
      existing_account: invitation.existingAccount,
    })
    .execute();
}

/** A new invitation replaces the user's earlier ones; a revocation closes them all. */
export async function closeOpenInvitations(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ closed_at: now })
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .execute();
}

/** The invitation with this code's hash, if it can still be accepted at `now`; locked when asked. */
export function findOpenInvitation(
  db: Executor,
  codeHash: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<StaffInvitationRow | undefined> {
  let query = db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markInvitationAccepted(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now, closed_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * The latest time staff left this user's account below the ADMIN role: a revocation, or a role change
 * (of the account or of its pending invitation) to another role. The ADMIN_EMAIL seed never undoes it.
 */
export async function lastStaffLowering(
  db: Executor,
  userId: string,
): Promise<{ action: 'staff.revoke' | 'staff.update_role'; at: Date; actorEmail: string } | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select(['action', 'at', 'actor_email'])
    .where('target', '=', `user:${userId}`)
    .where((eb) =>
      eb.or([
        eb('action', '=', 'staff.revoke'),
        eb.and([eb('action', '=', 'staff.update_role'), sql<boolean>`details->>'after' <> 'ADMIN'`]),
      ]),
    )
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    action: row.action === 'staff.revoke' ? 'staff.revoke' : 'staff.update_role',
    at: row.at,
    actorEmail: row.actor_email,
  };
}
