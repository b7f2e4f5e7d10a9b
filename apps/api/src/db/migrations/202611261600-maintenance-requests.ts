import { type Kysely, sql } from 'kysely';

// Repair requests ('solicitações') of a stay: opened by the customer during the stay, worked by staff on
// the back-office board. Every status or assignee change is a history row; comments (customer's or
// staff's) carry photos. Frozen once released, like every migration.

const up = [
  `create table maintenance_requests (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     category text not null check (category in
       ('ELECTRICAL', 'PLUMBING', 'APPLIANCE', 'INTERNET', 'CLEANING', 'KEYS_ACCESS', 'OTHER')),
     description text not null check (char_length(description) between 1 and 2000),
     urgency text not null check (urgency in ('EMERGENCY', 'URGENT', 'NORMAL')),
     status text not null default 'OPEN'
       check (status in ('OPEN', 'IN_PROGRESS', 'WAITING_RESIDENT', 'RESOLVED')),
     photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array'),
     assignee_id uuid references users (id),
     created_at timestamptz not null,
     due_at timestamptz not null,
     resolved_at timestamptz,
     confirmed_at timestamptz,
     constraint maintenance_resolved_when_resolved check ((status = 'RESOLVED') = (resolved_at is not null)),
     constraint maintenance_confirmed_only_resolved check (confirmed_at is null or status = 'RESOLVED')
   )`,
  'create index maintenance_requests_rental on maintenance_requests (rental_id, created_at)',
  'create index maintenance_requests_board on maintenance_requests (status, due_at)',
  // seq orders entries written at the same instant (a clock that did not move between two changes).
  `create table maintenance_request_history (
     id uuid primary key default gen_random_uuid(),
     seq bigint generated always as identity,
     request_id uuid not null references maintenance_requests (id) on delete cascade,
     at timestamptz not null,
     status text not null check (status in ('OPEN', 'IN_PROGRESS', 'WAITING_RESIDENT', 'RESOLVED')),
     assignee_id uuid references users (id),
     actor_id uuid references users (id)
   )`,
  'create index maintenance_request_history_request on maintenance_request_history (request_id, at)',
  `create table maintenance_request_comments (
     id uuid primary key default gen_random_uuid(),
     seq bigint generated always as identity,
     request_id uuid not null references maintenance_requests (id) on delete cascade,
     author_id uuid not null references users (id),
     author_role text not null check (author_role in ('CUSTOMER', 'STAFF')),
     text text not null check (char_length(text) between 1 and 2000),
     photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array'),
     created_at timestamptz not null
   )`,
  'create index maintenance_request_comments_request on maintenance_request_comments (request_id, created_at)',
];

const down = [
  'drop table maintenance_request_comments',
  'drop table maintenance_request_history',
  'drop table maintenance_requests',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const maintenanceRequests = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
