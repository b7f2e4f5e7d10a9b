import { type Kysely, sql } from 'kysely';

// A migration is frozen once released: it spells out its SQL instead of importing constants that may
// change later. PGlite runs one statement per query, hence the list.

const up = [
  // gist indexes over uuid equality (the overlap constraint below) come from btree_gist.
  'create extension if not exists btree_gist',

  `create function set_updated_at() returns trigger language plpgsql as $$
   begin
     new.updated_at := now();
     return new;
   end
   $$`,

  `create table projects (
     id uuid primary key default gen_random_uuid(),
     slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
     name text not null,
     description text not null,
     address text not null,
     neighborhood text not null,
     city text not null,
     state_initials char(2) not null,
     lat double precision not null check (lat between -90 and 90),
     lng double precision not null check (lng between -180 and 180),
     photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array'),
     amenities jsonb not null default '[]' check (jsonb_typeof(amenities) = 'array'),
     common_spot_daily_cents integer not null check (common_spot_daily_cents >= 0),
     covered_spot_daily_cents integer not null check (covered_spot_daily_cents >= 0),
     created_at timestamptz not null default now()
   )`,

  `create table modalities (
     id uuid primary key default gen_random_uuid(),
     project_id uuid not null references projects (id) on delete cascade,
     name text not null,
     description text not null,
     bedrooms integer not null check (bedrooms >= 0),
     area_m2 numeric(7, 2) not null check (area_m2 > 0),
     max_occupants integer not null check (max_occupants >= 1),
     price_short_period numeric(10, 2) not null check (price_short_period >= 0),
     price_long_period numeric(10, 2) not null check (price_long_period >= 0),
     dynamic_prices jsonb check (dynamic_prices is null or jsonb_typeof(dynamic_prices) = 'object'),
     photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array'),
     created_at timestamptz not null default now(),
     unique (project_id, name),
     -- lets apartments and rentals require that a modality belongs to their project
     unique (id, project_id)
   )`,

  `create table apartments (
     id uuid primary key default gen_random_uuid(),
     project_id uuid not null references projects (id) on delete cascade,
     modality_id uuid not null,
     block text not null,
     floor integer not null,
     number text not null,
     created_at timestamptz not null default now(),
     unique (project_id, block, number),
     unique (id, modality_id, project_id),
     foreign key (modality_id, project_id) references modalities (id, project_id)
   )`,
  'create index apartments_modality_idx on apartments (modality_id, project_id)',

  `create table users (
     id uuid primary key default gen_random_uuid(),
     email text not null check (email = btrim(email) and email like '%_@_%'),
     password_hash text not null,
     name text not null,
     phone text,
     birthdate date,
     hometown text,
     hometown_state char(2),
     profession text,
     rg text,
     rg_issuer text,
     rg_issuer_state char(2),
     cpf_or_cnpj text,
     fathers_full_name text,
     mothers_full_name text,
     cpf_file_name text,
     rg_file_name text,
     address_street text,
     address_number text,
     address_complement text,
     address_post_code text,
     address_neighborhood text,
     address_city_name text,
     address_state_initials char(2),
     permissions jsonb not null default '[]' check (jsonb_typeof(permissions) = 'array'),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  'create unique index users_email_key on users (lower(email))',
  'create trigger users_set_updated_at before update on users for each row execute function set_updated_at()',

  `create table rentals (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id),
     apartment_id uuid not null,
     modality_id uuid not null,
     project_id uuid not null references projects (id),
     start_date date not null,
     end_date date not null,
     status text not null default 'UNFINISHED' check (status in (
       'UNFINISHED', 'WAITING_APPROVAL', 'WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT',
       'RENTED', 'DEFAULTER', 'FINISHED', 'CANCELLED'
     )),
     common_car_spots integer not null default 0 check (common_car_spots >= 0),
     covered_car_spots integer not null default 0 check (covered_car_spots >= 0),
     payment_type text check (payment_type in ('CREDIT_CARD', 'BANK_SLIP_MONTHLY', 'PIX', 'BANK_SLIP')),
     rent_guarantee_type text check (rent_guarantee_type in ('CREDPAGO', 'SECURITY_DEPOSIT', 'GUARANTOR')),
     occupants_ids jsonb not null default '[]' check (jsonb_typeof(occupants_ids) = 'array'),
     rental_value_cents integer not null default 0 check (rental_value_cents >= 0),
     price_lines jsonb not null default '[]' check (jsonb_typeof(price_lines) = 'array'),
     cancellation_reason text check (cancellation_reason in (
       'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE', 'MISTOOK_RESERVATION', 'APPROVAL_WAIT_TIME_TOO_LONG', 'OTHER'
     )),
     cancellation_details text,
     cancelled_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint rentals_end_after_start check (end_date > start_date),
     constraint rentals_apartment_fkey foreign key (apartment_id, modality_id, project_id)
       references apartments (id, modality_id, project_id),
     -- Two rentals that hold nights never share one; '[)' lets a check-out day be the next check-in day.
     -- Drafts (UNFINISHED) and cancellations hold no nights.
     constraint rentals_no_shared_nights exclude using gist (
       apartment_id with =,
       daterange(start_date, end_date, '[)') with &&
     ) where (status not in ('UNFINISHED', 'CANCELLED'))
   )`,
  'create index rentals_user_idx on rentals (user_id, created_at desc)',
  'create index rentals_apartment_idx on rentals (apartment_id, start_date)',
  'create trigger rentals_set_updated_at before update on rentals for each row execute function set_updated_at()',

  `create table seed_runs (
     name text primary key,
     ran_at timestamptz not null default now()
   )`,
];

const down = [
  'drop table seed_runs',
  'drop table rentals',
  'drop table users',
  'drop table apartments',
  'drop table modalities',
  'drop table projects',
  'drop function set_updated_at()',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const initialSchema = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
