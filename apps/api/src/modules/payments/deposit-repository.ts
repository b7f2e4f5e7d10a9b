import type { Executor } from '../../db/executor.ts';

// The caução's charges (purpose DEPOSIT): money held for the customer beside the rent, never billed as rent.

/** Statuses of a caução whose money is held (paid and not given back). */
const HELD = ['PAID'] as const;

/** Whether the rental holds a caução paid. */
export async function depositHeld(db: Executor, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('rental_id', '=', rentalId)
    .where('purpose', '=', 'DEPOSIT')
    .where('status', 'in', [...HELD])
    .executeTakeFirst();
  return row !== undefined;
}
