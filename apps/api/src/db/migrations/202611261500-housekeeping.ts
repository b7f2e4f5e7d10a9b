import { type Kysely, sql } from 'kysely';

// Housekeeping ('Governança'): the state each apartment is in between guests, and the cleaning tasks a
// check-out leaves behind. An apartment without a row is clean (every apartment before this migration,
// and every apartment the catalogue adds later). 'OUT_OF_ORDER' holds its nights through a block of
// apartment_blocks, so the one exclusion constraint of night_holds (decision 0006) keeps it from being
// sold and from being put out of order over a sold night. Frozen once released, like every migration.

const up = [
  `create table housekeeping_states (
     apartment_id uuid primary key references apartments (id),
     state text not null check (state in ('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER')),
     reason text check (char_length(reason) between 3 and 200),
     block_id uuid references apartment_blocks (id) on delete set null,
     updated_at timestamptz not null,
     updated_by uuid references users (id),
     constraint housekeeping_states_out_of_order_reason check ((state = 'OUT_OF_ORDER') = (reason is not null))
   )`,

  // One task per check-out (rental_id unique), so a repeated check-out never leaves two; done when the
  // apartment is next cleaned.
  `create table cleaning_tasks (
     id uuid primary key default gen_random_uuid(),
     apartment_id uuid not null references apartments (id),
     rental_id uuid unique references rentals (id),
     created_at timestamptz not null,
     completed_at timestamptz,
     completed_by uuid references users (id),
     constraint cleaning_tasks_completed_after_created check (completed_at is null or completed_at >= created_at)
   )`,
  'create index cleaning_tasks_open_idx on cleaning_tasks (apartment_id, created_at) where completed_at is null',
];

const down = ['drop table cleaning_tasks', 'drop table housekeeping_states'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const housekeeping = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
