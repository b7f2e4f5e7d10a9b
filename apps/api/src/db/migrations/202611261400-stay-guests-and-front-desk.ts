import { type Kysely, sql } from 'kysely';

// The stay at the building: who stays (rental_occupants, listed in rentals.occupants_ids in the order the
// customer gave), the arrival the customer announces, the front desk's check-in and check-out, and the
// once-only reminder about missing guests. Adds the FRONT_DESK role ('Recepção') to invitations. Frozen
// once released, like every migration.

const up = [
  `create table rental_occupants (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     position integer not null check (position >= 0),
     name text not null check (char_length(name) between 2 and 120),
     birthdate date not null,
     document_type text not null check (document_type in ('CPF', 'RG', 'PASSPORT')),
     document_number text not null check (document_number ~ '^[0-9A-Z]{5,14}$'),
     phone text check (phone ~ '^[0-9]{10,11}$'),
     is_customer boolean not null default false,
     created_at timestamptz not null,
     unique (rental_id, position),
     unique (rental_id, document_type, document_number)
   )`,
  // At most one person of a stay is the customer who booked it.
  'create unique index rental_occupants_one_customer on rental_occupants (rental_id) where is_customer',

  `alter table rentals
     add column expected_arrival_time text check (expected_arrival_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
     add column vehicle_plates jsonb not null default '[]'::jsonb,
     add column checked_in_at timestamptz,
     add column checked_out_at timestamptz,
     add column occupants_reminder_sent_at timestamptz,
     add constraint rentals_check_out_after_check_in
       check (checked_out_at is null or (checked_in_at is not null and checked_out_at >= checked_in_at))`,
  // The front desk's day: stays of a project by their first and last day.
  "create index rentals_front_desk_idx on rentals (project_id, start_date, end_date) where status in ('RENTED', 'FINISHED')",

  `alter table staff_invitations drop constraint staff_invitations_role_check,
     add constraint staff_invitations_role_check check (role in ('ADMIN', 'BOOKINGS', 'FINANCE', 'FRONT_DESK'))`,
];

const down = [
  `alter table staff_invitations drop constraint staff_invitations_role_check,
     add constraint staff_invitations_role_check check (role in ('ADMIN', 'BOOKINGS', 'FINANCE'))`,
  'drop index rentals_front_desk_idx',
  `alter table rentals
     drop constraint rentals_check_out_after_check_in,
     drop column occupants_reminder_sent_at,
     drop column checked_out_at,
     drop column checked_in_at,
     drop column vehicle_plates,
     drop column expected_arrival_time`,
  'drop table rental_occupants',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const stayGuestsAndFrontDesk = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
