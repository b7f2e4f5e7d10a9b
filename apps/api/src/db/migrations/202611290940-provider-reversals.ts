import { type Kysely, sql } from 'kysely';

// Chargebacks and refunds made in the provider's own panel (decision 0013, amendment) are reconciliation
// cases the moment the provider tells us: two reasons more. A chargeback gives nothing back through us
// (the card network took the money), so its case has no refund of ours.
// Frozen once released, like every migration.

const up = [
  'alter table payment_reconciliation drop constraint payment_reconciliation_reason_check',
  `alter table payment_reconciliation add constraint payment_reconciliation_reason_check
     check (reason in ('DUPLICATE', 'REPLACED', 'WRONG_AMOUNT', 'AFTER_CANCELLATION', 'NOT_OWED', 'REFUND_REFUSED',
                       'CHARGEBACK', 'PANEL_REFUND'))`,
  'alter table payment_reconciliation drop constraint payment_reconciliation_credited_or_refunded',
  `alter table payment_reconciliation add constraint payment_reconciliation_credited_or_refunded
     check (credited <> (refund_id is not null) or (reason = 'CHARGEBACK' and not credited and refund_id is null))`,
  // A chargeback has no refund of ours to settle: staff resolve the case itself (the money recovered).
  'alter table payment_reconciliation add column resolved_at timestamptz',
  'alter table payment_reconciliation add column resolved_by uuid references users (id)',
  `alter table payment_reconciliation add column resolution_note text
     check (char_length(resolution_note) between 1 and 500)`,
  `alter table payment_reconciliation add constraint payment_reconciliation_resolved_chargeback
     check (resolved_at is null or (reason = 'CHARGEBACK' and resolution_note is not null))`,
  // A payment is charged back once, whatever the provider repeats.
  `create unique index payment_reconciliation_one_chargeback on payment_reconciliation (payment_id)
     where reason = 'CHARGEBACK'`,
];

const down = [
  'drop index payment_reconciliation_one_chargeback',
  'alter table payment_reconciliation drop constraint payment_reconciliation_resolved_chargeback',
  'alter table payment_reconciliation drop column resolution_note',
  'alter table payment_reconciliation drop column resolved_by',
  'alter table payment_reconciliation drop column resolved_at',
  'alter table payment_reconciliation drop constraint payment_reconciliation_credited_or_refunded',
  `alter table payment_reconciliation add constraint payment_reconciliation_credited_or_refunded
     check (credited <> (refund_id is not null))`,
  'alter table payment_reconciliation drop constraint payment_reconciliation_reason_check',
  `alter table payment_reconciliation add constraint payment_reconciliation_reason_check
     check (reason in ('DUPLICATE', 'REPLACED', 'WRONG_AMOUNT', 'AFTER_CANCELLATION', 'NOT_OWED', 'REFUND_REFUSED'))`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const providerReversals = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
