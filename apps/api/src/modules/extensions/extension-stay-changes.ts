import type { Executor } from '../../db/executor.ts';
import {
  cancelPaidExtensions,
  cancelRentalExtensions,
  lowerExtensionDifference,
  lowerOpenExtensionBase,
} from './stay-changes-repository.ts';

// What a change of the stay's money does to its extensions (called by the payments module under the
// rental's lock, in the transaction of the change): a cancelled stay ends its extensions, and a credit
// (part of a payment given back) lowers the extension it belongs to, or the open one's base.

/**
 * The stay is being cancelled: its open extensions end at once (their nights freed: the night holds
 * follow the status), and so do the PAID ones when the stay's money is given back (`moneyGivenBack`) —
 * their nights were the stay's and are freed with them; their money comes back with the stay's — and
 * those whose charges kept no money (`unbilled`: an extension of a post-paid lease, its months not yet
 * lived, voided with the stay's).
 */
export async function cancelExtensionsWithStay(
  trx: Executor,
  rentalId: string,
  now: Date,
  moneyGivenBack: boolean,
  unbilled: readonly string[] = [],
): Promise<void> {
  const statuses = moneyGivenBack
    ? (['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'PAID'] as const)
    : (['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'] as const);
  await cancelRentalExtensions(trx, rentalId, statuses, now);
  if (!moneyGivenBack && unbilled.length > 0) await cancelPaidExtensions(trx, rentalId, unbilled, now);
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
  if (input.extensionId) await lowerExtensionDifference(trx, input.extensionId, credit);
  else await lowerOpenExtensionBase(trx, input.rentalId, credit);
}
