import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { chargedCents } from './charged-cents.ts';
import { findCreditedPaymentRows, findOpenChargeback } from './credited-money-repository.ts';

// The reads of payments other modules may make (and the locks they take before a money command): the
// only way in to the payments' rows from outside modules/payments. The commands that change them are
// in money-commands.ts.

export { chargedCents } from './charged-cents.ts';
export { depositCaptureAsked } from './deposit-repository.ts';
export { findYieldTransfer } from './deposit-settlement-money.ts';
export { depositYieldCents } from './deposit-yield.ts';
export {
  findHeldDeposits,
  findPendingYieldTransfers,
} from './deposit-yield-repository.ts';
export {
  countOverdueCharges,
  findPayment,
  findRentalsPayments,
  LIVE_UNPAID_STATUSES,
  lockRentalPayments,
} from './repository.ts';
export { listSavingsRates } from './savings-rates.ts';

// What a rental's payments received and gave back, for the money settlements (a withdrawal, a
// cancellation, a staff refund): what the customer paid and what is still ours to give back.

export interface PaymentMoney {
  /** What this payment received and the stay kept (its own credited money, card interest included). */
  receivedCents: number;
  /** How much of it was given back already (refunds requested, delivered, refused or settled). */
  givenBackCents: number;
}

/**
 * Per payment holding credited money (PAID, or partly or wholly given back): what it received and what
 * went back. Money that was never credited (a second payment, a code paid after cancellation, given back
 * whole on arrival) is left out: it was never the stay's. The stay's money by default; the caução's apart.
 */
export async function findPaymentsMoney(
  db: Executor,
  rentalId: string,
  purpose: 'STAY' | 'DEPOSIT' = 'STAY',
): Promise<Map<string, PaymentMoney>> {
  const rows = await findCreditedPaymentRows(db, rentalId, purpose);
  const money = new Map<string, PaymentMoney>();
  for (const row of rows) {
    if (row.never_credited) continue;
    money.set(row.id, {
      receivedCents: chargedCents(row),
      givenBackCents: Math.min(Number(row.given_back), chargedCents(row)),
    });
  }
  return money;
}

/** The rental's money in all: received (credited), already given back, and what is still kept. */
export interface RentalMoney {
  receivedCents: number;
  givenBackCents: number;
  keptCents: number;
}

export function rentalMoney(money: ReadonlyMap<string, PaymentMoney>): RentalMoney {
  let receivedCents = 0;
  let givenBackCents = 0;
  for (const each of money.values()) {
    receivedCents += each.receivedCents;
    givenBackCents += each.givenBackCents;
  }
  return { receivedCents, givenBackCents, keptCents: receivedCents - givenBackCents };
}

/** What a payment still keeps of the money it received (0 when it holds none). */
export function keptCents(money: ReadonlyMap<string, PaymentMoney>, payment: Pick<PaymentRow, 'id'>): number {
  const each = money.get(payment.id);
  return each ? each.receivedCents - each.givenBackCents : 0;
}

/** Whether a chargeback of the rental is still unresolved (the customer owes its money again). */
export async function hasChargeback(db: Executor, rentalId: string): Promise<boolean> {
  const row = await findOpenChargeback(db, rentalId);
  return row !== undefined;
}
