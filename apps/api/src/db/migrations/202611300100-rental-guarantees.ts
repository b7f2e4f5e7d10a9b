import { type Kysely, sql } from 'kysely';

// A rental's guarantee is real (api.md 'Guarantees and the law of the lease'): one row per rental, the one
// guarantee it has (Lei 8.245/1991, art. 37), with the guarantee provider's analysis and the value it was for. A post-paid month of a
// lease (billed after it is lived) is not issued before `bill_from`, the day after its last night.
// Frozen once released, like every migration.

const up = [
  `create table rental_guarantees (
     rental_id uuid primary key references rentals (id),
     type text not null check (type in ('CREDPAGO', 'SECURITY_DEPOSIT', 'GUARANTOR')),
     status text not null default 'PENDING' check (status in ('PENDING', 'ACTIVE', 'REFUSED', 'RELEASED')),
     provider text,
     provider_reference text,
     provider_fee_cents integer check (provider_fee_cents >= 0),
     refusal_reason text,
     analysed_at timestamptz,
     -- The rental's value the analysis was for: a draft re-priced since needs a new one.
     analysed_value_cents integer,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  'alter table payments add column bill_from date',
];

const down = ['alter table payments drop column bill_from', 'drop table rental_guarantees'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const rentalGuarantees = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
