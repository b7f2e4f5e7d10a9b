import { type Kysely, sql } from 'kysely';

// 'Antecipar saída': a stay shortened by its customer, once, with what the rule of
// packages/domain/src/stay/early-departure.ts decided (the fee, the refund, the sentence applied), the
// reason and the employer's transfer letter when one was sent. The rental's own row carries the new
// check-out (end_date: night_holds follows it) and the new value. Frozen once released, like every migration.

const up = [
  `create table early_departures (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null unique references rentals (id),
     user_id uuid not null references users (id),
     previous_end_date date not null,
     new_end_date date not null,
     previous_value_cents integer not null check (previous_value_cents >= 0),
     new_value_cents integer not null check (new_value_cents >= 0),
     nights_released integer not null check (nights_released > 0),
     fee_cents integer not null check (fee_cents >= 0),
     refund_cents integer not null check (refund_cents >= 0),
     rule text not null check (char_length(rule) between 1 and 1000),
     reason text not null check (char_length(reason) between 3 and 500),
     transfer_letter text check (char_length(transfer_letter) <= 255),
     requested_at timestamptz not null,
     constraint early_departures_shorter check (new_end_date < previous_end_date),
     constraint early_departures_cheaper check (new_value_cents <= previous_value_cents)
   )`,
];

const down = ['drop table early_departures'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const earlyDepartures = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
