import {
  addDays,
  type CreatePaymentRequest,
  cardInstallmentOption,
  compareIsoDates,
  monthlyBankSlipSchedule,
  nightsBetween,
  periodForNights,
  todayIso,
} from '@estadia/domain';
import type { NewPayment, RentalRow } from '../../db/schema.ts';

/** A boleto à vista is due the next day: a code made late at night can still be paid on time. */
export const BOLETO_DAYS_TO_PAY = 1;

export interface ChargePlanContext {
  rental: RentalRow;
  request: CreatePaymentRequest;
  requestId: string;
  provider: string;
  now: Date;
  pixExpiryMinutes: number;
  /** A later month due within this many days is issued at once; the others are SCHEDULED. */
  issueWindowDays: number;
  /** The charge pays an extension's difference instead of the rental's value (one charge, never monthly). */
  extension?: { id: string; differenceCents: number };
}

/**
 * The charges one payment request makes, before any provider is asked: one for Pix, a boleto à vista
 * or a card; one per 30-night period for a monthly boleto, adding up to the cent to the rental value
 * (the months not yet due to be issued are SCHEDULED: amount and due date, no code).
 * Throws a DomainError (422) when the rules refuse the request.
 */
export function planCharges(context: ChargePlanContext): NewPayment[] {
  const { rental, request, now } = context;
  const today = todayIso(now);
  const base = {
    rental_id: rental.id,
    user_id: rental.user_id,
    request_id: context.requestId,
    payment_type: request.paymentType,
    provider: context.provider,
    created_at: now,
    ...(context.extension ? { extension_id: context.extension.id, purpose: 'EXTENSION' as const } : {}),
  };
  const total = context.extension?.differenceCents ?? rental.rental_value_cents;

  if (request.paymentType === 'BANK_SLIP_MONTHLY') {
    const schedule = monthlyBankSlipSchedule({
      totalCents: total,
      startDate: rental.start_date,
      endDate: rental.end_date,
      today,
    });
    const lastIssued = addDays(today, context.issueWindowDays);
    return schedule.map((charge) => ({
      ...base,
      // The first month at once; each later one BOLETO_ISSUE_DAYS_AHEAD days before it is due.
      status:
        charge.installment === 1 || compareIsoDates(charge.dueDate, lastIssued) <= 0
          ? ('PENDING' as const)
          : ('SCHEDULED' as const),
      amount_cents: charge.amountCents,
      installment: charge.installment,
      installment_count: schedule.length,
      due_date: charge.dueDate,
    }));
  }
  if (request.paymentType === 'PIX') {
    return [
      {
        ...base,
        amount_cents: total,
        due_date: today,
        expires_at: new Date(now.getTime() + context.pixExpiryMinutes * 60_000),
      },
    ];
  }
  if (request.paymentType === 'BANK_SLIP') {
    return [{ ...base, amount_cents: total, due_date: addDays(today, BOLETO_DAYS_TO_PAY) }];
  }
  const installments = request.card?.installments ?? request.tokenizedCard?.installments ?? 1;
  // A tokenised card is priced by its provider (read back once charged); a raw one by our table.
  const option = request.card ? cardInstallmentOption(total, installments) : null;
  return [
    {
      ...base,
      amount_cents: total,
      due_date: today,
      card_installments: installments,
      card_total_cents: option?.totalCents ?? total,
    },
  ];
}

/**
 * The caução's charge (SECURITY_DEPOSIT, Lei 8.245/1991 art. 38), made with the rental's first charge as its
 * own payment (purpose DEPOSIT): by Pix with a Pix request, by boleto à vista with a boleto (à vista or
 * monthly), and with a card reserved on the same card (an authorisation, not a charge: provider-charging.ts
 * asks it with `authorizeOnly`) — by Pix beside a tokenised card sent without a second token for it. Held for
 * the customer, never billed as rent.
 */
export function planDepositCharge(context: ChargePlanContext, depositCents: number): NewPayment {
  const { rental, request, now } = context;
  const byBoleto = request.paymentType === 'BANK_SLIP' || request.paymentType === 'BANK_SLIP_MONTHLY';
  const base = {
    rental_id: rental.id,
    user_id: rental.user_id,
    request_id: context.requestId,
    provider: context.provider,
    created_at: now,
    purpose: 'DEPOSIT' as const,
    amount_cents: depositCents,
  };
  if (byBoleto)
    return { ...base, payment_type: 'BANK_SLIP', due_date: addDays(todayIso(now), BOLETO_DAYS_TO_PAY) };
  if (request.paymentType === 'CREDIT_CARD' && (request.card || request.tokenizedCard?.depositToken))
    return {
      ...base,
      payment_type: 'CREDIT_CARD',
      due_date: todayIso(now),
      card_installments: 1,
      card_total_cents: depositCents,
    };
  return {
    ...base,
    payment_type: 'PIX',
    due_date: todayIso(now),
    expires_at: new Date(now.getTime() + context.pixExpiryMinutes * 60_000),
  };
}

/** Whether the monthly boleto is offered: only for long stays, whose price is per 30-night period. */
export function isLongStay(rental: Pick<RentalRow, 'start_date' | 'end_date'>): boolean {
  return periodForNights(nightsBetween(rental.start_date, rental.end_date)) === 'LONG_PERIOD';
}
