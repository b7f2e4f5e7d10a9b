import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export interface BillingRuleViolation {
  rentalId: string;
  status: string;
  valueCents: number;
  /** PAID + PENDING + SCHEDULED. */
  billedCents: number;
  /** PENDING + SCHEDULED charges. */
  openCharges: number;
  rule: string;
}

/**
 * api.md's billing rule, over every rental of the database: PAID + PENDING + SCHEDULED never exceeds
 * the rental value; it equals it while a plan is open (a rental waiting for payment with a charge still
 * to be paid) and for every RENTED or DEFAULTER rental; a CANCELLED rental has nothing left to pay.
 * Returns the rentals that break it (none, always).
 */
export async function billingRuleViolations(db: Executor): Promise<BillingRuleViolation[]> {
  const rows = await sql<{
    rental_id: string;
    status: string;
    value_cents: number;
    billed_cents: number;
    open_charges: number;
  }>`
    select r.id as rental_id, r.status, r.rental_value_cents as value_cents,
           -- A payment partly given back (an early departure's refund) still bills the part it kept.
           coalesce(sum(case
             when p.status in ('PAID', 'PENDING', 'SCHEDULED') then p.amount_cents
             when p.status in ('REFUND_PENDING', 'REFUNDED')
               then greatest(0, p.amount_cents - coalesce(p.refunded_cents, p.amount_cents))
             else 0 end), 0)::int as billed_cents,
           (count(p.id) filter (where p.status in ('PENDING', 'SCHEDULED')))::int as open_charges
      from rentals r left join payments p on p.rental_id = r.id
     where r.status in ('WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'CANCELLED', 'FINISHED')
     group by r.id`.execute(db);
  const violations: BillingRuleViolation[] = [];
  for (const row of rows.rows) {
    const entry = {
      rentalId: row.rental_id,
      status: row.status,
      valueCents: row.value_cents,
      billedCents: row.billed_cents,
      openCharges: row.open_charges,
    };
    if (row.billed_cents > row.value_cents) violations.push({ ...entry, rule: 'billed more than the value' });
    else if ((row.status === 'RENTED' || row.status === 'DEFAULTER') && row.billed_cents !== row.value_cents)
      violations.push({ ...entry, rule: `${row.status} not billed its whole value` });
    else if (
      row.status === 'WAITING_FOR_PAYMENT' &&
      row.open_charges > 0 &&
      row.billed_cents !== row.value_cents
    )
      violations.push({ ...entry, rule: 'an open plan not billing the whole value' });
    else if (row.status === 'CANCELLED' && row.open_charges > 0)
      violations.push({ ...entry, rule: 'CANCELLED with charges left to pay' });
  }
  return violations;
}
