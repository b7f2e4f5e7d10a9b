import { type Kysely, sql } from 'kysely';

// A caução on a card is an amount reserved on it, not a charge (api.md 'Guarantees and the law of the lease';
// decision 0024): its payment is AUTHORIZED while the card holds it, RELEASED once the reservation is given up,
// and PAID once captured — in part at a settlement with deductions, whole before the provider's window to
// capture closes. `capture_cents`: the capture asked of the provider and not yet confirmed (money the card owes
// the caução: ledger 1.1.4, 'Cauções a capturar no cartão'). An authorised caução is live: one per rental with
// the others. Frozen once released, like every migration.

const up = [
  'alter table payments drop constraint payments_status_check',
  `alter table payments add constraint payments_status_check
     check (status in ('SCHEDULED', 'PENDING', 'AUTHORIZED', 'PAID', 'EXPIRED', 'FAILED', 'RELEASED',
       'REFUND_PENDING', 'REFUNDED'))`,
  `alter table payments add constraint payments_authorised_is_card_deposit
     check (status not in ('AUTHORIZED', 'RELEASED') or (purpose = 'DEPOSIT' and payment_type = 'CREDIT_CARD'))`,
  'alter table payments add column capture_cents integer check (capture_cents > 0)',
  `alter table payments add constraint payments_capture_while_authorised
     check (capture_cents is null or (status = 'AUTHORIZED' and capture_cents <= amount_cents))`,
  'drop index payments_one_live_deposit',
  `create unique index payments_one_live_deposit on payments (rental_id)
     where purpose = 'DEPOSIT' and status in ('PENDING', 'AUTHORIZED', 'PAID')`,
  `create index payments_authorised_idx on payments (created_at) where status = 'AUTHORIZED'`,
  // The chart is append-only: the next position; the trial balance lists the accounts in their codes' order.
  `insert into ledger_accounts (code, name, type, position) values
     ('1.1.4', 'Cauções a capturar no cartão', 'ASSET', 11)`,
];

const down = [
  // The chart of accounts is append-only (decision 0020): 1.1.4 stays, unused.
  'drop index payments_authorised_idx',
  'drop index payments_one_live_deposit',
  `create unique index payments_one_live_deposit on payments (rental_id)
     where purpose = 'DEPOSIT' and status in ('PENDING', 'PAID')`,
  'alter table payments drop constraint payments_capture_while_authorised',
  'alter table payments drop column capture_cents',
  'alter table payments drop constraint payments_authorised_is_card_deposit',
  'alter table payments drop constraint payments_status_check',
  `alter table payments add constraint payments_status_check
     check (status in ('SCHEDULED', 'PENDING', 'PAID', 'EXPIRED', 'FAILED', 'REFUND_PENDING', 'REFUNDED'))`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const cardDepositAuthorised = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
