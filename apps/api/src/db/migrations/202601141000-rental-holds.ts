import { type Kysely, sql } from 'kysely';

// When a rental was submitted and approved (the payment deadline counts from approval), the access
// code of a paid stay, and the rule that an 'OTHER' cancellation says why. Frozen once released.

const up = [
  `alter table rentals
     add column submitted_at timestamptz,
     add column approved_at timestamptz,
     add column access_code text check (char_length(access_code) between 1 and 64),
     add constraint rentals_other_cancellation_explained
       check (cancellation_reason is distinct from 'OTHER' or cancellation_details is not null)`,
  // The hold-expiry sweep reads only approved, unpaid rentals, oldest approval first.
  `create index rentals_unpaid_hold_idx on rentals (approved_at)
     where status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT')`,
];

const down = [
  'drop index rentals_unpaid_hold_idx',
  `alter table rentals
     drop constraint rentals_other_cancellation_explained,
     drop column access_code,
     drop column approved_at,
     drop column submitted_at`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const rentalHolds = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
