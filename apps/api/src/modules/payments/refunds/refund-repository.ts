import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { PaymentRefundRow, ReconciliationReason } from '../../../db/schema.ts';
import { postJournalEntry } from '../../ledger/journal.ts';
import { refundDeliveredEntry, refundRecordedEntry } from '../../ledger/payment-postings.ts';

// Refunds asked of the provider, and the reconciliation cases of money not simply credited. A refund
// posts to the journal when it is recorded (money owed back) and when it is given back.

/**
 * Records a refund and posts it (payment-postings.ts): of a PAID payment's own money, the billing
 * reduced; otherwise money received that was not owed. Called before the payment's own change, under
 * the caller's lock of the rental's payments.
 */
export async function insertRefund(
  db: Executor,
  refund: {
    payment_id: string;
    rental_id: string;
    amount_cents: number;
    settles_payment: boolean;
    requested_at: Date;
    /** The provider's id of the money given back, when it is not the payment's own (a second payment). */
    provider_payment_id?: string | null;
    /** A caução's yield paid by a transfer staff make: never asked of the provider (no attempt scheduled). */
    by_transfer?: boolean;
  },
): Promise<PaymentRefundRow> {
  const row = await db
    .insertInto('payment_refunds')
    .values({ ...refund, next_attempt_at: refund.by_transfer ? null : refund.requested_at })
    .returningAll()
    .executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', refund.payment_id)
    .executeTakeFirstOrThrow();
  await postJournalEntry(db, refundRecordedEntry(row, payment));
  return row;
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
  const row = await db
    .updateTable('payment_refunds')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Given back (by the provider, or by a person outside it): no longer owed to the customer.
  const delivered =
    changes.status === 'REFUNDED' || changes.status === 'SETTLED'
      ? refundDeliveredEntry(row, row.refunded_at ?? row.settled_at ?? new Date())
      : undefined;
  if (delivered) await postJournalEntry(db, delivered);
  return row;
}

/** Releases a claimed refund (still PENDING) until `now`, the instant its next attempt is due. */
export async function releaseRefundClaim(
  db: Executor,
  id: string,
  now: Date,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set({ next_attempt_at: now, last_error: error?.slice(0, 500) ?? null })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** A refused refund of credited money (a cancellation, staff's refund) is shown to staff like the others. */
export async function ensureRefusedRefundCase(
  db: Executor,
  refund: PaymentRefundRow,
  now: Date,
): Promise<void> {
  const existing = await db
    .selectFrom('payment_reconciliation')
    .select('id')
    .where('refund_id', '=', refund.id)
    .executeTakeFirst();
  if (existing) return;
  await insertReconciliationCase(db, {
    payment_id: refund.payment_id,
    rental_id: refund.rental_id,
    received_cents: refund.amount_cents,
    reason: 'REFUND_REFUSED',
    credited: false,
    refund_id: refund.id,
    at: now,
    event_id: null,
  });
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

/**
 * Makes a PENDING refund due at `to` if its next attempt is still `from` (the sweep's view of it): false
 * when a claim or an attempt moved it meanwhile.
 */
export async function rescheduleRefund(db: Executor, id: string, from: Date, to: Date): Promise<boolean> {
  const rows = await db
    .updateTable('payment_refunds')
    .set({ next_attempt_at: to })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '=', from)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** A refund still to be given back to its payment's owner (PENDING or REFUSED) that settles the payment. */
export function findOpenRefundOf(db: Executor, paymentId: string) {
  return db
    .selectFrom('payment_refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('settles_payment', '=', true)
    .where('status', 'in', ['PENDING', 'REFUSED'])
    .executeTakeFirst();
}

/** A rental's caução yield paid by transfer (one per settlement). */
export function findTransferOf(db: Executor, rentalId: string): Promise<PaymentRefundRow | undefined> {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .where('by_transfer', '=', true)
    .orderBy('requested_at', 'desc')
    .executeTakeFirst();
}

export function findRefund(db: Executor, id: string): Promise<PaymentRefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** PENDING refunds whose next attempt was due before `before`, oldest first, at most `limit`. */
export function findRefundsDueBefore(db: Executor, before: Date, limit: number): Promise<PaymentRefundRow[]> {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', before)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}
