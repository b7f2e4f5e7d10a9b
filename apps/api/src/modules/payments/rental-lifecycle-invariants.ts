import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { ledgerRuleViolations } from '../ledger/ledger-rule-check.ts';
import { billingRuleViolations } from './billing-rule-check.ts';

// What the rental lifecycle's property test checks after every step, over the whole database.

/** The three promises, over the whole database. */
export async function checkInvariants(db: Kysely<Database>): Promise<void> {
  const shared = await sql<{ count: number }>`
    select count(*)::int as count from rentals a join rentals b
      on a.apartment_id = b.apartment_id and a.id < b.id
     and daterange(a.start_date, a.end_date, '[)') && daterange(b.start_date, b.end_date, '[)')
     where a.status not in ('UNFINISHED', 'CANCELLED') and b.status not in ('UNFINISHED', 'CANCELLED')`.execute(
    db,
  );
  expect(shared.rows[0]!.count, 'two active holds on a night').toBe(0);

  const credits = await sql<{ payment_id: string; count: number }>`
    select payment_id, count(*)::int as count from payment_events
     where outcome in ('RENTED', 'CREDITED') group by payment_id having count(*) > 1`.execute(db);
  expect(credits.rows, 'a payment credited twice').toEqual([]);

  // The first payment paid, or partly given back by an early departure or staff and keeping the rest — or
  // all of it, when the stay's paid extensions bill its whole new value (decision 0016) or the provider
  // refunded it in its panel after check-in (a credit by the policy); with what the
  // charges of those extensions kept, it makes the rental's value.
  const unpaid = await sql<{ id: string }>`
    select r.id from rentals r
     where r.status in ('RENTED', 'DEFAULTER', 'FINISHED')
       -- A post-paid lease (over 90 nights, its analysed guarantee active, or its caução held: decision 0024)
       -- owes no rent before the keys: its months are billed after they are lived.
       and not (r.end_date - r.start_date > 90
                and (exists (select 1 from rental_guarantees g
                              where g.rental_id = r.id and g.type = r.rent_guarantee_type and g.status = 'ACTIVE')
                     or (r.rent_guarantee_type = 'SECURITY_DEPOSIT'
                         and exists (select 1 from payments d where d.rental_id = r.id
                                      and d.purpose = 'DEPOSIT' and d.status in ('PAID', 'REFUND_PENDING', 'REFUNDED')))))
       and not exists (
         select 1 from payments p
          where p.rental_id = r.id and p.installment = 1 and p.extension_id is null and p.purpose <> 'DEPOSIT'
            and (p.status = 'PAID'
                 or (p.status in ('REFUND_PENDING', 'REFUNDED')
                     and (p.refunded_cents < p.amount_cents
                          or exists (select 1 from rental_extensions e
                                      where e.rental_id = r.id and e.status = 'PAID')
                          -- or all of it refunded in the provider's own panel once the stay began: a
                          -- credit by the policy (decision 0013, amendment), the stay's value lowered.
                          or exists (select 1 from payment_reconciliation c
                                      where c.payment_id = p.id and c.reason = 'PANEL_REFUND'))))
            and (p.installment_count > 1
                 or p.amount_cents - (case when p.status = 'PAID' then 0 else p.refunded_cents end)
                    -- What the paid extensions' charges kept (staff may give part of one back: the
                    -- stay's value is lowered by as much).
                    + (select coalesce(sum(x.amount_cents - (case when x.status = 'PAID' then 0
                                                                  else coalesce(x.refunded_cents, x.amount_cents) end)), 0)
                         from payments x join rental_extensions e on e.id = x.extension_id
                        where e.rental_id = r.id and e.status = 'PAID'
                          and x.status in ('PAID', 'REFUND_PENDING', 'REFUNDED'))
                    = r.rental_value_cents))`.execute(db);
  expect(unpaid.rows, 'RENTED without a full first payment').toEqual([]);

  // A stay that owes a caução is rented only with it held (api.md: 'RENTED only then') or reserved on a card,
  // one at most.
  const withoutDeposit = await sql<{ id: string }>`
    select r.id from rentals r
     where r.status in ('RENTED', 'DEFAULTER') and r.security_deposit_cents is not null
       and (select count(*) from payments d
             where d.rental_id = r.id and d.purpose = 'DEPOSIT' and d.status in ('PAID', 'AUTHORIZED')) <> 1`.execute(
    db,
  );
  expect(withoutDeposit.rows, 'RENTED without its caução held').toEqual([]);

  expect(await billingRuleViolations(db), 'the billing rule').toEqual([]);
  expect(await ledgerRuleViolations(db), 'the ledger').toEqual([]);
}
