import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

// What a change of the stay's money does to its extensions (called by the payments module under the
// rental's lock, in the transaction of the change): a cancelled stay ends its extensions, and a credit
// (part of a payment given back) lowers the extension it belongs to, or the open one's base.

/**
 * The stay is being cancelled: its open extensions end at once (their nights freed: the night holds
 * follow the status), and so do the PAID ones when the stay's money is given back (`moneyGivenBack`) —
 * their nights were the stay's and are freed with them; their money comes back with the stay's.
 */
export async function cancelExtensionsWithStay(
  trx: Executor,
  rentalId: string,
  now: Date,
  moneyGivenBack: boolean,
): Promise<void> {
  const statuses = moneyGivenBack
    ? ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'PAID']
    : ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];
  await trx
    .updateTable('rental_extensions')
    .set({ status: 'CANCELLED', cancelled_at: now })
    .where('rental_id', '=', rentalId)
    .where('status', 'in', statuses as ('PAID' | 'WAITING_FOR_PAYMENT' | 'WAITING_FOR_SIGNATURE')[])
    .execute();
}

/**
 * Part of a payment given back as a credit (staff's partial refund). Of an extension's charge: the
 * extension's difference (and the stay's value it led to) drops by the same amount, as the stay's does.
 * Of the stay's own money while an extension is open: the value the open extension was priced from drops
 * with it, the difference unchanged — so paying it later sets the stay's value to the credited one.
 */
export async function creditExtensions(
  trx: Executor,
  input: { rentalId: string; extensionId: string | null; creditCents: number },
): Promise<void> {
  const credit = input.creditCents;
  if (credit <= 0) return;
  if (input.extensionId) {
    await trx
      .updateTable('rental_extensions')
      .set({
        difference_cents: sql<number>`difference_cents - ${credit}`,
        rental_value_cents: sql<number>`rental_value_cents - ${credit}`,
      })
      .where('id', '=', input.extensionId)
      .where('difference_cents', '>=', credit)
      .execute();
    return;
  }
  await trx
    .updateTable('rental_extensions')
    .set({
      previous_value_cents: sql<number>`previous_value_cents - ${credit}`,
      rental_value_cents: sql<number>`rental_value_cents - ${credit}`,
    })
    .where('rental_id', '=', input.rentalId)
    .where('status', 'in', ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'])
    .where('previous_value_cents', '>=', credit)
    .execute();
}
