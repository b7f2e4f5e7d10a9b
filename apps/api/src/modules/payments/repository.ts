import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { NewPayment, PaymentRequestRow, PaymentRow, PaymentUpdate } from '../../db/schema.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import { chargeIssuedEntry, paymentChangeEntries } from '../ledger/payment-postings.ts';

// Payments, the idempotency keys that created them, and the provider events that confirmed them.
// Every write posts what it moves to the journal (modules/ledger) with the same executor: the change
// and its entry commit together or not at all.

export interface NewPaymentRequest {
  user_id: string;
  rental_id: string;
  idempotency_key: string;
  request_sha256: string;
  created_at: Date;
}

/**
 * Records an Idempotency-Key; undefined when the customer already used it. On PostgreSQL a concurrent
 * insert of the same key waits here until the first transaction ends, so the loser then finds the
 * winner's row instead of creating a second payment.
 */
export function insertPaymentRequest(
  db: Executor,
  request: NewPaymentRequest,
): Promise<PaymentRequestRow | undefined> {
  return db
    .insertInto('payment_requests')
    .values(request)
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findPaymentRequest(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<PaymentRequestRow | undefined> {
  return db
    .selectFrom('payment_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findPaymentsOfRequest(db: Executor, requestId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('installment')
    .execute();
}

/** New charges; the open ones (PENDING, SCHEDULED) are owed from now on. */
export async function insertPayments(db: Executor, payments: NewPayment[]): Promise<PaymentRow[]> {
  if (payments.length === 0) return [];
  const rows = await db.insertInto('payments').values(payments).returningAll().execute();
  await postJournalEntries(
    db,
    rows.flatMap((row) => chargeIssuedEntry(row, row.created_at) ?? []),
  );
  return rows;
}

/**
 * Changes one payment. Its status and amount before the change are read in the same statement, under
 * the row's lock, and the movement between them is posted (money received, a void, a new amount).
 */
export async function updatePayment(
  db: Executor,
  id: string,
  changes: PaymentUpdate,
  at: Date,
): Promise<PaymentRow> {
  const before = db
    .selectFrom('payments')
    .select(['id as before_id', 'status as before_status', 'amount_cents as before_amount_cents'])
    .where('id', '=', id)
    .forUpdate()
    .as('before');
  const updated = await db
    .updateTable('payments')
    .from(before)
    .set(changes)
    .whereRef('payments.id', '=', 'before.before_id')
    .returningAll('payments')
    .returning(['before.before_status', 'before.before_amount_cents'])
    .executeTakeFirstOrThrow();
  const { before_status, before_amount_cents, ...row } = updated;
  // When it happened, by the app's clock when the change says so (money received, a refund asked for).
  const moment =
    (changes.paid_at && row.status === 'PAID' ? row.paid_at : null) ??
    changes.refund_requested_at ??
    changes.refunded_at ??
    at;
  await postJournalEntries(
    db,
    paymentChangeEntries(
      { status: before_status, amount_cents: before_amount_cents },
      row,
      moment,
      randomUUID(),
    ),
  );
  return row;
}

export function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment when it belongs to `userId`; another customer's is as unknown as a missing one. */
export function findUserPayment(db: Executor, userId: string, id: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks the payment until the transaction ends: every confirmation of one payment queues here. */
export function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The payments of these rentals, oldest first within each installment. */
export function findRentalsPayments(db: Executor, rentalIds: readonly string[]): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('rental_id')
    .orderBy('created_at')
    .orderBy('installment')
    .execute();
}

/** The charges still to be paid: issued (PENDING) or not yet (SCHEDULED). */
export const LIVE_UNPAID_STATUSES = ['PENDING', 'SCHEDULED'] as const;

/**
 * Locks every payment of the rental, in id order, until the transaction ends. Always after the
 * rental's own lock (lockRental): one order everywhere, so two paths never wait for each other.
 */
export function lockRentalPayments(db: Executor, rentalId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Voids the rental's charges still to be paid, issued or scheduled (all of them, or only
 * `installments`), returning them so the caller can void the issued ones at the provider once the
 * transaction has committed.
 */
export async function expirePendingCharges(
  db: Executor,
  rentalId: string,
  options: {
    installments?: readonly number[];
    exceptId?: string;
    extensionId?: string | null;
    /** Only the caução's charges (purpose DEPOSIT). */
    deposit?: true;
    /** When, by the app's clock: the voids are posted at it. */
    at: Date;
  },
): Promise<PaymentRow[]> {
  let query = db
    .updateTable('payments')
    .set({ status: 'EXPIRED' })
    .where('rental_id', '=', rentalId)
    .where('status', 'in', [...LIVE_UNPAID_STATUSES]);
  // Only the rental's own charges of rent (null) or one extension's, or its caução's (`deposit`); every
  // charge of the rental when neither is given.
  if (options.extensionId !== undefined)
    query = query.where('extension_id', 'is not distinct from', options.extensionId);
  if (options.extensionId === null) query = query.where('purpose', '<>', 'DEPOSIT');
  if (options.deposit) query = query.where('purpose', '=', 'DEPOSIT');
  if (options.installments) query = query.where('installment', 'in', [...options.installments]);
  if (options.exceptId) query = query.where('id', '<>', options.exceptId);
  const voided = await query.returningAll().execute();
  await postVoids(db, voided, options.at);
  return voided;
}

/** Charges that were open (PENDING or SCHEDULED, amount unchanged) and are voided: no longer owed. */
async function postVoids(db: Executor, voided: readonly PaymentRow[], at: Date): Promise<void> {
  await postJournalEntries(
    db,
    voided.flatMap((row) =>
      paymentChangeEntries({ status: 'PENDING', amount_cents: row.amount_cents }, row, at, ''),
    ),
  );
}

/** What the customer paid for the rental so far (a card's interest included: it is given back too). */
export function sumPaidCents(db: Executor, rentalId: string): Promise<number> {
  return db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(coalesce(card_total_cents, amount_cents)), 0)::int`.as('paid'))
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'PAID')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.paid));
}

/** Records a provider event once; false when that event was already received. */
export async function recordPaymentEvent(
  db: Executor,
  event: { provider: string; eventId: string; paymentId: string | null; receivedAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      payment_id: event.paymentId,
      received_at: event.receivedAt,
      outcome: 'RECEIVED',
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What the event did, and to which payment (null when it named none of ours). */
export async function setPaymentEventOutcome(
  db: Executor,
  event: { provider: string; eventId: string; outcome: string; paymentId: string | null },
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome: event.outcome, payment_id: event.paymentId })
    .where('provider', '=', event.provider)
    .where('event_id', '=', event.eventId)
    .execute();
}

/** Pending monthly boletos of the rental due before `day` (YYYY-MM-DD). */
export async function countOverdueCharges(db: Executor, rentalId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('rental_id', '=', rentalId)
    .where('extension_id', 'is', null)
    .where('purpose', '<>', 'DEPOSIT')
    .where('status', '=', 'PENDING')
    .where('due_date', '<', day)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The rentals with charges nobody can pay any more: a Pix past its expiry, or any charge still to be
 * paid (issued or scheduled) of a cancelled rental. The sweep then voids them rental by rental, under
 * the rental's lock (see charge-sweeps.ts).
 */
export async function findRentalsWithDeadCharges(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('payments.rental_id')
    .distinct()
    .where('payments.status', 'in', [...LIVE_UNPAID_STATUSES])
    .where((eb) =>
      eb.or([
        eb.and([eb('payments.status', '=', 'PENDING'), eb('payments.expires_at', '<=', now)]),
        eb.exists(
          eb
            .selectFrom('rentals')
            .select('rentals.id')
            .whereRef('rentals.id', '=', 'payments.rental_id')
            .where('rentals.status', '=', 'CANCELLED'),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.rental_id);
}

/** Expires the rental's Pix codes past their expiry (the rental is locked by the caller). */
export async function expireLapsedCodes(db: Executor, rentalId: string, now: Date): Promise<PaymentRow[]> {
  const expired = await db
    .updateTable('payments')
    .set({ status: 'EXPIRED' })
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .returningAll()
    .execute();
  await postVoids(db, expired, now);
  return expired;
}

/** A month still SCHEDULED of a rental that still owes it (signed, rented, in default or finished). */
export function findScheduledMonth(db: Executor, paymentId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .innerJoin('rentals', 'rentals.id', 'payments.rental_id')
    .selectAll('payments')
    .where('payments.id', '=', paymentId)
    .where('payments.status', '=', 'SCHEDULED')
    .where('rentals.status', 'in', ['WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'FINISHED'])
    .executeTakeFirst();
}

/**
 * Monthly boletos due to be issued by `lastDueDate` (YYYY-MM-DD), of rentals that still owe them; a
 * post-paid month only once it was lived (`bill_from` on or before `today`).
 */
export function findScheduledDue(
  db: Executor,
  lastDueDate: string,
  options: { rentalId?: string; limit: number; today: string },
): Promise<PaymentRow[]> {
  let query = db
    .selectFrom('payments')
    .innerJoin('rentals', 'rentals.id', 'payments.rental_id')
    .selectAll('payments')
    .where('payments.status', '=', 'SCHEDULED')
    .where('payments.due_date', '<=', lastDueDate)
    .where((where) =>
      where.or([where('payments.bill_from', 'is', null), where('payments.bill_from', '<=', options.today)]),
    )
    .where('rentals.status', 'in', ['WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'FINISHED']);
  if (options.rentalId) query = query.where('payments.rental_id', '=', options.rentalId);
  return query.orderBy('payments.due_date').orderBy('payments.id').limit(options.limit).execute();
}

/** A card payment still PENDING becomes FAILED with the reason, its 3-D Secure challenge gone; the row, or nothing. */
export function failPendingCardPayment(db: Executor, paymentId: string, reason: string) {
  return db
    .updateTable('payments')
    .set({
      status: 'FAILED',
      failure_reason: reason.slice(0, 500),
      card_challenge_url: null,
      card_challenge_creq: null,
    })
    .where('id', '=', paymentId)
    .where('payment_type', '=', 'CREDIT_CARD')
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** The provider's ids of a payment's charge and of the money it received (what a refund targets). */
export function findProviderIds(db: Executor, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['provider_charge_id', 'provider_payment_id'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
}
