import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// The money a rental's payments hold, for money-queries.ts (what other modules may read of it).

/**
 * The rental's payments holding credited money (PAID, or given back in part or whole): each with what its
 * refunds gave back and whether it was ever credited (money-queries.ts reads them). The stay's (rent,
 * extensions, fees) or its caução's, never both: a caução is held for the customer, not the stay's money.
 */
export async function findCreditedPaymentRows(db: Executor, rentalId: string, purpose: 'STAY' | 'DEPOSIT') {
  const rows = await sql<{
    id: string;
    amount_cents: number;
    card_total_cents: number | null;
    given_back: number;
    never_credited: boolean;
  }>`
    select p.id, p.amount_cents, p.card_total_cents,
           coalesce((select sum(r.amount_cents) from payment_refunds r
                      where r.payment_id = p.id and r.settles_payment), 0)::int as given_back,
           exists (select 1 from payment_reconciliation c
                     join payment_refunds r on r.id = c.refund_id
                    where c.payment_id = p.id and not c.credited and r.settles_payment
                      and c.reason in ('REPLACED', 'WRONG_AMOUNT', 'AFTER_CANCELLATION', 'NOT_OWED')) as never_credited
      from payments p
     where p.rental_id = ${rentalId} and p.status in ('PAID', 'REFUND_PENDING', 'REFUNDED')
       and (p.purpose = 'DEPOSIT') = ${purpose === 'DEPOSIT'}`.execute(db);
  return rows.rows;
}

/** The rental's chargeback still unresolved, if any. */
export function findOpenChargeback(db: Executor, rentalId: string) {
  return db
    .selectFrom('payment_reconciliation')
    .select('id')
    .where('rental_id', '=', rentalId)
    .where('reason', '=', 'CHARGEBACK')
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}
