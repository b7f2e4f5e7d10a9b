import { type Kysely, sql } from 'kysely';

// The fiador (api.md 'Guarantees and the law of the lease'; decision 0024): who the customer names, the
// invitation (its token kept only as a SHA-256 hash), the account that answered it and the answers staff
// review. Where the fiança stands (PENDING, ACTIVE, REFUSED with its reason) is the rental's guarantee row.
// Frozen once released, like every migration.

const up = [
  `create table rental_guarantors (
     rental_id uuid primary key references rentals (id),
     name text not null check (char_length(name) between 1 and 200),
     email text not null check (email = lower(email) and char_length(email) between 3 and 254),
     cpf text not null check (cpf ~ '^[0-9]{11}$'),
     token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
     invited_at timestamptz not null,
     user_id uuid references users (id),
     answers jsonb,
     documents jsonb not null default '[]',
     accepted_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint rental_guarantors_answered check ((accepted_at is null) = (user_id is null))
   )`,
  'create index rental_guarantors_user_idx on rental_guarantors (user_id) where user_id is not null',
];

const down = ['drop table rental_guarantors'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const guarantors = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
