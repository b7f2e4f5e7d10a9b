import { type Kysely, sql } from 'kysely';

// The back-office gains the area `ledger` ('Financeiro': the trial balance and the journal, issue 26).
// ADMIN holds every area, read and write; FINANCE reads it. Accounts whose back-office entries are
// exactly the old ADMIN or FINANCE preset get the new entries, so they are still that role; hand-made
// mixes are left alone (someone chose them). Frozen once released, like every migration.

const OLD_ADMIN_AREAS = [
  'rentals',
  'calendar',
  'prices',
  'payments',
  'reports',
  'staff',
  'audit',
  'frontDesk',
];

const OLD_ADMIN = `'${JSON.stringify([
  { module: 'DASH' },
  ...OLD_ADMIN_AREAS.flatMap((area) => [
    { module: 'DASH', controller: area, access: 'read' },
    { module: 'DASH', controller: area, access: 'write' },
  ]),
])}'::jsonb`;

const OLD_FINANCE = `'${JSON.stringify([
  { module: 'DASH' },
  { module: 'DASH', controller: 'rentals', access: 'read' },
  { module: 'DASH', controller: 'payments', access: 'read' },
  { module: 'DASH', controller: 'payments', access: 'write' },
  { module: 'DASH', controller: 'reports', access: 'read' },
])}'::jsonb`;

// Each back-office entry of the user once, as {module, controller, access} with absent fields null, so
// the comparison does not depend on how each entry was written (as in 202611280940).
const DASH_ENTRIES = (column: string) => `(
  select coalesce(jsonb_agg(distinct jsonb_build_object(
    'module', entry->>'module', 'controller', entry->>'controller', 'access', entry->>'access')), '[]'::jsonb)
  from jsonb_array_elements(${column}) as entry
  where entry->>'module' = 'DASH'
)`;

const exactly = (preset: string) =>
  `${DASH_ENTRIES('users.permissions')} @> ${DASH_ENTRIES(preset)}
   and ${DASH_ENTRIES(preset)} @> ${DASH_ENTRIES('users.permissions')}`;

const up = [
  `update users set permissions = permissions || '[
     {"module": "DASH", "controller": "ledger", "access": "read"},
     {"module": "DASH", "controller": "ledger", "access": "write"}
   ]'::jsonb
   where ${exactly(OLD_ADMIN)}`,
  `update users set permissions = permissions || '[
     {"module": "DASH", "controller": "ledger", "access": "read"}
   ]'::jsonb
   where ${exactly(OLD_FINANCE)}`,
];

const down = [
  `update users set permissions = (
     select coalesce(jsonb_agg(entry), '[]'::jsonb)
     from jsonb_array_elements(users.permissions) as entry
     where not coalesce(entry->>'module' = 'DASH' and entry->>'controller' = 'ledger', false)
   )
   where permissions @> '[{"module": "DASH", "controller": "ledger"}]'::jsonb`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const ledgerArea = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
