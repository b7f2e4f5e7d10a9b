import { type Kysely, sql } from 'kysely';

// An invitation to the staff grants nothing until it is accepted from its e-mailed link (issue 28: sign-up
// verifies no address, so whoever registered an address first got the role the day staff invited it).
// `existing_account` says what accepting asks for: the password the account already has (true), or a new
// one for an account the invitation created (false). Accounts with an invitation still pending lose the
// back-office entries earlier invitations gave them at once; accepting the link gives them back.
// Frozen once released, like every migration.

const up = [
  'alter table staff_invitations add column existing_account boolean not null default false',
  `update users set permissions = (
     select coalesce(jsonb_agg(entry), '[]'::jsonb)
     from jsonb_array_elements(users.permissions) as entry
     where entry->>'module' <> 'DASH'
   )
   where id in (select user_id from staff_invitations where accepted_at is null and closed_at is null)`,
];

// The permissions taken from pending invitees come back when they accept; nothing to restore here.
const down = ['alter table staff_invitations drop column existing_account'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const staffInvitationsAcceptedFirst = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
