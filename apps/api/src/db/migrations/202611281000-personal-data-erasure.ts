import { type Kysely, sql } from 'kysely';

// A customer's account deletion (LGPD art. 18, VI): the user row stays, anonymised, because contracts,
// payments and signatures point at it; `deleted_at` says so. What the law makes us keep is listed in
// data_retention with its legal basis and the day it may go (decision 0018). Frozen once released,
// like every migration.

const up = [
  'alter table users add column deleted_at timestamptz',
  `create table data_retention (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id),
     subject text not null check (subject in ('CONTRACT', 'PAYMENTS', 'ACCESS_LOGS')),
     reference text not null check (char_length(reference) between 1 and 120),
     legal_basis text not null check (char_length(legal_basis) between 10 and 1000),
     keep_until date not null,
     created_at timestamptz not null,
     unique (user_id, subject, reference)
   )`,
  'create index data_retention_keep_until_idx on data_retention (keep_until)',
];

const down = ['drop table data_retention', 'alter table users drop column deleted_at'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const personalDataErasure = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
