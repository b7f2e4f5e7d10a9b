import { checkInInstant, formatBrDateTime } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, RentalRow } from '../../db/schema.ts';
import type { DoorAccess, DoorActor } from '../door-access/door-access-service.ts';
import { creditExtensions } from '../extensions/extension-stay-changes.ts';
import { updateRental } from '../rentals/commands.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import type { CreditEffects } from './credit-types.ts';
import { findPaymentsMoney, rentalMoney } from './money-queries.ts';
import { settleCancelledMoney } from './payments-settlement.ts';

// What giving money back does to the stay (decision 0013, amendment): never a RENTED stay whose money
// was given back. A whole payment given back (by staff, or in the provider's own panel) cancels a stay
// that has not begun; a part of one is a credit: the stay's value drops by the same amount.

/** Rentals whose whole payment given back cancels them (before the check-in), or is refused (after). */
const CANCELLED_BY_WHOLE_REFUND: readonly RentalRow['status'][] = [
  'WAITING_FOR_PAYMENT',
  'RENTED',
  'DEFAULTER',
  'FINISHED',
];

export type WholeRefundVerdict =
  /** The stay is cancelled: nights freed, door revoked, everything it kept given back. */
  | { effect: 'CANCEL' }
  /** The stay's value drops by what was given back (a part of a payment). */
  | { effect: 'CREDIT' }
  /** The stay is under way: it cannot be cancelled, and a whole refund would leave it lived for free. */
  | { effect: 'REFUSE'; reason: string };

/** Whether the stay has begun: checked in, or its check-in instant passed. */
export function stayHasBegun(rental: RentalRow, now: Date): boolean {
  return rental.checked_in_at !== null || now.getTime() >= checkInInstant(rental.start_date).getTime();
}

/** What a refund of `whole` (all of a payment's money) or part of it does to the rental. */
export function refundVerdict(rental: RentalRow, whole: boolean, now: Date): WholeRefundVerdict {
  if (!whole || !CANCELLED_BY_WHOLE_REFUND.includes(rental.status)) return { effect: 'CREDIT' };
  if (!stayHasBegun(rental, now)) return { effect: 'CANCEL' };
  const checkIn = formatBrDateTime(checkInInstant(rental.start_date), { seconds: false });
  if (rental.status === 'FINISHED')
    return {
      effect: 'REFUSE',
      reason:
        `A estadia já terminou (check-in em ${checkIn}): devolver o pagamento inteiro deixaria uma estadia ` +
        'vivida sem pagamento. Devolva só uma parte, como um crédito no extrato.',
    };
  return {
    effect: 'REFUSE',
    reason:
      `A estadia já começou (check-in em ${checkIn}): devolver o pagamento inteiro deixaria a estadia em ` +
      'curso sem pagamento, e ela não pode mais ser cancelada. Devolva só uma parte (um crédito no extrato) ' +
      'ou registre a saída antecipada do hóspede.',
  };
}

/** What a part given back of a payment takes off the stay's value: its share of the stay (no card interest). */
export function creditedStayCents(payment: Pick<PaymentRow, 'amount_cents'>, refundCents: number): number {
  return Math.min(payment.amount_cents, refundCents);
}

/**
 * Lowers the stay's value by a credit (a partial refund, by staff or in the provider's panel): the billing
 * rule keeps holding. Of an extension's charge (`extensionId`), its difference drops as much; of the
 * stay's own money, the value an open extension was priced from (extension-stay-changes.ts).
 */
export async function creditStay(
  trx: Executor,
  rental: RentalRow,
  creditCents: number,
  extensionId: string | null = null,
): Promise<RentalRow> {
  if (creditCents <= 0) return rental;
  await creditExtensions(trx, { rentalId: rental.id, extensionId, creditCents });
  return updateRental(trx, rental.id, {
    rental_value_cents: Math.max(0, rental.rental_value_cents - creditCents),
  });
}

/**
 * Cancels a stay whose whole payment was given back, inside the caller's transaction (the rental and
 * its payments locked): every other payment's money is given back too (a cancelled stay keeps none),
 * every charge still to be paid voided, the nights freed (the night holds follow the status), the
 * door code revoked through the door-access module, the customer told. The refund of the payment
 * itself must be recorded by the caller first (so it is not asked twice).
 */
export async function cancelStayByRefund(
  trx: Executor,
  rental: RentalRow,
  now: Date,
  input: { details: string; actor: DoorActor; door?: DoorAccess; notices?: RentalNotices },
): Promise<{ effects: CreditEffects; rental: RentalRow }> {
  const effects = await settleCancelledMoney(trx, rental.id, now, 1);
  const money = rentalMoney(await findPaymentsMoney(trx, rental.id));
  const cancelled = await updateRental(trx, rental.id, {
    status: 'CANCELLED',
    cancellation_reason: 'OTHER',
    cancellation_details: input.details.slice(0, 500),
    cancelled_at: now,
    refunded_cents: money.givenBackCents,
  });
  await input.door?.sync(trx, rental.id, input.actor);
  await input.notices?.tell(trx, { event: 'CANCELLED', rentalId: rental.id });
  return { effects, rental: cancelled };
}
