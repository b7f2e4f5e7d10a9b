import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, ReconciliationReason, RentalRow } from '../../db/schema.ts';
import { updateRental } from '../rentals/commands.ts';
import type { CreditDecision, CreditEffects, PaymentConfirmation } from './credit-types.ts';
import { firstRentCharge } from './deposit-credit.ts';
import { depositInPlace } from './held-deposit.ts';
import { updatePayment } from './repository.ts';

// A caução on a card (decision 0024, 'A card's caução, reserved'): the provider's word that the amount is
// reserved (an authorisation) or that a capture of it arrived, decided under the rental's lock and then its
// payments' (credit-decision.ts takes them). A reservation moves no money: it posts nothing. A capture is
// money: it is credited only when it is the capture asked (`capture_cents`), otherwise given back.

export interface CardDepositContext {
  trx: Executor;
  rental: RentalRow;
  payment: PaymentRow;
  /** The rental's payments, locked, as they were before this word. */
  payments: readonly PaymentRow[];
  confirmation: PaymentConfirmation;
  now: Date;
  effects: CreditEffects;
  giveBack(reason: ReconciliationReason, settlesPayment: boolean): Promise<CreditDecision>;
}

/** Whether this word about a caução is the card's (a reservation, or money for one): decideCardDeposit's. */
export function isCardDepositWord(payment: PaymentRow, confirmation: PaymentConfirmation): boolean {
  return (
    payment.purpose === 'DEPOSIT' &&
    (confirmation.authorization === true || payment.status === 'AUTHORIZED' || payment.status === 'RELEASED')
  );
}

export async function decideCardDeposit(context: CardDepositContext): Promise<CreditDecision> {
  return context.confirmation.authorization ? authorised(context) : captured(context);
}

/**
 * The amount is reserved on the card. Held as the rental's caução (AUTHORIZED) when the rental still wants
 * one and has none; with its first charge paid, the stay is RENTED. Otherwise (a stay cancelled meanwhile, a
 * caução already in place, a reservation of another amount) the reservation is given up at the provider.
 */
async function authorised(context: CardDepositContext): Promise<CreditDecision> {
  const { trx, rental, payment, payments, confirmation, now, effects } = context;
  if (payment.status === 'AUTHORIZED' || payment.status === 'RELEASED')
    return { outcome: 'ALREADY_CREDITED', payment, effects };
  const wanted =
    payment.status === 'PENDING' &&
    payment.payment_type === 'CREDIT_CARD' &&
    confirmation.amountCents === payment.amount_cents &&
    (rental.status === 'WAITING_FOR_PAYMENT' || rental.status === 'RENTED') &&
    !depositInPlace(payments.filter((row) => row.id !== payment.id));
  if (!wanted) {
    const released = await release(trx, payment, now);
    effects.voided.push(released);
    return { outcome: 'RELEASED', payment: released, effects };
  }
  const authorised = await updatePayment(
    trx,
    payment.id,
    { status: 'AUTHORIZED', provider_payment_id: confirmation.providerPaymentId ?? null },
    now,
  );
  const rent = firstRentCharge(payments);
  if (rental.status === 'WAITING_FOR_PAYMENT' && rent) {
    await updateRental(trx, rental.id, { status: 'RENTED', paid_at: confirmation.paidAt });
    // Not 'RENTED': that outcome is money credited, and a reservation is none (its capture may be, later).
    return { outcome: 'AUTHORIZED', payment: authorised, effects, rentedBy: rent };
  }
  return { outcome: 'AUTHORIZED', payment: authorised, effects };
}

/**
 * Money for a caução reserved on a card: the capture asked (at a settlement, or before the provider's window
 * closes) is credited — PAID with what was captured, the card's debt to the caução settled (1.1.4, posted by
 * payment-postings.ts). Money nobody asked for (a capture after the reservation was given up, another amount)
 * is given back.
 */
async function captured(context: CardDepositContext): Promise<CreditDecision> {
  const { trx, payment, confirmation, now, effects } = context;
  if (payment.status !== 'AUTHORIZED' || payment.capture_cents !== confirmation.amountCents)
    return context.giveBack('NOT_OWED', false);
  const paid = await updatePayment(
    trx,
    payment.id,
    {
      status: 'PAID',
      amount_cents: confirmation.amountCents,
      capture_cents: null,
      card_total_cents: confirmation.amountCents,
      paid_at: confirmation.paidAt,
      paid_via: confirmation.via,
      provider_payment_id: confirmation.providerPaymentId ?? null,
    },
    now,
  );
  return { outcome: 'CREDITED', payment: paid, effects };
}

/** The reservation given up (RELEASED): nothing was captured, nothing is owed either way. */
export function release(trx: Executor, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  return updatePayment(trx, payment.id, { status: 'RELEASED', capture_cents: null }, now);
}
