import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { postJournalEntries } from '../../../ledger/journal.ts';
import { paymentChangeEntries } from '../../../ledger/payment-postings.ts';
import { failPendingCardPayment } from '../../repository.ts';

/**
 * A card payment Mercado Pago refused after we recorded it as pending (a 3-D Secure challenge the
 * customer failed or abandoned): FAILED with the reason, its challenge gone, and the charge voided in
 * the journal in the same transaction. A payment no longer pending (paid, expired, replaced) is left as
 * it is.
 */
export async function markCardDeclined(
  db: Kysely<Database>,
  paymentId: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const declined = await failPendingCardPayment(trx, paymentId, reason);
    if (!declined) return;
    // It was PENDING with the same amount: the charge is no longer owed.
    await postJournalEntries(
      trx,
      paymentChangeEntries({ status: 'PENDING', amount_cents: declined.amount_cents }, declined, now, ''),
    );
  });
}
