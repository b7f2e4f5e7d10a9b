import type { PaymentRow } from '../../db/schema.ts';

// What a charge took from the customer, in one place: the journal's postings, the refunds, the
// settlements and the e-mails all count it the same. Re-exported by money-queries.ts for other modules;
// no imports of its own, so the ledger's postings may use it too.

/** What the customer paid for a charge: its amount, or with a card in instalments the total with interest. */
export function chargedCents(payment: Pick<PaymentRow, 'card_total_cents' | 'amount_cents'>): number {
  return payment.card_total_cents ?? payment.amount_cents;
}
