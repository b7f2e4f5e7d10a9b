import { type Kysely, sql } from 'kysely';

// The front desk no longer holds the rentals area (issue 28, decision 0018): that entry opened every
// customer's rental, profile, documents and payments, while the front desk reads only the stays from
// yesterday to tomorrow through its own area. Accounts whose back-office entries are exactly the old
// FRONT_DESK preset lose `rentals:read`, so they are the new preset; hand-made mixes are left alone.
// Frozen once released, like every migration.

const OLD_FRONT_DESK = `'[
  {"module": "DASH"},
  {"module": "DASH", "controller": "rentals", "access": "read"},
  {"module": "DASH", "controller": "calendar", "access": "read"},
  {"module": "DASH", "controller": "frontDesk", "access": "read"},
  {"module": "DASH", "controller": "frontDesk", "access": "write"}
]'::jsonb`;

// Each back-office entry of the user once, as {module, controller, access} with absent fields null, so
// the comparison does not depend on how each entry was written.
const DASH_ENTRIES = (column: string) => `(
  select coalesce(jsonb_agg(distinct jsonb_build_object(
    'module', entry->>'module', 'controller', entry->>'controller', 'access', entry->>'access')), '[]'::jsonb)
  from jsonb_array_elements(${column}) as entry
  where entry->>'module' = 'DASH'
)`;

const up = [
  `update users set permissions = (
     select coalesce(jsonb_agg(entry), '[]'::jsonb)
     from jsonb_array_elements(users.permissions) as entry
     -- coalesce: an entry without controller (DASH itself) compares to null, and must stay.
     where not coalesce(
       entry->>'module' = 'DASH' and entry->>'controller' = 'rentals' and entry->>'access' = 'read', false)
   )
   where ${DASH_ENTRIES('users.permissions')} @> ${DASH_ENTRIES(OLD_FRONT_DESK)}
     and ${DASH_ENTRIES(OLD_FRONT_DESK)} @> ${DASH_ENTRIES('users.permissions')}`,
];

// Which accounts were front desk before cannot be told apart from a hand-made mix afterwards.
const down: string[] = [];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const frontDeskReadsItsDay = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
