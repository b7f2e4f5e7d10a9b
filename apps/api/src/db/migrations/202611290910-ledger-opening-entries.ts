import { type Kysely, sql } from 'kysely';

// The ledger's opening entries (decision 0020): a database with money from before the journal gets, from
// its payments, refunds and reconciliation cases, the entries the live code would have posted, under
// the same source keys, so that a later change never posts one of them twice. Re-pricings of a charge
// are folded into its charge (its amount now). One statement per kind of entry, each writing the
// entries and their lines together; entries already posted (their key) are left as they are.
// Frozen once released, like every migration.

/**
 * Money received that was not owed: refunds with the reconciliation case of money given back as it came
 * (a provider's event; a plan replaced gives back credited money and has no event).
 */
const NOT_OWED = `(
  select r.* from payment_refunds r
   where exists (select 1 from payment_reconciliation k
                  where k.refund_id = r.id and k.event_id is not null
                    and k.reason in ('DUPLICATE', 'REPLACED', 'WRONG_AMOUNT', 'AFTER_CANCELLATION', 'NOT_OWED')))`;

/** A payment whose money is a refund's of money not owed (it was never credited). */
const SETTLED_NOT_OWED = (payment: string) =>
  `exists (select 1 from ${NOT_OWED} n where n.payment_id = ${payment}.id and n.settles_payment)`;

const PURPOSE = (p: string) => `(case when ${p}.extension_id is not null then 'Prorrogação' else 'Aluguel' end
  || case when ${p}.installment_count > 1
          then ' — parcela ' || ${p}.installment || '/' || ${p}.installment_count else '' end)`;

const METHOD = (
  p: string,
) => `(case ${p}.payment_type when 'PIX' then 'Pix' when 'CREDIT_CARD' then 'cartão de crédito'
  else 'boleto' end)`;

/**
 * Posts one entry per row of `source` (columns at, kind, description, rental_id, payment_id, refund_id,
 * source_key) with the lines of `lines` (columns source_key, line, account, debit, credit; lines of zero
 * are left out).
 */
function post(source: string, lines: string): string {
  return `with source as (${source}),
    entry as (
      insert into journal_entries (at, kind, description, rental_id, payment_id, refund_id, source_key)
      select at, kind, description, rental_id, payment_id, refund_id, source_key from source
      on conflict (source_key) do nothing
      returning id, source_key
    )
    insert into journal_lines (entry_id, line, account, debit_cents, credit_cents)
    select entry.id, row_number() over (partition by entry.id order by l.line), l.account, l.debit, l.credit
      from entry join (${lines}) as l on l.source_key = entry.source_key
     where l.debit > 0 or l.credit > 0`;
}

const up = [
  // Every charge, issued or scheduled when it was made: owed.
  post(
    `select p.created_at as at, 'CHARGE' as kind, ${PURPOSE('p')} as description, p.rental_id,
            p.id as payment_id, null::uuid as refund_id, 'payment:' || p.id || ':charge' as source_key
       from payments p`,
    `select 'payment:' || p.id || ':charge' as source_key, v.line, v.account, v.debit, v.credit
       from payments p, lateral (values (1, '1.1.1', p.amount_cents::bigint, 0::bigint),
                                        (2, '3.1.1', 0::bigint, p.amount_cents::bigint))
         as v (line, account, debit, credit)`,
  ),
  // Money received on a charge (paid, or paid and given back since).
  post(
    `select coalesce(p.paid_at, p.updated_at) as at, 'PAYMENT' as kind,
            (case when p.paid_via = 'MANUAL' then 'Pagamento confirmado pela equipe'
                  else 'Pagamento recebido por ' || ${METHOD('p')} end) || ': ' || ${PURPOSE('p')} as description,
            p.rental_id, p.id as payment_id, null::uuid as refund_id, 'payment:' || p.id || ':paid' as source_key
       from payments p
      where p.status = 'PAID' or (p.status in ('REFUND_PENDING', 'REFUNDED') and not ${SETTLED_NOT_OWED('p')})`,
    `select 'payment:' || p.id || ':paid' as source_key, v.line, v.account, v.debit, v.credit
       from payments p, lateral (values
         (1, '1.1.2', coalesce(p.card_total_cents, p.amount_cents)::bigint, 0::bigint),
         (2, '1.1.1', 0::bigint, p.amount_cents::bigint),
         (3, '3.1.3', 0::bigint, (coalesce(p.card_total_cents, p.amount_cents) - p.amount_cents)::bigint))
         as v (line, account, debit, credit)`,
  ),
  // Charges voided (expired, cancelled, failed), or whose money was given back as not owed.
  post(
    `select p.updated_at as at, 'CREDIT' as kind,
            'Cobrança cancelada: ' || (case when p.status = 'FAILED' then 'cartão recusado'
                                           else lower(${PURPOSE('p')}) end) as description,
            p.rental_id, p.id as payment_id, null::uuid as refund_id, 'payment:' || p.id || ':void' as source_key
       from payments p
      where p.status in ('EXPIRED', 'CANCELLED', 'FAILED')
         or (p.status in ('REFUND_PENDING', 'REFUNDED') and ${SETTLED_NOT_OWED('p')})`,
    `select 'payment:' || p.id || ':void' as source_key, v.line, v.account, v.debit, v.credit
       from payments p, lateral (values (1, '3.1.1', p.amount_cents::bigint, 0::bigint),
                                        (2, '1.1.1', 0::bigint, p.amount_cents::bigint))
         as v (line, account, debit, credit)`,
  ),
  // Refunds of credited money: the billing reduced (card interest first out of the interest).
  post(
    `select r.requested_at as at, 'REFUND' as kind, 'Estorno a devolver: ' || ${PURPOSE('p')} as description,
            r.rental_id, r.payment_id, r.id as refund_id, 'refund:' || r.id || ':owed' as source_key
       from payment_refunds r join payments p on p.id = r.payment_id
      where r.id not in (select id from ${NOT_OWED} n)`,
    `select 'refund:' || r.id || ':owed' as source_key, v.line, v.account, v.debit, v.credit
       from payment_refunds r join payments p on p.id = r.payment_id,
            lateral (select greatest(0, least(r.amount_cents - p.amount_cents,
                                              coalesce(p.card_total_cents, p.amount_cents) - p.amount_cents))
                       as interest) as i,
            lateral (values (1, '3.1.1', (r.amount_cents - i.interest)::bigint, 0::bigint),
                            (2, '3.1.3', i.interest::bigint, 0::bigint),
                            (3, '2.1.1', 0::bigint, r.amount_cents::bigint))
         as v (line, account, debit, credit)`,
  ),
  // Money received that was not owed, owed back at once.
  post(
    `select r.requested_at as at, 'PAYMENT' as kind,
            'Pagamento recebido sem ser devido, a devolver: ' || ${PURPOSE('p')} as description,
            r.rental_id, r.payment_id, r.id as refund_id, 'refund:' || r.id || ':received' as source_key
       from ${NOT_OWED} r join payments p on p.id = r.payment_id`,
    `select 'refund:' || r.id || ':received' as source_key, v.line, v.account, v.debit, v.credit
       from ${NOT_OWED} r, lateral (values (1, '1.1.2', r.amount_cents::bigint, 0::bigint),
                                          (2, '2.1.1', 0::bigint, r.amount_cents::bigint))
         as v (line, account, debit, credit)`,
  ),
  // Refunds given back: by the provider, or by a person outside it.
  post(
    `select coalesce(r.refunded_at, r.settled_at, r.requested_at) as at, 'REFUND' as kind,
            (case when r.status = 'REFUNDED' then 'Estorno devolvido pelo provedor de pagamento'
                  else 'Estorno devolvido pela equipe' end) as description,
            r.rental_id, r.payment_id, r.id as refund_id, 'refund:' || r.id || ':delivered' as source_key
       from payment_refunds r where r.status in ('REFUNDED', 'SETTLED')`,
    `select 'refund:' || r.id || ':delivered' as source_key, v.line, v.account, v.debit, v.credit
       from payment_refunds r, lateral (values (1, '2.1.1', r.amount_cents::bigint, 0::bigint),
                                              (2, '1.1.2', 0::bigint, r.amount_cents::bigint))
         as v (line, account, debit, credit)
      where r.status in ('REFUNDED', 'SETTLED')`,
  ),
];

export const ledgerOpeningEntries = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  // The journal is append-only: its opening entries stay.
  async down(): Promise<void> {},
};
