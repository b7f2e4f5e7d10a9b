import { type Kysely, sql } from 'kysely';

// 'Prorrogar estadia': a RENTED stay asks for a later check-out. The added nights are held at once by
// the extension itself (a third kind of holder of night_holds, under the same exclusion constraint,
// decision 0006) until it is paid — then the rental's own hold grows to the new check-out in the same
// transaction — or until it expires. The addendum's signature is evidence, append-only like the
// contract's. A payment may pay an extension's difference (`extension_id`): the billing rule then holds
// for the extension's charges against its difference. Frozen once released, like every migration.

const up = [
  `create table rental_extensions (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     user_id uuid not null references users (id),
     apartment_id uuid not null references apartments (id),
     status text not null check (status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'PAID', 'EXPIRED')),
     previous_end_date date not null,
     end_date date not null,
     previous_value_cents integer not null check (previous_value_cents >= 0),
     rental_value_cents integer not null check (rental_value_cents >= previous_value_cents),
     difference_cents integer not null check (difference_cents = rental_value_cents - previous_value_cents),
     price_lines jsonb not null check (jsonb_typeof(price_lines) = 'array'),
     created_at timestamptz not null,
     hold_expires_at timestamptz not null,
     signed_at timestamptz,
     paid_at timestamptz,
     expired_at timestamptz,
     updated_at timestamptz not null default now(),
     constraint rental_extensions_end_after check (end_date > previous_end_date)
   )`,
  'create index rental_extensions_rental_idx on rental_extensions (rental_id, created_at desc)',
  // Only one open extension per rental at a time.
  `create unique index rental_extensions_one_open on rental_extensions (rental_id)
     where status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT')`,

  // The extension becomes a holder of nights: exactly one holder per row, as before.
  'alter table night_holds add column extension_id uuid unique references rental_extensions (id) on delete cascade',
  'alter table night_holds drop constraint night_holds_one_holder',
  `alter table night_holds add constraint night_holds_one_holder
     check (num_nonnulls(rental_id, block_id, extension_id) = 1)`,
  `create function night_holds_follow_extension() returns trigger language plpgsql as $$
   begin
     if new.status in ('WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT') then
       insert into night_holds (apartment_id, nights, extension_id)
         values (new.apartment_id, daterange(new.previous_end_date, new.end_date, '[)'), new.id)
         on conflict (extension_id) do update set nights = excluded.nights;
     else
       delete from night_holds where extension_id = new.id;
     end if;
     return null;
   end
   $$`,
  `create trigger rental_extensions_night_holds
     after insert or update of status on rental_extensions
     for each row execute function night_holds_follow_extension()`,

  // The addendum's simple electronic signature, as the contract's (contract_signatures).
  `create table extension_signatures (
     extension_id uuid primary key references rental_extensions (id),
     user_id uuid not null references users (id),
     email text not null,
     signed_at timestamptz not null,
     ip text not null check (char_length(ip) <= 64),
     user_agent text check (char_length(user_agent) <= 512),
     addendum_sha256 text not null check (addendum_sha256 ~ '^[0-9a-f]{64}$'),
     signed_pdf bytea not null,
     signed_pdf_sha256 text not null check (signed_pdf_sha256 ~ '^[0-9a-f]{64}$')
   )`,
  `create function extension_signatures_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'extension_signatures is append-only' using errcode = '42501';
   end $$`,
  `create trigger extension_signatures_no_change before update or delete on extension_signatures
     for each row execute function extension_signatures_append_only()`,

  // The charge of an extension's difference; the rental's own charges have none.
  'alter table payments add column extension_id uuid references rental_extensions (id)',
  'create index payments_extension_idx on payments (extension_id) where extension_id is not null',
  // One live or paid charge per part of what is billed, in each scope: the rental's own, each extension's.
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where extension_id is null and status in ('SCHEDULED', 'PENDING', 'PAID')`,
  `create unique index payments_one_live_extension_charge on payments (extension_id, installment)
     where extension_id is not null and status in ('SCHEDULED', 'PENDING', 'PAID')`,
];

const down = [
  'drop index payments_one_live_extension_charge',
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where status in ('SCHEDULED', 'PENDING', 'PAID')`,
  'drop index payments_extension_idx',
  'alter table payments drop column extension_id',
  'drop trigger extension_signatures_no_change on extension_signatures',
  'drop function extension_signatures_append_only()',
  'drop table extension_signatures',
  'drop trigger rental_extensions_night_holds on rental_extensions',
  'drop function night_holds_follow_extension()',
  'delete from night_holds where extension_id is not null',
  'alter table night_holds drop constraint night_holds_one_holder',
  'alter table night_holds add constraint night_holds_one_holder check (num_nonnulls(rental_id, block_id) = 1)',
  'alter table night_holds drop column extension_id',
  'drop table rental_extensions',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const stayExtensions = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
