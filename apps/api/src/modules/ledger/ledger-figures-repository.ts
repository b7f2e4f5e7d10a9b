import type { TrialBalance } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// The ledger's figures: the accounts' totals (the trial balance) and what decision 0020's rule compares,
// read from the journal's tables and the money rows in one statement each.

/** Every account of the chart, in the chart's order, with its debits and credits up to `at`. */
export async function findAccountTotals(db: Executor, at: Date) {
  const { rows } = await sql<{
    code: TrialBalance['accounts'][number]['code'];
    name: string;
    type: 'ASSET' | 'LIABILITY' | 'REVENUE' | 'EXPENSE';
    debit: string | number;
    credit: string | number;
  }>`
    select a.code, a.name, a.type,
      coalesce(sum(t.debit_cents), 0) as debit,
      coalesce(sum(t.credit_cents), 0) as credit
    from ledger_accounts a
    left join (
      select l.account, l.debit_cents, l.credit_cents
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where e.at <= ${at}
    ) t on t.account = a.code
    group by a.code, a.name, a.type
    -- The chart's order (1.1.4 came after 4.1.1, and the chart is append-only: its positions never move).
    order by string_to_array(a.code, '.')::int[]`.execute(db);
  return rows;
}

/** The whole journal's debits and credits, and how many entries do not balance. */
export async function findJournalTotals(db: Executor) {
  const totals = await sql<{ debits: number; credits: number; unbalanced: number }>`
    select coalesce(sum(debit_cents), 0)::bigint as debits, coalesce(sum(credit_cents), 0)::bigint as credits,
           (select count(*) from (select entry_id from journal_lines group by entry_id
                                  having sum(debit_cents) <> sum(credit_cents)) as u)::int as unbalanced
      from journal_lines`.execute(db);
  return totals.rows[0];
}

export interface RentalFigures {
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
  /** The caução held for the customer (2.1.2), and what the cauções paid and not given back say. */
  deposit_held: number;
  rows_deposit_held: number;
  /** What cards owe the cauções for captures asked (1.1.4), and what the reservations' rows say. */
  card_debt: number;
  rows_card_debt: number;
}

/** Per rental with money, the journal's figures beside what the payments and refunds rows say. */
export async function findRentalLedgerFigures(db: Executor): Promise<RentalFigures[]> {
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
             -- The stay's revenue (3.1.x): a caução's deductions (3.2.1) are not what the stay costs.
             sum(case when account like '3.1.%' then c - d else 0 end) as contracted,
             sum(case when account = '1.1.2' and kind = 'PAYMENT' then d
                      when account = '1.1.2' and kind = 'CHARGEBACK' then -c else 0 end) as received,
             -- A caução's money owed back is the caução's, not the stay's (its own figures below).
             sum(case when account = '2.1.1' and kind not in ('DEPOSIT', 'DEPOSIT_RETURN') then c
                      when account = '1.1.2' and entry_id in (select entry_id from panel) then c
                      else 0 end) as refunded,
             sum(case when account in ('1.1.1', '1.1.3') then d - c else 0 end) as outstanding,
             sum(case when account = '1.1.1' then d - c else 0 end) as open_charges,
             sum(case when account = '2.1.1' then c - d else 0 end) as owed_back,
             sum(case when account = '3.1.1' then c - d else 0 end) as rent,
             sum(case when account = '3.1.2' then c - d else 0 end) as fees,
             sum(case when account = '2.1.2' then c - d else 0 end) as deposit_held,
             sum(case when account = '1.1.4' then d - c else 0 end) as card_debt
        from lines group by rental_id
    ), rent_refunds as (
      -- The refunds of the stay's money: a caução's are the caução's.
      select r.* from payment_refunds r
       where not exists (select 1 from payments d where d.id = r.payment_id and d.purpose = 'DEPOSIT')
    ), not_owed as (
      -- Money received that was not owed: a refund with its reconciliation case from a provider's event.
      select r.* from rent_refunds r
       where exists (select 1 from payment_reconciliation k
                      where k.refund_id = r.id and k.event_id is not null
                        -- A refused refund, or one made in the provider's panel, gave back credited money.
                        and k.reason not in ('REFUND_REFUSED', 'PANEL_REFUND'))
    ), paid as (
      select p.rental_id, sum(coalesce(p.card_total_cents, p.amount_cents)) as cents
        from payments p
       where p.status in ('PAID', 'REFUND_PENDING', 'REFUNDED') and p.purpose <> 'DEPOSIT'
         and not exists (select 1 from not_owed n where n.payment_id = p.id and n.settles_payment)
       group by p.rental_id
    ), payment_rows as (
      select rental_id,
             sum(amount_cents) filter (where status in ('PENDING', 'SCHEDULED') and purpose <> 'DEPOSIT')
               as open_charges
        from payments group by rental_id
    ), refund_rows as (
      -- Owed back: every refund not yet given back, the caução's too (2.1.1 holds both).
      select r.rental_id,
             sum(r.amount_cents) filter (where d.id is null) as refunded,
             sum(r.amount_cents) filter (where r.status in ('PENDING', 'REFUSED')) as owed_back
        from payment_refunds r
        left join payments d on d.id = r.payment_id and d.purpose = 'DEPOSIT'
       group by r.rental_id
    ), chargebacks as (
      -- Money the card network took back (decision 0013): received no more, owed again (1.1.3).
      select rental_id, sum(received_cents) as cents from payment_reconciliation
       where reason = 'CHARGEBACK' and resolved_at is null group by rental_id
    ), not_owed_rows as (
      select rental_id, sum(amount_cents) as cents from not_owed group by rental_id
    ), deposit_rows as (
      -- The cauções paid (or, reserved on a card, the capture asked), less what was given back of them and the
      -- deductions settled, with their yield.
      select p.rental_id,
             sum(case when p.status = 'AUTHORIZED' then coalesce(p.capture_cents, 0) else 0 end) as card_debt,
             sum(case when p.status = 'PAID' then p.amount_cents
                      when p.status = 'AUTHORIZED' then coalesce(p.capture_cents, 0)
                      when p.status in ('REFUND_PENDING', 'REFUNDED')
                        then p.amount_cents - coalesce(p.refunded_cents, p.amount_cents)
                      else 0 end)
             - coalesce((select s.deducted_cents from deposit_settlements s
                          where s.rental_id = p.rental_id and s.status = 'SETTLED'), 0)
             -- Its poupança yield credited, less the yield paid out by a transfer.
             + coalesce((select sum(y.yield_cents) from deposit_yields y where y.rental_id = p.rental_id), 0)
             - coalesce((select sum(t.amount_cents) from payment_refunds t
                          where t.rental_id = p.rental_id and t.by_transfer), 0) as held
        from payments p where p.purpose = 'DEPOSIT' group by p.rental_id
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
           coalesce(rr.refunded, 0)::bigint as rows_refunded, coalesce(rr.owed_back, 0)::bigint as rows_owed_back,
           coalesce(j.deposit_held, 0)::bigint as deposit_held, coalesce(dr.held, 0)::bigint as rows_deposit_held,
           coalesce(j.card_debt, 0)::bigint as card_debt, coalesce(dr.card_debt, 0)::bigint as rows_card_debt
      from rentals_with_money m
      left join journal j on j.rental_id = m.rental_id
      left join payment_rows pr on pr.rental_id = m.rental_id
      left join paid on paid.rental_id = m.rental_id
      left join not_owed_rows n on n.rental_id = m.rental_id
      left join chargebacks cb on cb.rental_id = m.rental_id
      left join refund_rows rr on rr.rental_id = m.rental_id
      left join deposit_rows dr on dr.rental_id = m.rental_id
     order by m.rental_id`.execute(db);
  return rows.rows;
}
