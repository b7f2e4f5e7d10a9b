import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';

/**
 * A card payment Mercado Pago refused after we recorded it as pending (a 3-D Secure challenge the
 * customer failed or abandoned): FAILED with the reason, its challenge gone. A payment no longer
 * pending (paid, expired, replaced) is left as it is.
 */
export async function markCardDeclined(
  db: Kysely<Database>,
  paymentId: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: 'FAILED',
      failure_reason: reason.slice(0, 500),
      card_challenge_url: null,
      card_challenge_creq: null,
    })
    .where('id', '=', paymentId)
    .where('payment_type', '=', 'CREDIT_CARD')
    .where('status', '=', 'PENDING')
    .execute();
}
