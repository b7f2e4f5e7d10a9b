import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { StaffInvitationRow, UserRow } from '../../../db/schema.ts';

export type StaffMemberRow = Pick<UserRow, 'id' | 'name' | 'email' | 'permissions'> & {
  invited_at: Date | null;
  /** When the latest invitation was accepted. */
  joined_at: Date | null;
  /** Whether the latest invitation, if any, was accepted. */
  invitation_accepted: boolean | null;
};

/** Users holding any back-office entry (module DASH), by name, with their latest invitation. */
export function findStaffMembers(db: Executor, userId?: string): Promise<StaffMemberRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('staff_invitations')
          .select(['staff_invitations.created_at', 'staff_invitations.accepted_at'])
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
      sql<boolean | null>`invitation.accepted_at is not null`.as('invitation_accepted'),
    ])
    .where(sql<boolean>`users.permissions @> '[{"module":"DASH"}]'::jsonb`);
  if (userId) query = query.where('users.id', '=', userId);
  return query.orderBy('users.name').orderBy('users.email').execute() as Promise<StaffMemberRow[]>;
}

/** Invited, and never accepted an invitation: the account has no password its owner knows. */
export async function awaitsPassword(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_invitations')
    .select((eb) => [
      eb.fn.countAll<string>().as('invitations'),
      eb.fn.count<string>('accepted_at').as('accepted'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.invitations) > 0 && Number(row.accepted) === 0;
}

export interface NewInvitation {
  userId: string;
  codeHash: string;
  role: StaffInvitationRow['role'];
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set for an account that already had a password: its invitation is accepted as it is made. */
  acceptedAt?: Date;
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
      accepted_at: invitation.acceptedAt ?? null,
      closed_at: invitation.acceptedAt ?? null,
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
