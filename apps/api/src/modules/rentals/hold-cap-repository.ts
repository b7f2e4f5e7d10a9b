import type { RentalStatus } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';

/**
 * Statuses in which a rental holds its nights before any money can have been received: submitted
 * (waiting for approval), approved (waiting for the signature) and signed (waiting for the payment).
 * From RENTED on the first charge is paid.
 */
export const UNPAID_HELD_STATUSES: readonly RentalStatus[] = [
  'WAITING_APPROVAL',
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
];

/**
 * Queues the customer's submissions behind each other until the transaction ends. `for no key update`:
 * it still lets rows that reference the customer (drafts, sessions, uploads) be written meanwhile.
 */
export async function lockCustomerHolds(db: Executor, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/**
 * The customer's rentals holding nights with no money received yet: in an unpaid status and without a
 * paid charge (a charge paid and kept; one refunded since gave the money back).
 */
export async function countUnpaidHolds(db: Executor, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('rentals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('rentals.user_id', '=', userId)
    .where('rentals.status', 'in', [...UNPAID_HELD_STATUSES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.rental_id', '=', 'rentals.id')
            .where('payments.status', '=', 'PAID'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}
