import type { PaymentStatus, PaymentType } from '@estadia/domain';
import type { Executor } from '../../../db/executor.ts';
import type { PaymentRow } from '../../../db/schema.ts';

export interface AdminPaymentFilters {
  status?: PaymentStatus;
  paymentType?: PaymentType;
  /** Created in [since, until). */
  since?: Date;
  until?: Date;
}

export type PaymentWithContext = PaymentRow & {
  customer_name: string;
  customer_email: string;
  project_name: string;
  apartment_block: string;
  apartment_floor: number;
  apartment_number: string;
};

function filtered(db: Executor, filters: AdminPaymentFilters) {
  let query = db.selectFrom('payments');
  if (filters.status) query = query.where('payments.status', '=', filters.status);
  if (filters.paymentType) query = query.where('payments.payment_type', '=', filters.paymentType);
  if (filters.since) query = query.where('payments.created_at', '>=', filters.since);
  if (filters.until) query = query.where('payments.created_at', '<', filters.until);
  return query;
}

function withContext(db: Executor) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .innerJoin('rentals', 'rentals.id', 'payments.rental_id')
    .innerJoin('apartments', 'apartments.id', 'rentals.apartment_id')
    .innerJoin('projects', 'projects.id', 'rentals.project_id')
    .selectAll('payments')
    .select([
      'users.name as customer_name',
      'users.email as customer_email',
      'projects.name as project_name',
      'apartments.block as apartment_block',
      'apartments.floor as apartment_floor',
      'apartments.number as apartment_number',
    ]);
}

/** A page of the ledger, newest first; `id` breaks ties so pages never overlap. */
export async function findAdminPayments(
  db: Executor,
  filters: AdminPaymentFilters,
  page: { offset: number; limit: number },
): Promise<PaymentWithContext[]> {
  const ids = await filtered(db, filters)
    .select('payments.id')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  if (ids.length === 0) return [];
  return withContext(db)
    .where(
      'payments.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .execute();
}

export function findAdminPayment(db: Executor, id: string): Promise<PaymentWithContext | undefined> {
  return withContext(db).where('payments.id', '=', id).executeTakeFirst();
}

/** Count and amount per status over everything the filters match. */
export async function totalsByStatus(
  db: Executor,
  filters: AdminPaymentFilters,
): Promise<{ status: PaymentStatus; count: number; amountCents: number }[]> {
  const rows = await filtered(db, filters)
    .select((eb) => [
      'payments.status',
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string>('payments.amount_cents').as('amount'),
    ])
    .groupBy('payments.status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    amountCents: Number(row.amount),
  }));
}
