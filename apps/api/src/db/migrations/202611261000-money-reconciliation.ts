import { type Kysely, sql } from 'kysely';

// Money that always adds up (issue 18): monthly boletos scheduled month by month, refunds as a
// persisted state retried until the provider confirms, and every amount received that was not simply
// credited recorded for the back-office's reconciliation. Frozen once released, like every migration.

const up = [
  // SCHEDULED: a later month with its amount and due date but no code yet. REFUND_PENDING: the
  // provider was asked to give the money back and has not confirmed it yet.
  'alter table payments drop constraint payments_status_check',
  `alter table payments add constraint payments_status_check
     check (status in ('SCHEDULED', 'PENDING', 'PAID', 'EXPIRED', 'FAILED', 'REFUND_PENDING', 'REFUNDED'))`,
  'alter table payments drop constraint payments_paid_has_date',
  `alter table payments add constraint payments_paid_has_date
     check (status not in ('PAID', 'REFUND_PENDING', 'REFUNDED') or paid_at is not null)`,
  'alter table payments add column refund_requested_at timestamptz',
  `alter table payments add constraint payments_refund_pending_has_date
     check (status <> 'REFUND_PENDING' or refund_requested_at is not null)`,
  // A scheduled month is part of the live plan: never two live charges for the same part of a rental.
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where status in ('SCHEDULED', 'PENDING', 'PAID')`,
  `create index payments_scheduled_due_idx on payments (due_date) where status = 'SCHEDULED'`,

  // Every refund asked of the provider, until it confirms: retried with a growing wait, claimed by one
  // server at a time (next_attempt_at moves forward when claimed). `settles_payment`: the refund gives
  // back the payment's own credited money, so the payment becomes REFUNDED with it; otherwise it gives
  // back money received beside the charge (a second payment, a wrong amount), and the payment stays.
  `create table payment_refunds (
     id uuid primary key default gen_random_uuid(),
     payment_id uuid not null references payments (id),
     rental_id uuid not null references rentals (id),
     amount_cents integer not null check (amount_cents > 0),
     settles_payment boolean not null,
     status text not null default 'PENDING' check (status in ('PENDING', 'REFUNDED', 'REFUSED', 'SETTLED')),
     requested_at timestamptz not null,
     attempts integer not null default 0 check (attempts >= 0),
     next_attempt_at timestamptz,
     last_error text check (char_length(last_error) <= 500),
     refunded_at timestamptz,
     refused_at timestamptz,
     settled_at timestamptz,
     settled_by uuid references users (id),
     settlement_note text check (char_length(settlement_note) <= 500),
     constraint payment_refunds_done_has_date check (status <> 'REFUNDED' or refunded_at is not null),
     constraint payment_refunds_refused_has_date check (status not in ('REFUSED', 'SETTLED') or refused_at is not null),
     constraint payment_refunds_settled_has_date check (status <> 'SETTLED' or settled_at is not null)
   )`,
  `create index payment_refunds_due_idx on payment_refunds (next_attempt_at) where status = 'PENDING'`,
  'create index payment_refunds_payment_idx on payment_refunds (payment_id)',

  // Money received that was not simply credited, and what became of it: given back (with its refund)
  // or credited in place of what it replaced.
  `create table payment_reconciliation (
     id uuid primary key default gen_random_uuid(),
     payment_id uuid not null references payments (id),
     rental_id uuid not null references rentals (id),
     received_cents integer not null check (received_cents > 0),
     reason text not null
       check (reason in ('DUPLICATE', 'REPLACED', 'WRONG_AMOUNT', 'AFTER_CANCELLATION', 'NOT_OWED', 'REFUND_REFUSED')),
     credited boolean not null,
     refund_id uuid references payment_refunds (id),
     at timestamptz not null,
     event_id text check (char_length(event_id) <= 128),
     constraint payment_reconciliation_credited_or_refunded check (credited <> (refund_id is not null))
   )`,
  'create index payment_reconciliation_at_idx on payment_reconciliation (at desc, id desc)',
];

const down = [
  'drop table payment_reconciliation',
  'drop table payment_refunds',
  'drop index payments_scheduled_due_idx',
  'drop index payments_one_live_charge',
  `create unique index payments_one_live_charge on payments (rental_id, installment)
     where status in ('PENDING', 'PAID')`,
  'alter table payments drop constraint payments_refund_pending_has_date',
  'alter table payments drop column refund_requested_at',
  'alter table payments drop constraint payments_paid_has_date',
  `alter table payments add constraint payments_paid_has_date
     check (status not in ('PAID', 'REFUNDED') or paid_at is not null)`,
  'alter table payments drop constraint payments_status_check',
  `alter table payments add constraint payments_status_check
     check (status in ('PENDING', 'PAID', 'EXPIRED', 'FAILED', 'REFUNDED'))`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const moneyReconciliation = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
