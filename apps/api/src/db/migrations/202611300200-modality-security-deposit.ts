import { type Kysely, sql } from 'kysely';

// The caução a modality offers (api.md 'Guarantees and the law of the lease'), in cents, set by staff in the
// back-office; null when none is offered. At most three months of the modality's rent (Lei 8.245/1991, art. 38),
// a rule of its prices the API checks, since the prices change; the database keeps it a whole, positive amount.
// Frozen once released, like every migration.

const up = [
  `alter table modalities add column security_deposit_cents integer
     check (security_deposit_cents > 0)`,
];

const down = ['alter table modalities drop column security_deposit_cents'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const modalitySecurityDeposit = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
