import type { Executor } from '../../db/executor.ts';
import { ledgerRuleViolations } from '../ledger/ledger-rule-check.ts';
import { findExtensionBilling, findRentalBilling } from './billing-figures-repository.ts';

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
 * api.md's billing rule, over every rental of the database, in its two scopes (rentalScopeViolations and
 * extensionScopeViolations), and the ledger's rule (decision 0020, modules/ledger/ledger-rule-check.ts:
 * the journal balances and agrees with the payments): returns what breaks them (nothing, always).
 */
export async function billingRuleViolations(db: Executor): Promise<BillingRuleViolation[]> {
  return [
    ...(await rentalScopeViolations(db)),
    ...(await extensionScopeViolations(db)),
    ...(await ledgerViolations(db)),
  ];
}

/** The ledger's rule in this check's shape: every place the billing rule is checked checks the ledger too. */
async function ledgerViolations(db: Executor): Promise<BillingRuleViolation[]> {
  return (await ledgerRuleViolations(db)).map((violation) => ({
    rentalId: violation.rentalId,
    status: 'LEDGER',
    valueCents: violation.figures.contracted ?? 0,
    billedCents: violation.figures.received ?? 0,
    openCharges: violation.figures.outstanding ?? 0,
    rule: `${violation.rule} ${JSON.stringify(violation.figures)}`,
  }));
}

/**
 * The rental's scope: PAID + PENDING + SCHEDULED never exceeds
 * the rental value; it equals it while a plan is open (a rental waiting for payment with a charge still
 * to be paid) and for every RENTED or DEFAULTER rental; a CANCELLED rental has nothing left to pay.
 * An extension's charges count here once it is PAID (the rental's value then includes its difference).
 */
async function rentalScopeViolations(db: Executor): Promise<BillingRuleViolation[]> {
  const rows = await findRentalBilling(db);
  const violations: BillingRuleViolation[] = [];
  for (const row of rows) {
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

/**
 * An extension's scope: its PAID + PENDING + SCHEDULED (and the part kept of a charge partly given back)
 * never exceed its difference, equal it once PAID; an extension that expired has nothing left to pay, and
 * one cancelled with its stay bills nothing at all (its money given back with the stay's).
 */
async function extensionScopeViolations(db: Executor): Promise<BillingRuleViolation[]> {
  const rows = await findExtensionBilling(db);
  const violations: BillingRuleViolation[] = [];
  for (const row of rows) {
    const entry = {
      rentalId: `extension ${row.extension_id}`,
      status: row.status,
      valueCents: row.value_cents,
      billedCents: row.billed_cents,
      openCharges: row.open_charges,
    };
    if (row.billed_cents > row.value_cents)
      violations.push({ ...entry, rule: 'extension billed more than its difference' });
    else if (row.status === 'PAID' && row.billed_cents !== row.value_cents)
      violations.push({ ...entry, rule: 'PAID extension not billed its whole difference' });
    else if (row.status === 'EXPIRED' && row.open_charges > 0)
      violations.push({ ...entry, rule: 'EXPIRED extension with charges left to pay' });
    else if (row.status === 'CANCELLED' && (row.open_charges > 0 || row.billed_cents > 0))
      violations.push({ ...entry, rule: 'CANCELLED extension still billing or with charges left to pay' });
  }
  return violations;
}
