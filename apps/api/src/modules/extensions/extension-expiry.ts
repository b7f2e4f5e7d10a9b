import { todayIso } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { boletoDueSince } from '../../lib/bank-days.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MoneyFollowUps } from '../payments/credit-types.ts';
import { voidOpenCharges } from '../payments/money-commands.ts';
import { lockRentalPayments } from '../payments/money-queries.ts';
import { BOLETO_CLEARING_DAYS } from '../rentals/hold-expiry.ts';
import { lockRental } from '../rentals/queries.ts';
import {
  findExtensionRentalId,
  findLapsedExtensions,
  findRentalsKeptByClearingExtensions,
  lockExtension,
  updateExtension,
} from './repository.ts';

/**
 * One sweep, like the rentals' hold expiry: an extension still unpaid HOLD_HOURS after it was asked for
 * (or whose stay is no longer RENTED) expires — unless its boleto may still clear (its due day plus
 * BOLETO_CLEARING_DAYS bank days, decision 0015), even past the stay's original check-out — its added nights are freed (its trigger) and its charges
 * voided, here and, by a job of the same transaction, at the provider. One by one, under the rental's
 * lock, then its payments', then the extension's: a payment credited first wins. Money arriving later
 * for it is given back by the crediting path. Returns the extensions expired.
 */
export async function expireLapsedExtensions(
  db: Kysely<Database>,
  clock: Clock,
  followUps: MoneyFollowUps,
): Promise<string[]> {
  const now = clock.now();
  const lapsed = await findLapsedExtensions(db, now, boletoDueSince(todayIso(now), BOLETO_CLEARING_DAYS));
  const expired: string[] = [];
  for (const id of lapsed) {
    const done = await transactionWithRetry(db, async (trx) => {
      const rentalId = await findExtensionRentalId(trx, id);
      if (!rentalId) return false;
      await lockRental(trx, rentalId);
      await lockRentalPayments(trx, rentalId);
      const extension = await lockExtension(trx, id);
      if (extension?.status !== 'WAITING_FOR_SIGNATURE' && extension?.status !== 'WAITING_FOR_PAYMENT')
        return false;
      await updateExtension(trx, id, { status: 'EXPIRED', expired_at: now });
      const voided = await voidOpenCharges(trx, rentalId, now, { extensionId: id });
      await followUps.enqueue(trx, { voided, refunds: [], scheduled: [] });
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/**
 * The stays past their check-out that the periodic round must not finish yet: an extension's boleto
 * may still clear and the extension's end is ahead (the periodic round hands it to rentals' finishRentals).
 */
export function rentalsAwaitingExtensionBoleto(
  db: Executor,
  lastCheckOut: string,
  now: Date,
): Promise<string[]> {
  return findRentalsKeptByClearingExtensions(
    db,
    lastCheckOut,
    boletoDueSince(todayIso(now), BOLETO_CLEARING_DAYS),
  );
}
