import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// What api.md's billing rule compares (billing-rule-check.ts), one statement per scope.

/**
 * Over the joined payments `p`: what they bill (PAID, PENDING and SCHEDULED; of a charge partly given back
 * — an early departure's refund, staff's partial refund, a credit — the part it kept) and how many are open.
 */
const BILLED_AND_OPEN = sql`
  coalesce(sum(case
    when p.status in ('PAID', 'PENDING', 'SCHEDULED') then p.amount_cents
    when p.status in ('REFUND_PENDING', 'REFUNDED')
      then greatest(0, p.amount_cents - coalesce(p.refunded_cents, p.amount_cents))
    else 0 end), 0)::int as billed_cents,
  (count(p.id) filter (where p.status in ('PENDING', 'SCHEDULED')))::int as open_charges`;

/**
 * Per rental past its signature: its value, what its charges bill (its own, and its extensions' once PAID)
 * and how many are still open.
 */
export async function findRentalBilling(db: Executor) {
  const rows = await sql<{
    rental_id: string;
    status: string;
    value_cents: number;
    billed_cents: number;
    open_charges: number;
  }>`
    select r.id as rental_id, r.status, r.rental_value_cents as value_cents,
           ${BILLED_AND_OPEN}
      from rentals r
      left join payments p on p.rental_id = r.id and p.purpose <> 'DEPOSIT'
        -- The rental's own charges, and those of its extensions once paid (their nights are the rental's then);
        -- never its caução, which is held, not billed.
        and (p.extension_id is null
             or exists (select 1 from rental_extensions e where e.id = p.extension_id and e.status = 'PAID'))
     where r.status in ('WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'CANCELLED', 'FINISHED')
     group by r.id`.execute(db);
  return rows.rows;
}

/** Per extension: its difference, what its charges bill and how many are still open. */
export async function findExtensionBilling(db: Executor) {
  const rows = await sql<{
    extension_id: string;
    status: string;
    value_cents: number;
    billed_cents: number;
    open_charges: number;
  }>`
    select e.id as extension_id, e.status, e.difference_cents as value_cents,
           ${BILLED_AND_OPEN}
      from rental_extensions e left join payments p on p.extension_id = e.id
     group by e.id`.execute(db);
  return rows.rows;
}
