import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, ReconciliationReason, RentalRow } from '../../db/schema.ts';
import { updateRental } from '../rentals/commands.ts';
import { leaseRegime } from '../rentals/lease-regime.ts';
import type { CreditDecision, CreditEffects } from './credit-types.ts';
import { depositInPlace } from './held-deposit.ts';
import { writePostPaidLease } from './post-paid-plan.ts';
import { expirePendingCharges } from './repository.ts';

// What money that arrives for a caução's charge (purpose DEPOSIT) does, called by credit-decision.ts under
// the rental's lock and then its payments'. The caução is held for the customer (ledger 2.1.2), never billed
// as rent: its own scope, one caução held at most. Paid, it is the rental's guarantee (ACTIVE); with the
// first charge paid too, the rental is RENTED.

export interface DepositCreditContext {
  trx: Executor;
  rental: RentalRow;
  payment: PaymentRow;
  /** The rental's payments, locked, as they were before this money. */
  payments: readonly PaymentRow[];
  now: Date;
  effects: CreditEffects;
  giveBack(reason: ReconciliationReason, settlesPayment: boolean): Promise<CreditDecision>;
  recordReplacement(): Promise<unknown>;
  markPaid(): Promise<PaymentRow>;
}

const isDeposit = (row: PaymentRow) => row.purpose === 'DEPOSIT';
const isLive = (row: PaymentRow) => row.status === 'PENDING' || row.status === 'SCHEDULED';

/** Whether the rental is a post-paid lease (rent-regime.ts): its rent is billed after each month is lived. */
export function postPaid(rental: RentalRow): boolean {
  return leaseRegime(rental) === 'POST_PAID';
}

/** The rental's first charge of rent, paid (its plan's first part: the whole stay or month 1), if it is. */
export function firstRentCharge(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find(
    (row) => !isDeposit(row) && row.extension_id === null && row.installment === 1 && row.status === 'PAID',
  );
}

/** Whether the rental's first charge of rent is paid. */
export function firstRentPaid(payments: readonly PaymentRow[]): boolean {
  return firstRentCharge(payments) !== undefined;
}

/** Whether the rental holds its caução: none is owed, or one is paid or reserved on a card. */
export function depositSettled(rental: RentalRow, payments: readonly PaymentRow[]): boolean {
  return rental.security_deposit_cents === null || depositInPlace(payments) !== undefined;
}

export async function decideDepositCredit(context: DepositCreditContext): Promise<CreditDecision> {
  const { trx, rental, payment, payments, now, effects } = context;
  if (payment.status === 'FAILED') return context.giveBack('NOT_OWED', true);
  // One caução only: a second one paid (another code of it, or beside one reserved on a card) is given back.
  if (depositInPlace(payments.filter((row) => row.id !== payment.id)))
    return context.giveBack('REPLACED', true);
  // Only a stay still to begin or under way holds a caução.
  if (rental.status !== 'WAITING_FOR_PAYMENT' && rental.status !== 'RENTED')
    return context.giveBack('NOT_OWED', true);
  if (!isLive(payment)) {
    // An older code of the caução (an expired Pix, a replaced request): it pays in the live one's place.
    effects.voided.push(...(await expirePendingCharges(trx, rental.id, { deposit: true, at: now })));
    await context.recordReplacement();
  }
  const credited = await context.markPaid();
  if (rental.status !== 'WAITING_FOR_PAYMENT') return { outcome: 'CREDITED', payment: credited, effects };
  // A post-paid lease owes only its caução before the keys: paid, the stay is rented and its months written,
  // each billed after it is lived (post-paid-plan.ts); the crediting enqueues their issue.
  if (postPaid(rental)) {
    await updateRental(trx, rental.id, { status: 'RENTED', paid_at: credited.paid_at ?? now });
    effects.scheduled.push(...(await writePostPaidLease(trx, rental, now, payment.provider)));
    return { outcome: 'RENTED', payment: credited, effects };
  }
  if (firstRentPaid(payments)) {
    await updateRental(trx, rental.id, { status: 'RENTED', paid_at: credited.paid_at ?? now });
    return { outcome: 'RENTED', payment: credited, effects };
  }
  return { outcome: 'CREDITED', payment: credited, effects };
}
