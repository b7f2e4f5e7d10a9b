import { type Kysely, sql } from 'kysely';

// The signed contract, the payments of a rental and what makes them safe to retry: idempotency keys
// on every creation, the provider's event ids, and the e-mail outbox's retry schedule. Frozen once
// released, like every migration.

const up = [
  // A simple electronic signature (Lei 14.063/2020): who, when, from where, and the hash of the very
  // PDF they accepted. The signed copy (that PDF plus its evidence page) is kept as bytes and never
  // rewritten, so it can be downloaded again byte for byte.
  `create table contract_signatures (
     rental_id uuid primary key references rentals (id),
     user_id uuid not null references users (id),
     email text not null,
     signed_at timestamptz not null,
     ip text not null check (char_length(ip) <= 64),
     user_agent text check (char_length(user_agent) <= 512),
     contract_sha256 text not null check (contract_sha256 ~ '^[0-9a-f]{64}$'),
     signed_pdf bytea not null,
     signed_pdf_sha256 text not null check (signed_pdf_sha256 ~ '^[0-9a-f]{64}$')
   )`,

  // One row per Idempotency-Key of a customer: the hash of the body it came with and the payment it
  // made. A second request with the key finds this row (the unique key makes a concurrent one wait for
  // the first to commit) instead of charging again.
  `create table payment_requests (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users (id),
     rental_id uuid not null references rentals (id),
     idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
     request_sha256 text not null check (request_sha256 ~ '^[0-9a-f]{64}$'),
     created_at timestamptz not null,
     constraint payment_requests_key_unique unique (user_id, idempotency_key)
   )`,

  `create table payments (
     id uuid primary key default gen_random_uuid(),
     rental_id uuid not null references rentals (id),
     user_id uuid not null references users (id),
     request_id uuid not null references payment_requests (id),
     payment_type text not null check (payment_type in ('CREDIT_CARD', 'BANK_SLIP_MONTHLY', 'PIX', 'BANK_SLIP')),
     status text not null default 'PENDING'
       check (status in ('PENDING', 'PAID', 'EXPIRED', 'FAILED', 'REFUNDED')),
     -- The part of the rental value this charge covers (card interest is on top, in card_total_cents).
     amount_cents integer not null check (amount_cents > 0),
     -- 1 of 1, or the month of a monthly boleto; the first charge is the one that confirms the rental.
     installment integer not null default 1 check (installment >= 1),
     installment_count integer not null default 1 check (installment_count >= installment),
     due_date date not null,
     expires_at timestamptz,
     provider text not null check (char_length(provider) <= 32),
     provider_charge_id text check (char_length(provider_charge_id) <= 128),
     pix_payload text,
     pix_txid text check (pix_txid ~ '^[A-Za-z0-9]{1,25}$'),
     bank_slip_barcode text check (bank_slip_barcode ~ '^[0-9]{44}$'),
     bank_slip_digitable_line text check (bank_slip_digitable_line ~ '^[0-9]{47}$'),
     card_brand text check (char_length(card_brand) <= 32),
     card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
     card_installments integer check (card_installments between 1 and 12),
     card_total_cents integer check (card_total_cents > 0),
     failure_reason text check (char_length(failure_reason) <= 500),
     created_at timestamptz not null,
     paid_at timestamptz,
     paid_via text check (paid_via in ('WEBHOOK', 'SANDBOX', 'MANUAL')),
     refunded_at timestamptz,
     updated_at timestamptz not null default now(),
     constraint payments_provider_charge_unique unique (provider, provider_charge_id),
     constraint payments_paid_has_date check (status not in ('PAID', 'REFUNDED') or paid_at is not null),
     constraint payments_refund_has_date check (status <> 'REFUNDED' or refunded_at is not null)
   )`,
  // Never two live charges for the same part of a rental: a second Pix replaces the first (which is
  // expired first), and a month of a monthly boleto is paid once.
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where status in ('PENDING', 'PAID')`,
  'create index payments_rental_idx on payments (rental_id, installment, created_at)',
  'create index payments_request_idx on payments (request_id)',
  `create index payments_pending_expiry_idx on payments (expires_at) where status = 'PENDING'`,
  `create index payments_pending_due_idx on payments (due_date) where status = 'PENDING'`,
  'create index payments_created_idx on payments (created_at desc)',
  'create trigger payments_set_updated_at before update on payments for each row execute function set_updated_at()',

  // Every confirmation received (webhook, sandbox, manual), once per provider event id.
  `create table payment_events (
     provider text not null check (char_length(provider) <= 32),
     event_id text not null check (char_length(event_id) between 1 and 128),
     payment_id uuid references payments (id),
     received_at timestamptz not null,
     outcome text not null check (char_length(outcome) <= 32),
     primary key (provider, event_id)
   )`,

  // The rental's own dates of the later steps, and the reminder sent once before a hold expires.
  `alter table rentals
     add column signed_at timestamptz,
     add column paid_at timestamptz,
     add column finished_at timestamptz,
     add column hold_reminder_sent_at timestamptz,
     add column refunded_cents integer check (refunded_cents >= 0)`,
  // The jobs' sweeps: paid stays to finish, by check-out day.
  `create index rentals_current_stay_idx on rentals (end_date) where status in ('RENTED', 'DEFAULTER')`,

  // A failed delivery is tried again later, with a growing wait, by one server at a time.
  `alter table outbox
     add column attempts integer not null default 0 check (attempts >= 0),
     add column next_attempt_at timestamptz`,
  `create index outbox_retry_idx on outbox (next_attempt_at) where sent_at is null and next_attempt_at is not null`,
];

const down = [
  'drop index outbox_retry_idx',
  'alter table outbox drop column next_attempt_at, drop column attempts',
  'drop index rentals_current_stay_idx',
  `alter table rentals
     drop column refunded_cents,
     drop column hold_reminder_sent_at,
     drop column finished_at,
     drop column paid_at,
     drop column signed_at`,
  'drop table payment_events',
  'drop table payments',
  'drop table payment_requests',
  'drop table contract_signatures',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const contractsAndPayments = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
