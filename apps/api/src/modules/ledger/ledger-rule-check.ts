import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export interface LedgerRuleViolation {
  /** The rental, or 'journal' for the whole journal. */
  rentalId: string;
  rule: string;
  figures: Record<string, number>;
}

interface RentalFigures {
  rental_id: string;
  contracted: number;
  received: number;
  refunded: number;
  outstanding: number;
  open_charges: number;
  owed_back: number;
  rent: number;
  fees: number;
  rows_open_charges: number;
  rows_received: number;
  rows_refunded: number;
  rows_owed_back: number;
}

/**
 * Decision 0020's rule, over the whole database (nothing, always):
 * - per rental, from the journal: received − refunded + outstanding = contracted, where contracted is
 *   the credit balance of revenue (3.1.x), received the money in on PAYMENT entries less chargebacks,
 *   refunded every credit to 2.1.1 plus the refunds made in the provider's panel, and outstanding the
 *   balance of 1.1.1 + 1.1.3;
 * - the journal agrees with the rows: 1.1.1 is what the open charges (PENDING, SCHEDULED) ask, the money
 *   received is what the paid payments and the refunds of money not owed say, every refund recorded is
 *   credited to 2.1.1 and 2.1.1 still holds those not yet given back;
 * - the fines and fees kept (3.1.2) are never below zero, and rent (3.1.1) is never below zero while
 *   the rental keeps one (a fee given back must be given up first);
 * - the whole journal balances, and so does every entry.
 */
export async function ledgerRuleViolations(db: Executor): Promise<LedgerRuleViolation[]> {
  const violations: LedgerRuleViolation[] = [];
  const totals = await sql<{ debits: number; credits: number; unbalanced: number }>`
    select coalesce(sum(debit_cents), 0)::bigint as debits, coalesce(sum(credit_cents), 0)::bigint as credits,
           (select count(*) from (select entry_id from journal_lines group by entry_id
                                  having sum(debit_cents) <> sum(credit_cents)) as u)::int as unbalanced
      from journal_lines`.execute(db);
  const total = totals.rows[0];
  if (total && (Number(total.debits) !== Number(total.credits) || Number(total.unbalanced) !== 0))
    violations.push({
      rentalId: 'journal',
      rule: 'the journal does not balance',
      figures: { debits: Number(total.debits), credits: Number(total.credits), unbalanced: total.unbalanced },
    });

  const rows = await sql<RentalFigures>`
    with lines as (
      select e.id as entry_id, e.rental_id, e.kind, l.account, l.debit_cents as d, l.credit_cents as c
        from journal_lines l join journal_entries e on e.id = l.entry_id
       where e.rental_id is not null
    ), panel as (
      -- A refund made in the provider's own panel: money out with nothing owed back before it.
      select entry_id from lines where kind = 'REFUND' group by entry_id having bool_and(account <> '2.1.1')
    ), journal as (
      select rental_id,
             sum(case when account like '3.%' then c - d else 0 end) as contracted,
             sum(case when account = '1.1.2' and kind = 'PAYMENT' then d
                      when account = '1.1.2' and kind = 'CHARGEBACK' then -c else 0 end) as received,
             sum(case when account = '2.1.1' then c
                      when account = '1.1.2' and entry_id in (select entry_id from panel) then c
                      else 0 end) as refunded,
             sum(case when account in ('1.1.1', '1.1.3') then d - c else 0 end) as outstanding,
             sum(case when account = '1.1.1' then d - c else 0 end) as open_charges,
             sum(case when account = '2.1.1' then c - d else 0 end) as owed_back,
             sum(case when account = '3.1.1' then c - d else 0 end) as rent,
             sum(case when account = '3.1.2' then c - d else 0 end) as fees
        from lines group by rental_id
    ), not_owed as (
      -- Money received that was not owed: a refund with its reconciliation case from a provider's event.
      select r.* from payment_refunds r
       where exists (select 1 from payment_reconciliation k
                      where k.refund_id = r.id and k.event_id is not null
                        -- A refused refund, or one made in the provider's panel, gave back credited money.
                        and k.reason not in ('REFUND_REFUSED', 'PANEL_REFUND'))
    ), paid as (
      select p.rental_id, sum(coalesce(p.card_total_cents, p.amount_cents)) as cents
        from payments p
       where p.status in ('PAID', 'REFUND_PENDING', 'REFUNDED')
         and not exists (select 1 from not_owed n where n.payment_id = p.id and n.settles_payment)
       group by p.rental_id
    ), payment_rows as (
      select rental_id,
             sum(amount_cents) filter (where status in ('PENDING', 'SCHEDULED')) as open_charges
        from payments group by rental_id
    ), refund_rows as (
      select rental_id, sum(amount_cents) as refunded,
             sum(amount_cents) filter (where status in ('PENDING', 'REFUSED')) as owed_back
        from payment_refunds group by rental_id
    ), chargebacks as (
      -- Money the card network took back (decision 0013): received no more, owed again (1.1.3).
      select rental_id, sum(received_cents) as cents from payment_reconciliation
       where reason = 'CHARGEBACK' and resolved_at is null group by rental_id
    ), not_owed_rows as (
      select rental_id, sum(amount_cents) as cents from not_owed group by rental_id
    ), rentals_with_money as (
      select rental_id from journal union select rental_id from payment_rows
      union select rental_id from refund_rows
    )
    select m.rental_id,
           coalesce(j.contracted, 0)::bigint as contracted, coalesce(j.received, 0)::bigint as received,
           coalesce(j.refunded, 0)::bigint as refunded, coalesce(j.outstanding, 0)::bigint as outstanding,
           coalesce(j.open_charges, 0)::bigint as open_charges, coalesce(j.owed_back, 0)::bigint as owed_back,
           coalesce(j.rent, 0)::bigint as rent, coalesce(j.fees, 0)::bigint as fees,
           coalesce(pr.open_charges, 0)::bigint as rows_open_charges,
           (coalesce(paid.cents, 0) + coalesce(n.cents, 0) - coalesce(cb.cents, 0))::bigint as rows_received,
           coalesce(rr.refunded, 0)::bigint as rows_refunded, coalesce(rr.owed_back, 0)::bigint as rows_owed_back
      from rentals_with_money m
      left join journal j on j.rental_id = m.rental_id
      left join payment_rows pr on pr.rental_id = m.rental_id
      left join paid on paid.rental_id = m.rental_id
      left join not_owed_rows n on n.rental_id = m.rental_id
      left join chargebacks cb on cb.rental_id = m.rental_id
      left join refund_rows rr on rr.rental_id = m.rental_id
     order by m.rental_id`.execute(db);
  for (const raw of rows.rows) {
    const f = Object.fromEntries(
      Object.entries(raw)
        .filter(([key]) => key !== 'rental_id')
        .map(([key, value]) => [key, Number(value)]),
    ) as Omit<RentalFigures, 'rental_id'>;
    const add = (rule: string) => violations.push({ rentalId: raw.rental_id, rule, figures: f });
    if (f.received - f.refunded + f.outstanding !== f.contracted)
      add('received − refunded + outstanding ≠ contracted');
    if (f.open_charges !== f.rows_open_charges) add('1.1.1 ≠ the open charges (PENDING + SCHEDULED)');
    if (f.received !== f.rows_received)
      add('money received ≠ the paid payments and refunds of money not owed');
    if (f.refunded !== f.rows_refunded) add('refunds credited to 2.1.1 ≠ the refunds recorded');
    if (f.owed_back !== f.rows_owed_back) add('2.1.1 ≠ the refunds not yet given back');
    // A fee kept moves rent to 3.1.2 (fee-postings.ts): never more than was kept, never more than the rent.
    if (f.fees < 0) add('3.1.2 (fines and fees kept) below zero');
    if (f.fees > 0 && f.rent < 0) add('3.1.1 below zero beside a fee kept');
  }
  return violations;
}
