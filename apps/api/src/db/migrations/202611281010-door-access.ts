import { type Kysely, sql } from 'kysely';

// The door code as a credential (decision 0019): each code the guest was given is a grant of its own,
// with its window (check-in 14:00 to check-out 12:00, Brasília), when and why it stopped, and whether the
// building's lock has its latest version. One active grant per rental at most. The codes of stays
// rented before this migration become their first grants (the periodic round sends them to the lock),
// and the rental's own column goes: the grant is the one place a code lives.
// `sandbox_lock_codes` is the built-in lock provider's memory: what a real lock would hold.

const up = [
  `create table door_access_grants (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     apartment_id uuid not null references apartments (id),
     code text not null check (code ~ '^[0-9]{4,12}$'),
     valid_from timestamptz not null,
     valid_until timestamptz not null,
     granted_at timestamptz not null,
     revoked_at timestamptz,
     revoke_reason text check (revoke_reason in
       ('ROTATED', 'CANCELLED', 'DEFAULTER', 'CHECKED_OUT', 'FINISHED', 'STAY_CHANGED')),
     version integer not null default 1 check (version >= 1),
     lock_synced_version integer not null default 0 check (lock_synced_version >= 0),
     lock_synced_at timestamptz,
     lock_sync_error text check (char_length(lock_sync_error) <= 500),
     constraint door_access_grants_window check (valid_from < valid_until),
     constraint door_access_grants_revocation check ((revoked_at is null) = (revoke_reason is null))
   )`,
  'create unique index door_access_grants_active_idx on door_access_grants (rental_id) where revoked_at is null',
  'create index door_access_grants_rental_idx on door_access_grants (rental_id, granted_at)',
  'create index door_access_grants_unsynced_idx on door_access_grants (id) where lock_synced_version < version',
  `create table sandbox_lock_codes (
     grant_id uuid primary key,
     apartment_id uuid not null,
     code text not null,
     valid_from timestamptz not null,
     valid_until timestamptz not null,
     revoked_at timestamptz,
     version integer not null,
     writes integer not null default 1,
     updated_at timestamptz not null
   )`,
  `insert into door_access_grants (rental_id, apartment_id, code, valid_from, valid_until, granted_at)
   select id, apartment_id, access_code,
          (start_date + time '14:00') at time zone 'America/Sao_Paulo',
          (end_date + time '12:00') at time zone 'America/Sao_Paulo',
          coalesce(paid_at, now())
     from rentals
    where status = 'RENTED' and checked_out_at is null and access_code ~ '^[0-9]{4,12}$'`,
  'alter table rentals drop column access_code',
];

const down = [
  'alter table rentals add column access_code text check (char_length(access_code) between 1 and 64)',
  `update rentals set access_code = grants.code
     from door_access_grants grants
    where grants.rental_id = rentals.id and grants.revoked_at is null`,
  'drop table sandbox_lock_codes',
  'drop table door_access_grants',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const doorAccess = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
