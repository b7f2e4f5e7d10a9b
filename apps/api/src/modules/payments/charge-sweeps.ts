import { addDays, compareIsoDates, todayIso } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow } from '../../db/schema.ts';
import { boletoClearedBy, boletoDueSince } from '../../lib/bank-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { updateRental } from '../rentals/commands.ts';
import { BOLETO_CLEARING_DAYS } from '../rentals/hold-expiry.ts';
import { findRentedStaysOwingSince, lockRental } from '../rentals/queries.ts';
import type { MoneyFollowUps } from './credit-types.ts';
import {
  countOverdueCharges,
  expireLapsedCodes,
  expirePendingCharges,
  findRentalsWithDeadCharges,
  lockRentalPayments,
} from './repository.ts';

/**
 * One sweep: a Pix past its expiry becomes EXPIRED (the customer can make a new one), and so does any
 * charge still to be paid, issued or scheduled, of a cancelled rental. Rental by rental, under its lock
 * and then its payments' (the money path's one lock order); a confirmation that got there first wins.
 * Returns the charges voided; voiding them at the provider is a job of the same transaction.
 */
export async function expireCharges(
  db: Kysely<Database>,
  clock: Clock,
  followUps: MoneyFollowUps,
): Promise<PaymentRow[]> {
  const done: PaymentRow[] = [];
  for (const rentalId of await findRentalsWithDeadCharges(db, clock.now())) {
    const voided = await transactionWithRetry(db, async (trx) => {
      const now = clock.now();
      const rental = await lockRental(trx, rentalId);
      if (!rental) return [];
      await lockRentalPayments(trx, rentalId);
      const expired =
        rental.status === 'CANCELLED'
          ? await expirePendingCharges(trx, rentalId, { at: now })
          : await expireLapsedCodes(trx, rentalId, now);
      await followUps.enqueue(trx, { voided: expired, refunds: [], scheduled: [] });
      return expired;
    });
    done.push(...voided);
  }
  return done;
}

/**
 * The last day of grace of a boleto due on `dueDate`: `graceDays` after it, and never before a boleto
 * paid on its due date could have cleared (BOLETO_CLEARING_DAYS bank days: over Carnival or Christmas
 * that is more than the calendar's grace).
 */
export function lastGraceDay(dueDate: string, graceDays: number): string {
  const calendar = addDays(dueDate, graceDays);
  const clearing = boletoClearedBy(dueDate, BOLETO_CLEARING_DAYS);
  return compareIsoDates(clearing, calendar) > 0 ? clearing : calendar;
}

/**
 * One sweep: a RENTED stay with a monthly boleto issued and overdue past its last day of grace
 * (lastGraceDay) becomes DEFAULTER (a month still SCHEDULED was never sent, so it is never overdue). A
 * boleto due on day D is overdue from D+1; with 5 days of grace the stay is a defaulter from D+6, later
 * when bank holidays keep the boleto clearing longer.
 *
 * Never on a stay that was just paid: each candidate is locked (the rental, then its payments: the
 * money path's one lock order, as the crediting path takes it) and its overdue boletos counted again
 * after the lock, so a confirmation that held the lock first has its payment seen as PAID. A single
 * `update … where exists (…)` would judge the payments by the statement's snapshot, taken before that
 * confirmation committed. Runs in the caller's transaction; returns the stays marked.
 */
export async function markDefaulters(db: Executor, clock: Clock, graceDays: number): Promise<string[]> {
  const today = todayIso(clock.now());
  // Overdue: due before both today − grace and the earliest due date still clearing today.
  const calendar = addDays(today, -graceDays);
  const clearing = boletoDueSince(today, BOLETO_CLEARING_DAYS);
  const overdueBefore = compareIsoDates(clearing, calendar) < 0 ? clearing : calendar;
  const marked: string[] = [];
  for (const rentalId of await findRentedStaysOwingSince(db, overdueBefore)) {
    const rental = await lockRental(db, rentalId);
    if (rental?.status !== 'RENTED') continue;
    await lockRentalPayments(db, rentalId);
    if ((await countOverdueCharges(db, rentalId, overdueBefore)) === 0) continue;
    await updateRental(db, rentalId, { status: 'DEFAULTER' });
    marked.push(rentalId);
  }
  return marked;
}
