import { type Kysely, sql } from 'kysely';

// Sessions, password reset codes, uploads, the e-mail outbox, shared rate-limit counters and the
// contact forms. Frozen once released, like every migration.

const up = [
  `create table sessions (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     -- SHA-256 of the bearer token, never the token itself
     token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
     created_at timestamptz not null,
     expires_at timestamptz not null,
     revoked_at timestamptz,
     ip text check (char_length(ip) <= 64),
     user_agent text check (char_length(user_agent) <= 512),
     constraint sessions_expire_after_creation check (expires_at > created_at)
   )`,
  'create index sessions_user_idx on sessions (user_id)',

  `create table password_reset_codes (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id) on delete cascade,
     -- first characters of the code, in clear: finds the row so wrong guesses count against it
     selector text not null check (selector ~ '^[A-Z2-9]{3}$'),
     code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
     created_at timestamptz not null,
     expires_at timestamptz not null,
     failed_attempts integer not null default 0 check (failed_attempts >= 0),
     closed_at timestamptz,
     closed_reason text check (closed_reason in ('USED', 'BURNT', 'REPLACED', 'EXPIRED')),
     constraint password_reset_codes_closed_with_reason check ((closed_at is null) = (closed_reason is null)),
     constraint password_reset_codes_expire_after_creation check (expires_at > created_at)
   )`,
  // Two open codes never share a selector, so a selector names at most one code that can still work.
  'create unique index password_reset_codes_open_selector_key on password_reset_codes (selector) where closed_at is null',
  'create index password_reset_codes_user_idx on password_reset_codes (user_id)',

  `create table uploads (
     id uuid primary key default gen_random_uuid(),
     file_name text not null unique check (file_name ~ '^[0-9a-f]{32}\\.(pdf|jpg|png)$'),
     owner_id uuid not null references users (id) on delete cascade,
     media_type text not null check (media_type in ('application/pdf', 'image/jpeg', 'image/png')),
     size_bytes integer not null check (size_bytes > 0),
     sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
     original_name text check (char_length(original_name) <= 255),
     created_at timestamptz not null default now(),
     unique (file_name, owner_id)
   )`,
  'create index uploads_owner_idx on uploads (owner_id, created_at desc)',
  // A document a profile names must be a file that same user uploaded.
  `alter table users
     add constraint users_cpf_file_fkey foreign key (cpf_file_name, id) references uploads (file_name, owner_id),
     add constraint users_rg_file_fkey foreign key (rg_file_name, id) references uploads (file_name, owner_id)`,

  `create table outbox (
     id uuid primary key default gen_random_uuid(),
     from_address text not null,
     to_address text not null,
     reply_to text,
     subject text not null,
     text_body text not null,
     html_body text,
     transport text not null check (transport in ('smtp', 'log')),
     created_at timestamptz not null,
     sent_at timestamptz,
     failed_at timestamptz,
     last_error text
   )`,
  'create index outbox_created_idx on outbox (created_at desc)',

  `create table rate_limit_hits (
     key text primary key check (char_length(key) <= 128),
     count integer not null check (count > 0),
     reset_at timestamptz not null
   )`,
  'create index rate_limit_hits_reset_idx on rate_limit_hits (reset_at)',

  `create table contact_messages (
     id uuid primary key default gen_random_uuid(),
     name text not null,
     email text not null,
     phone text,
     subject text not null,
     message text not null,
     ip text check (char_length(ip) <= 64),
     created_at timestamptz not null default now()
   )`,

  `create table corporate_requests (
     id uuid primary key default gen_random_uuid(),
     company_name text not null,
     cnpj text not null check (cnpj ~ '^[0-9]{14}$'),
     contact_name text not null,
     email text not null,
     phone text not null,
     guests integer not null check (guests between 1 and 500),
     start_date date not null,
     end_date date not null,
     message text,
     ip text check (char_length(ip) <= 64),
     created_at timestamptz not null default now(),
     constraint corporate_requests_end_after_start check (end_date > start_date)
   )`,
];

const down = [
  'drop table corporate_requests',
  'drop table contact_messages',
  'drop table rate_limit_hits',
  'drop table outbox',
  'alter table users drop constraint users_rg_file_fkey, drop constraint users_cpf_file_fkey',
  'drop table uploads',
  'drop table password_reset_codes',
  'drop table sessions',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const accountsSchema = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
