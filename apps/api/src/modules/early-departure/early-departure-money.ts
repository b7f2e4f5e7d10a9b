import { compareIsoDates, type EarlyDepartureRule } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import type { CreditEffects } from '../payments/credit-types.ts';
import {
  issueCharges,
  refundPayment,
  repriceScheduledMonth,
  voidCharge,
} from '../payments/money-commands.ts';
import { chargedCents, LIVE_UNPAID_STATUSES } from '../payments/money-queries.ts';

/** The key the departure's fine is kept under in the journal (and given up under, with ':given-up'). */
export function earlyDepartureFeeKey(departureId: string): string {
  return `early-departure:${departureId}:fee`;
}

/** The fine as the statement reads it: a long stay's fine, or a short stay's fee for a short notice. */
export function feeDescription(rule: EarlyDepartureRule): string {
  return rule === 'SHORT_SHORT_NOTICE' ? 'Taxa por saída antecipada' : 'Multa por saída antecipada';
}

/**
 * What the customer's payments bill of the stay: a PAID charge its amount; one partly given back (an
 * earlier early departure's, staff's partial refund) the part it kept. The billing rule counts the same.
 */
export function billedPaidCents(payments: readonly PaymentRow[]): number {
  return payments.reduce((sum, payment) => {
    if (payment.status === 'PAID') return sum + payment.amount_cents;
    if (payment.status === 'REFUND_PENDING' || payment.status === 'REFUNDED')
      return sum + Math.max(0, payment.amount_cents - (payment.refunded_cents ?? payment.amount_cents));
    return sum;
  }, 0);
}

/**
 * The stay's money as the billing rule's rental scope counts it. An early departure changes only the
 * rental's own charges (`extension_id` null); a paid extension's charges count towards what was paid
 * (its nights became the stay's) but are never voided nor refunded here, and an open or expired
 * extension's charges are its own scope and not the stay's at all.
 */
export interface StayMoney {
  /** The rental's own charges, the only ones the departure may change. */
  own: readonly PaymentRow[];
  /** What the paid extensions' charges bill, left as it is. */
  extensionsCents: number;
}

export function stayMoney(payments: readonly PaymentRow[], paidExtensionIds: ReadonlySet<string>): StayMoney {
  const own = payments.filter((payment) => payment.extension_id === null);
  const ofPaidExtensions = payments.filter(
    (payment) => payment.extension_id !== null && paidExtensionIds.has(payment.extension_id),
  );
  return { own, extensionsCents: billedPaidCents(ofPaidExtensions) };
}

/** Everything the customer has paid towards the stay: the quote's `paidCents`. */
export function stayPaidCents(money: StayMoney): number {
  return billedPaidCents(money.own) + money.extensionsCents;
}

function byDueDate(a: PaymentRow, b: PaymentRow): number {
  return compareIsoDates(a.due_date, b.due_date) || a.installment - b.installment;
}

/**
 * Brings the rental's own charges to its new value after an early departure, inside the departure's
 * transaction, with the rental locked and then its payments (`money`, from what lockRentalPayments
 * returned): the charges still to be paid are kept in due order while the new value needs them —
 * a scheduled month that needs less is lowered, an issued boleto that would bill too much is voided
 * and its part scheduled again — and the rest are voided; what was paid beyond the new value is given
 * back (REFUND_PENDING), the latest payments first. Afterwards PAID + PENDING + SCHEDULED of the rental's
 * scope equals the new value. The caller refuses a new value below what paid extensions bill
 * (refundReachesExtension): their charges are never touched here. Returns the work for the provider (voids, refunds, months to issue) for the caller to enqueue.
 */
export async function settleEarlyDepartureMoney(
  trx: Executor,
  money: StayMoney,
  newValueCents: number,
  now: Date,
): Promise<CreditEffects> {
  const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
  const payments = money.own;
  let owed = newValueCents - stayPaidCents(money);
  const open = payments
    .filter((payment) => (LIVE_UNPAID_STATUSES as readonly string[]).includes(payment.status))
    .sort(byDueDate);
  for (const charge of open) {
    if (owed >= charge.amount_cents) {
      owed -= charge.amount_cents;
      continue;
    }
    if (owed > 0 && charge.status === 'SCHEDULED') {
      // No code was issued for it yet: the month simply asks for less.
      await repriceScheduledMonth(trx, charge.id, owed, now);
      owed = 0;
      continue;
    }
    effects.voided.push(await voidCharge(trx, charge.id, now));
    if (owed > 0) {
      // An issued boleto cannot change its amount: its part of the stay is scheduled again, smaller.
      const [again] = await issueCharges(trx, [
        {
          rental_id: charge.rental_id,
          user_id: charge.user_id,
          request_id: charge.request_id,
          payment_type: charge.payment_type,
          provider: charge.provider,
          status: 'SCHEDULED',
          amount_cents: owed,
          installment: charge.installment,
          installment_count: charge.installment_count,
          due_date: charge.due_date,
          bill_from: charge.bill_from,
          created_at: now,
        },
      ]);
      effects.scheduled.push(again!);
      owed = 0;
    }
  }
  effects.refunds.push(...(await giveBackKept(trx, payments, -owed, now)));
  return effects;
}

/**
 * Gives back `excess` of what the payments kept, the latest first: a PAID payment whole (with its card
 * interest) or in part; one already partly given back (this departure's own refund, when staff accept
 * the transfer letter later) the part it still keeps.
 */
async function giveBackKept(
  trx: Executor,
  payments: readonly PaymentRow[],
  excess: number,
  now: Date,
): Promise<CreditEffects['refunds']> {
  const refunds: CreditEffects['refunds'] = [];
  const keeping = payments
    .filter((payment) => billedPaidCents([payment]) > 0)
    .sort((a, b) => byDueDate(b, a));
  let left = excess;
  for (const payment of keeping) {
    if (left <= 0) break;
    const kept = billedPaidCents([payment]);
    const part = Math.min(kept, left);
    // A whole payment goes back with its card interest; part of one, that part of the stay's value.
    const whole = payment.status === 'PAID' && part === payment.amount_cents;
    refunds.push((await refundPayment(trx, payment, now, whole ? chargedCents(payment) : part)).refund);
    left -= part;
  }
  return refunds;
}
