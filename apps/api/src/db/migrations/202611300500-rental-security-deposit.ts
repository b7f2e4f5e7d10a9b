import { type Kysely, sql } from 'kysely';

// The caução a rental owes (api.md 'Guarantees and the law of the lease'), in cents: the modality's
// `security_deposit_cents` copied when the rental is submitted with a SECURITY_DEPOSIT guarantee, so a later
// change of the modality never changes what the customer agreed to; null without one.
// The caução's charge (purpose DEPOSIT) is a payment of its own beside the rent: the rule of one live charge
// per part of the stay leaves it out, and its own rule keeps one live caução per rental (issued or paid).
// Frozen once released, like every migration.

const up = [
  `alter table rentals add column security_deposit_cents integer
     check (security_deposit_cents > 0)`,
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where extension_id is null and purpose <> 'DEPOSIT' and status in ('SCHEDULED', 'PENDING', 'PAID')`,
  `create unique index payments_one_live_deposit on payments (rental_id)
     where purpose = 'DEPOSIT' and status in ('PENDING', 'PAID')`,
];

const down = [
  'drop index payments_one_live_deposit',
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where extension_id is null and status in ('SCHEDULED', 'PENDING', 'PAID')`,
  'alter table rentals drop column security_deposit_cents',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const rentalSecurityDeposit = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
