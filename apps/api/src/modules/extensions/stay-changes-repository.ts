import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// The statements of extension-stay-changes.ts: what a change of the stay's money does to its extensions.

type OpenOrPaid = 'PAID' | 'WAITING_FOR_PAYMENT' | 'WAITING_FOR_SIGNATURE';

/** The stay's extensions in `statuses` end: CANCELLED at `now` (their nights freed by the night holds' trigger). */
export async function cancelRentalExtensions(
  trx: Executor,
  rentalId: string,
  statuses: readonly OpenOrPaid[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('rental_extensions')
    .set({ status: 'CANCELLED', cancelled_at: now })
    .where('rental_id', '=', rentalId)
    .where('status', 'in', [...statuses])
    .execute();
}

/** The stay's PAID extensions among `ids` end: CANCELLED at `now`. */
export async function cancelPaidExtensions(
  trx: Executor,
  rentalId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('rental_extensions')
    .set({ status: 'CANCELLED', cancelled_at: now })
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'PAID')
    .where('id', 'in', [...ids])
    .execute();
}

/** An extension's difference and the stay's value it led to drop by `credit`, when the difference covers it. */
export async function lowerExtensionDifference(
  trx: Executor,
  extensionId: string,
  credit: number,
): Promise<void> {
  await trx
    .updateTable('rental_extensions')
    .set({
      difference_cents: sql<number>`difference_cents - ${credit}`,
      rental_value_cents: sql<number>`rental_value_cents - ${credit}`,
    })
    .where('id', '=', extensionId)
    .where('difference_cents', '>=', credit)
    .execute();
}

/** The value an open extension of the stay was priced from drops by `credit` (its difference unchanged). */
export async function lowerOpenExtensionBase(trx: Executor, rentalId: string, credit: number): Promise<void> {
  await trx
    .updateTable('rental_extensions')
    .set({
      previous_value_cents: sql<number>`previous_value_cents - ${credit}`,
      rental_value_cents: sql<number>`rental_value_cents - ${credit}`,
    })
    .where('rental_id', '=', rentalId)
    .where('status', 'in', ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'])
    .where('previous_value_cents', '>=', credit)
    .execute();
}
