import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { PaymentRefundRow, ReconciliationReason } from '../../../db/schema.ts';

// Refunds asked of the provider, and the reconciliation cases of money not simply credited.

export function insertRefund(
  db: Executor,
  refund: {
    payment_id: string;
    rental_id: string;
    amount_cents: number;
    settles_payment: boolean;
    requested_at: Date;
  },
): Promise<PaymentRefundRow> {
  return db
    .insertInto('payment_refunds')
    .values({ ...refund, next_attempt_at: refund.requested_at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertReconciliationCase(
  db: Executor,
  entry: {
    payment_id: string;
    rental_id: string;
    received_cents: number;
    reason: ReconciliationReason;
    credited: boolean;
    refund_id: string | null;
    at: Date;
    event_id: string | null;
  },
): Promise<void> {
  await db.insertInto('payment_reconciliation').values(entry).execute();
}

/**
 * Claims up to `limit` refunds due for an attempt, for this server alone: their next attempt moves
 * `leaseMs` ahead in the same statement (SKIP LOCKED: two servers never claim the same one), so a
 * server that dies mid-call leaves them to be retried once the lease has passed.
 */
export function claimDueRefunds(
  db: Executor,
  now: Date,
  options: { limit: number; leaseMs: number; refundId?: string },
): Promise<PaymentRefundRow[]> {
  let due = db
    .selectFrom('payment_refunds')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  if (options.refundId) due = due.where('id', '=', options.refundId);
  return db
    .updateTable('payment_refunds')
    .set({
      next_attempt_at: new Date(now.getTime() + options.leaseMs),
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export function lockRefund(db: Executor, id: string): Promise<PaymentRefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateRefund(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      PaymentRefundRow,
      | 'status'
      | 'next_attempt_at'
      | 'last_error'
      | 'refunded_at'
      | 'refused_at'
      | 'settled_at'
      | 'settled_by'
      | 'settlement_note'
    >
  >,
): Promise<PaymentRefundRow> {
  return db
    .updateTable('payment_refunds')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The rental a refund belongs to, without locking anything (the lock order starts at the rental). */
export async function findRefundRental(db: Executor, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_refunds')
    .select('rental_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.rental_id;
}
