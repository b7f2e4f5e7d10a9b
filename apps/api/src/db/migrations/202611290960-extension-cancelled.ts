import { type Kysely, sql } from 'kysely';

// An extension ends with its stay: a stay cancelled (a withdrawal, a cancellation, staff giving its whole
// payment back) cancels its extensions too — the ones still open free their nights at once (the night
// holds follow the status), and a PAID one, whose money is given back with the stay's, is no longer
// billed. Frozen once released, like every migration.

const up = [
  'alter table rental_extensions drop constraint rental_extensions_status_check',
  `alter table rental_extensions add constraint rental_extensions_status_check
     check (status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'PAID', 'EXPIRED', 'CANCELLED'))`,
  'alter table rental_extensions add column cancelled_at timestamptz',
];

const down = [
  'alter table rental_extensions drop column cancelled_at',
  'alter table rental_extensions drop constraint rental_extensions_status_check',
  `alter table rental_extensions add constraint rental_extensions_status_check
     check (status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'PAID', 'EXPIRED'))`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const extensionCancelled = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
