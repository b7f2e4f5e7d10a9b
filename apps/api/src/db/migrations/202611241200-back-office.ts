import { type Kysely, sql } from 'kysely';

// The provider's back-office: blocks of an apartment's nights, which hold nights exactly like active
// rentals (one table of held nights carries the one exclusion constraint, see decision 0006), the
// audit log of staff actions, staff invitations and the amount of a recorded refund. Frozen once
// released, like every migration.

const up = [
  // Nights the provider takes out of sale (maintenance, the owner's use), with the reason.
  `create table apartment_blocks (
     id uuid primary key default gen_random_uuid(),
     apartment_id uuid not null references apartments (id),
     start_date date not null,
     end_date date not null,
     reason text not null check (char_length(reason) between 3 and 200),
     created_by uuid references users (id),
     created_at timestamptz not null default now(),
     constraint apartment_blocks_end_after_start check (end_date > start_date)
   )`,
  'create index apartment_blocks_apartment_idx on apartment_blocks (apartment_id, start_date)',

  // Every night held, by whom: a rental that holds nights or a block, exactly one of them. The
  // exclusion constraint is the one rule against double booking, for rentals and blocks alike; '[)'
  // lets a check-out day be the next check-in day. Triggers keep the rows in step with their holders.
  `create table night_holds (
     id bigint generated always as identity primary key,
     apartment_id uuid not null references apartments (id),
     nights daterange not null check (not isempty(nights) and lower_inc(nights) and not upper_inc(nights)),
     rental_id uuid unique references rentals (id) on delete cascade,
     block_id uuid unique references apartment_blocks (id) on delete cascade,
     constraint night_holds_one_holder check (num_nonnulls(rental_id, block_id) = 1),
     constraint night_holds_no_shared_nights exclude using gist (apartment_id with =, nights with &&)
   )`,

  // A rental holds its nights from submission until it is cancelled (drafts and cancellations hold
  // none): the same statuses as the constraint this replaces. A write that leaves the holding part of
  // the row as it was (an approval, a payment) touches nothing here.
  `create function night_holds_follow_rental() returns trigger language plpgsql as $$
   begin
     if new.status in ('UNFINISHED', 'CANCELLED') then
       if tg_op = 'UPDATE' and old.status not in ('UNFINISHED', 'CANCELLED') then
         delete from night_holds where rental_id = new.id;
       end if;
       return null;
     end if;
     if tg_op = 'UPDATE' and old.status not in ('UNFINISHED', 'CANCELLED')
        and old.apartment_id = new.apartment_id
        and old.start_date = new.start_date
        and old.end_date = new.end_date then
       return null;
     end if;
     insert into night_holds (apartment_id, nights, rental_id)
       values (new.apartment_id, daterange(new.start_date, new.end_date, '[)'), new.id)
       on conflict (rental_id) do update set apartment_id = excluded.apartment_id, nights = excluded.nights;
     return null;
   end
   $$`,
  `create trigger rentals_night_holds
     after insert or update of status, apartment_id, start_date, end_date on rentals
     for each row execute function night_holds_follow_rental()`,

  // A block holds its nights for as long as it exists (deleting it deletes its row, by the cascade).
  `create function night_holds_follow_block() returns trigger language plpgsql as $$
   begin
     insert into night_holds (apartment_id, nights, block_id)
       values (new.apartment_id, daterange(new.start_date, new.end_date, '[)'), new.id)
       on conflict (block_id) do update set apartment_id = excluded.apartment_id, nights = excluded.nights;
     return null;
   end
   $$`,
  `create trigger apartment_blocks_night_holds
     after insert or update of apartment_id, start_date, end_date on apartment_blocks
     for each row execute function night_holds_follow_block()`,

  // The nights rentals hold today, then the old constraint, which the new one covers.
  `insert into night_holds (apartment_id, nights, rental_id)
     select apartment_id, daterange(start_date, end_date, '[)'), id
     from rentals
     where status not in ('UNFINISHED', 'CANCELLED')`,
  'alter table rentals drop constraint rentals_no_shared_nights',

  // The back-office's lists: every rental newest first, and the stays reports count.
  'create index rentals_created_idx on rentals (created_at desc, id desc)',
  `create index rentals_sold_idx on rentals (project_id, start_date)
     where status in ('RENTED', 'FINISHED', 'DEFAULTER')`,

  // Who did what, to what, when and from where: written in the transaction of the action itself, and
  // never changed or removed afterwards.
  `create table audit_log (
     id uuid primary key default gen_random_uuid(),
     at timestamptz not null default now(),
     actor_id uuid references users (id),
     actor_email text not null check (char_length(actor_email) <= 254),
     action text not null check (action ~ '^[a-z_]+\\.[a-z_]+$'),
     target text not null check (char_length(target) between 1 and 120),
     ip text check (char_length(ip) <= 64),
     details jsonb not null default '{}' check (jsonb_typeof(details) = 'object')
   )`,
  'create index audit_log_at_idx on audit_log (at desc, id desc)',
  'create index audit_log_actor_idx on audit_log (actor_id, at desc)',
  'create index audit_log_target_idx on audit_log (target, at)',
  `create function audit_log_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'audit_log is append-only' using errcode = '42501';
   end
   $$`,
  `create trigger audit_log_no_change before update or delete on audit_log
     for each row execute function audit_log_append_only()`,
  `create trigger audit_log_no_truncate before truncate on audit_log
     for each statement execute function audit_log_append_only()`,

  // An invitation to the staff: only the code's SHA-256 is kept (the code is 256 random bits, sent
  // once in a link), single-use, with an expiry.
  `create table staff_invitations (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id),
     code_hash text not null unique check (code_hash ~ '^[0-9a-f]{64}$'),
     role text not null check (role in ('ADMIN', 'BOOKINGS', 'FINANCE')),
     invited_by uuid references users (id),
     created_at timestamptz not null,
     expires_at timestamptz not null,
     accepted_at timestamptz,
     closed_at timestamptz,
     constraint staff_invitations_expiry check (expires_at > created_at)
   )`,
  'create index staff_invitations_user_idx on staff_invitations (user_id, created_at desc)',

  // How much of a PAID payment a recorded refund gave back (all of it unless said otherwise).
  'alter table payments add column refunded_cents integer check (refunded_cents > 0)',
];

const down = [
  'alter table payments drop column refunded_cents',
  'drop table staff_invitations',
  'drop table audit_log',
  'drop function audit_log_append_only()',
  'drop index rentals_sold_idx',
  'drop index rentals_created_idx',
  `alter table rentals add constraint rentals_no_shared_nights exclude using gist (
     apartment_id with =,
     daterange(start_date, end_date, '[)') with &&
   ) where (status not in ('UNFINISHED', 'CANCELLED'))`,
  'drop trigger apartment_blocks_night_holds on apartment_blocks',
  'drop trigger rentals_night_holds on rentals',
  'drop table night_holds',
  'drop function night_holds_follow_block()',
  'drop function night_holds_follow_rental()',
  'drop table apartment_blocks',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const backOffice = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
