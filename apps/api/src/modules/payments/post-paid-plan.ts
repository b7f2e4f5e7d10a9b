import { createHash } from 'node:crypto';
import { addDays, compareIsoDates, LONG_PERIOD_NIGHTS, monthlyBankSlipSchedule } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { NewPayment, PaymentRow, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import { addBankDays } from '../../lib/bank-days.ts';
import { updateRental } from '../rentals/commands.ts';
import type { MoneyFollowUps } from './credit-types.ts';
import { insertPaymentRequest, insertPayments, lockRentalPayments } from './repository.ts';

/** A month lived is due on the 6th working day of the next (Lei 8.245/1991, art. 23 I). */
export const POST_PAID_DUE_WORKING_DAY = 6;

/**
 * The months of a post-paid lease (rent-regime.ts, POST_PAID): one boleto per 30-night month, the same
 * amounts as a monthly plan (adding up to the cent to the rental value), each SCHEDULED and billed only
 * after it is lived: `bill_from` is the day after its last night, and it is due on the 6th working day
 * (bank days: weekends and national bank holidays are not) counted from that day.
 */
export function planPostPaidMonths(input: {
  rental: RentalRow;
  requestId: string;
  provider: string;
  at: Date;
}): NewPayment[] {
  const { rental } = input;
  return postPaidMonths(
    { start: rental.start_date, end: rental.end_date, totalCents: rental.rental_value_cents },
    { ...input, extensionId: null },
  );
}

/** How the months of a lease longer than temporada are billed (rent-regime.ts). */
export type MonthlyRegime = 'POST_PAID' | 'MONTH_AHEAD';

/**
 * The months of the nights an extension added to a lease billed month by month: its difference split the
 * same way over 30-night months counted from the previous check-out, in the extension's scope
 * (`extension_id`, purpose EXTENSION). POST_PAID: each billed after it is lived, as the lease's own months;
 * MONTH_AHEAD: each due on its first night, never more than the coming month ahead (art. 42).
 */
export function planExtensionMonths(input: {
  rental: RentalRow;
  extension: Pick<RentalExtensionRow, 'id' | 'previous_end_date' | 'end_date' | 'difference_cents'>;
  regime: MonthlyRegime;
  requestId: string;
  provider: string;
  at: Date;
}): NewPayment[] {
  const { extension } = input;
  const nights = {
    start: extension.previous_end_date,
    end: extension.end_date,
    totalCents: extension.difference_cents,
  };
  if (input.regime === 'POST_PAID') return postPaidMonths(nights, { ...input, extensionId: extension.id });
  const schedule = monthlyBankSlipSchedule({
    totalCents: nights.totalCents,
    startDate: nights.start,
    endDate: nights.end,
    today: nights.start,
  });
  return schedule.map((month) => ({
    ...monthBase(input, schedule.length, month),
    due_date: month.dueDate,
    extension_id: extension.id,
    purpose: 'EXTENSION' as const,
  }));
}

/** What every month of a plan carries: whose, which request, its amount and place among the months. */
function monthBase(
  input: { rental: RentalRow; requestId: string; provider: string; at: Date },
  count: number,
  month: { installment: number; amountCents: number },
) {
  return {
    rental_id: input.rental.id,
    user_id: input.rental.user_id,
    request_id: input.requestId,
    payment_type: 'BANK_SLIP_MONTHLY' as const,
    provider: input.provider,
    status: 'SCHEDULED' as const,
    amount_cents: month.amountCents,
    installment: month.installment,
    installment_count: count,
    created_at: input.at,
  };
}

function postPaidMonths(
  nights: { start: string; end: string; totalCents: number },
  input: { rental: RentalRow; requestId: string; provider: string; at: Date; extensionId: string | null },
): NewPayment[] {
  const schedule = monthlyBankSlipSchedule({
    totalCents: nights.totalCents,
    startDate: nights.start,
    endDate: nights.end,
    today: nights.start,
  });
  return schedule.map((month) => {
    const periodEnd = addDays(nights.start, LONG_PERIOD_NIGHTS * month.installment);
    const billFrom = compareIsoDates(periodEnd, nights.end) < 0 ? periodEnd : nights.end;
    return {
      ...monthBase(input, schedule.length, month),
      due_date: postPaidDueDate(billFrom),
      bill_from: billFrom,
      ...(input.extensionId ? { extension_id: input.extensionId, purpose: 'EXTENSION' as const } : {}),
    };
  });
}

/** The 6th working day counted from `firstDay` (itself included when it is one). */
export function postPaidDueDate(firstDay: string): string {
  return addBankDays(addDays(firstDay, -1), POST_PAID_DUE_WORKING_DAY);
}

/**
 * Opens a post-paid lease's months at its signature (the caller's transaction, under the rental's lock):
 * a payment request of its own (one per rental: asked twice, nothing more is written), the SCHEDULED
 * months posted as owed, the rental's payment type, and each month's issue job on the day after it is
 * lived. Returns the months written.
 */
export async function openPostPaidLease(
  trx: Executor,
  rental: RentalRow,
  at: Date,
  deps: { provider: string; followUps: MoneyFollowUps },
): Promise<PaymentRow[]> {
  const months = await writePostPaidLease(trx, rental, at, deps.provider);
  await deps.followUps.enqueue(trx, { voided: [], refunds: [], scheduled: months });
  return months;
}

/**
 * A post-paid lease's months written (openPostPaidLease without the issue jobs, which the caller enqueues:
 * the crediting of a caução that rents the stay returns them as its effects).
 */
export async function writePostPaidLease(
  trx: Executor,
  rental: RentalRow,
  at: Date,
  provider: string,
): Promise<PaymentRow[]> {
  const recorded = await insertPaymentRequest(trx, {
    user_id: rental.user_id,
    rental_id: rental.id,
    idempotency_key: `post-paid:${rental.id}`,
    request_sha256: createHash('sha256').update(`POST_PAID:${rental.id}`).digest('hex'),
    created_at: at,
  });
  if (!recorded) return [];
  await lockRentalPayments(trx, rental.id);
  const months = await insertPayments(
    trx,
    planPostPaidMonths({ rental, requestId: recorded.id, provider, at }),
  );
  await updateRental(trx, rental.id, { payment_type: 'BANK_SLIP_MONTHLY' });
  return months;
}

/**
 * Opens the months of an extension of a lease billed month by month, at the addendum's signature (the
 * caller's transaction, under the rental's lock, the extension already applied): nothing is paid at the
 * signature — a post-paid lease's added nights after they are lived (Lei 8.245/1991, arts. 20 and 43 III),
 * a month-ahead lease's each on its first night (art. 42). A payment request of its own (asked twice,
 * nothing more is written), the SCHEDULED months posted as owed and each month's issue job.
 */
export async function openExtensionMonths(
  trx: Executor,
  rental: RentalRow,
  extension: Pick<RentalExtensionRow, 'id' | 'previous_end_date' | 'end_date' | 'difference_cents'>,
  at: Date,
  deps: { regime: MonthlyRegime; provider: string; followUps: MoneyFollowUps },
): Promise<PaymentRow[]> {
  if (extension.difference_cents <= 0) return [];
  const recorded = await insertPaymentRequest(trx, {
    user_id: rental.user_id,
    rental_id: rental.id,
    idempotency_key: `extension-months:${extension.id}`,
    request_sha256: createHash('sha256').update(`EXTENSION_MONTHS:${extension.id}`).digest('hex'),
    created_at: at,
  });
  if (!recorded) return [];
  await lockRentalPayments(trx, rental.id);
  const months = await insertPayments(
    trx,
    planExtensionMonths({
      rental,
      extension,
      regime: deps.regime,
      requestId: recorded.id,
      provider: deps.provider,
      at,
    }),
  );
  await deps.followUps.enqueue(trx, { voided: [], refunds: [], scheduled: months });
  return months;
}
