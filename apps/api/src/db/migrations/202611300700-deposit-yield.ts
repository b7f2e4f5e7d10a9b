import { type Kysely, sql } from 'kysely';

// The caução's poupança yield (art. 38 § 2; decision 0024): the official monthly rates (fetched from Banco
// Central or entered by staff), each month's yield credited to a caução held, and the yield paid out beyond
// what the provider can give back (a refund is capped at the payment it returns): a transfer staff make and
// record. The yield is an expense of ours (4.1.1) owed to the customer (2.1.2), never rent.
// Frozen once released, like every migration.

const up = [
  `create table savings_rates (
     month date primary key check (extract(day from month) = 1),
     rate_per_million integer not null check (rate_per_million between 0 and 20000),
     source text not null check (source in ('BCB', 'STAFF')),
     updated_by text,
     updated_at timestamptz not null default now()
   )`,
  `create table deposit_yields (
     rental_id uuid not null references rentals (id),
     period integer not null check (period >= 1),
     payment_id uuid not null references payments (id),
     starts_on date not null,
     ends_on date not null check (ends_on > starts_on),
     base_cents integer not null check (base_cents > 0),
     rate_per_million integer not null check (rate_per_million >= 0),
     yield_cents integer not null check (yield_cents >= 0),
     credited_at timestamptz not null,
     primary key (rental_id, period)
   )`,
  // A yield paid by a transfer staff make: never asked of the provider, never the payment's own money.
  'alter table payment_refunds add column by_transfer boolean not null default false',
  `alter table payment_refunds add constraint payment_refunds_transfer_not_payment
     check (not by_transfer or not settles_payment)`,
  // A transfer is settled by staff without the provider having refused anything first.
  'alter table payment_refunds drop constraint payment_refunds_refused_has_date',
  `alter table payment_refunds add constraint payment_refunds_refused_has_date
     check (not (status = 'REFUSED' or (status = 'SETTLED' and not by_transfer)) or refused_at is not null)`,
  `insert into ledger_accounts (code, name, type, position) values
     ('4.1.1', 'Rendimento de poupança das cauções', 'EXPENSE', 10)`,
];

const down = [
  'drop table deposit_yields',
  'drop table savings_rates',
  'alter table payment_refunds drop constraint payment_refunds_refused_has_date',
  `alter table payment_refunds add constraint payment_refunds_refused_has_date
     check (status not in ('REFUSED', 'SETTLED') or refused_at is not null)`,
  'alter table payment_refunds drop column by_transfer',
  // The chart of accounts is append-only (decision 0020): 4.1.1 stays, unused.
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const depositYield = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
