import { type RawBuilder, sql } from 'kysely';

// A rental's revenue as its statement counts it, for the reports' SQL (the journal's tables stay this
// module's: other modules compose this fragment, they never name the tables).

/** The stay's own revenue accounts: rent, spots and extensions (3.1.1) and fines and fees kept (3.1.2). */
const STAY_REVENUE = sql`('3.1.1', '3.1.2')`;

/**
 * SQL: the credit balance of the stay's revenue accounts over the entries of the rental `rentalId`
 * (a column reference such as 'r.id'), in cents — what the stay costs now, card interest (3.1.3, the
 * financing of a card payment) left out; never below 0. `fallback` (e.g. 'r.rental_value_cents') when
 * the journal has no entry for the rental at all (a stay imported or made by staff without a charge).
 */
export function stayRevenueCents(rentalId: string, fallback: string): RawBuilder<number> {
  return sql<number>`(
    case when exists (select 1 from journal_entries je where je.rental_id = ${sql.ref(rentalId)})
      then greatest(0, (
        select coalesce(sum(jl.credit_cents - jl.debit_cents), 0)
        from journal_entries je join journal_lines jl on jl.entry_id = je.id
        where je.rental_id = ${sql.ref(rentalId)} and jl.account in ${STAY_REVENUE}
      ))
      else ${sql.ref(fallback)}
    end)`;
}
