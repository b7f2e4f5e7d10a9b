import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { PaymentRefundStatus, ReconciliationReason } from '../../../db/schema.ts';

export interface ReconciliationCaseRow {
  id: string;
  payment_id: string;
  rental_id: string;
  received_cents: number;
  reason: ReconciliationReason;
  credited: boolean;
  at: Date;
  refund_id: string | null;
  refund_status: PaymentRefundStatus | null;
  refund_requested_at: Date | null;
  refunded_at: Date | null;
  refund_attempts: number | null;
  refund_last_error: string | null;
  settled_at: Date | null;
  settlement_note: string | null;
  settled_by_id: string | null;
  settled_by_email: string | null;
  /** A chargeback's case resolved by staff. */
  resolved_at: Date | null;
  resolution_note: string | null;
  resolved_by_id: string | null;
  resolved_by_email: string | null;
}

function cases(db: Executor) {
  return db
    .selectFrom('payment_reconciliation as c')
    .leftJoin('payment_refunds as r', 'r.id', 'c.refund_id')
    .leftJoin('users as u', 'u.id', 'r.settled_by')
    .leftJoin('users as v', 'v.id', 'c.resolved_by');
}

function caseViews(db: Executor) {
  return cases(db).select([
    'c.id',
    'c.payment_id',
    'c.rental_id',
    'c.received_cents',
    'c.reason',
    'c.credited',
    'c.at',
    'c.refund_id',
    'r.status as refund_status',
    'r.requested_at as refund_requested_at',
    'r.refunded_at',
    'r.attempts as refund_attempts',
    'r.last_error as refund_last_error',
    'r.settled_at',
    'r.settlement_note',
    'u.id as settled_by_id',
    'u.email as settled_by_email',
    'c.resolved_at',
    'c.resolution_note',
    'v.id as resolved_by_id',
    'v.email as resolved_by_email',
  ]);
}

/**
 * A page of cases: those that need a person first (a refused refund, then one on its way), each group
 * newest first; `id` breaks ties so pages never overlap.
 */
export function findReconciliationCases(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<ReconciliationCaseRow[]> {
  return caseViews(db)
    .orderBy(
      sql`case when (c.reason = 'CHARGEBACK' and c.resolved_at is null) or r.status = 'REFUSED' then 0
               when r.status = 'PENDING' then 1 else 2 end`,
    )
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findReconciliationCaseView(
  db: Executor,
  id: string,
): Promise<ReconciliationCaseRow | undefined> {
  return caseViews(db).where('c.id', '=', id).executeTakeFirst();
}

export async function countReconciliationCases(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('payment_reconciliation')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Cases that still need something: a refund on its way, or refused and waiting for a person. */
export async function countOpenReconciliationCases(db: Executor): Promise<number> {
  const row = await cases(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) =>
      eb.or([
        eb('r.status', 'in', ['PENDING', 'REFUSED']),
        eb.and([eb('c.reason', '=', 'CHARGEBACK'), eb('c.resolved_at', 'is', null)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findReconciliationCase(
  db: Executor,
  id: string,
): Promise<
  | {
      id: string;
      rental_id: string;
      payment_id: string;
      refund_id: string | null;
      reason: ReconciliationReason;
      received_cents: number;
    }
  | undefined
> {
  return db
    .selectFrom('payment_reconciliation')
    .select(['id', 'rental_id', 'payment_id', 'refund_id', 'reason', 'received_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Resolves a chargeback's case once (false when it was already resolved), under the rental's lock. */
export async function resolveChargebackCase(
  db: Executor,
  id: string,
  resolution: { at: Date; by: string; note: string },
): Promise<boolean> {
  const row = await db
    .updateTable('payment_reconciliation')
    .set({ resolved_at: resolution.at, resolved_by: resolution.by, resolution_note: resolution.note })
    .where('id', '=', id)
    .where('reason', '=', 'CHARGEBACK')
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
