import type { Executor } from '../../db/executor.ts';
import {
  findJournalTotals,
  findRentalLedgerFigures,
  type RentalFigures,
} from './ledger-figures-repository.ts';

export interface LedgerRuleViolation {
  /** The rental, or 'journal' for the whole journal. */
  rentalId: string;
  rule: string;
  figures: Record<string, number>;
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
 * - the caução held for the customer (2.1.2) is what its paid charges hold (a card's reservation: the capture
 *   asked of it), its money (kinds DEPOSIT and DEPOSIT_RETURN) never counts as the stay's, and what cards owe
 *   the cauções (1.1.4) is the captures asked and not yet done;
 * - the whole journal balances, and so does every entry.
 */
export async function ledgerRuleViolations(db: Executor): Promise<LedgerRuleViolation[]> {
  const violations: LedgerRuleViolation[] = [];
  const total = await findJournalTotals(db);
  if (total && (Number(total.debits) !== Number(total.credits) || Number(total.unbalanced) !== 0))
    violations.push({
      rentalId: 'journal',
      rule: 'the journal does not balance',
      figures: { debits: Number(total.debits), credits: Number(total.credits), unbalanced: total.unbalanced },
    });

  const rows = await findRentalLedgerFigures(db);
  for (const raw of rows) {
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
    // The caução held (2.1.2) is what its paid charges hold: never billing, never below zero.
    if (f.deposit_held !== f.rows_deposit_held) add('2.1.2 ≠ the cauções paid and not given back');
    if (f.deposit_held < 0) add('2.1.2 (cauções) below zero');
    // What cards owe the cauções (1.1.4) is the captures asked of reservations and not yet done.
    if (f.card_debt !== f.rows_card_debt) add('1.1.4 ≠ the captures asked of cauções reserved on a card');
  }
  return violations;
}
