import type { Executor } from '../../db/executor.ts';

// The caução's charges (purpose DEPOSIT): money held for the customer beside the rent, never billed as rent.

/** Statuses of a caução in place: its money held (paid and not given back), or reserved on a card. */
const HELD = ['PAID', 'AUTHORIZED'] as const;

/** Whether the rental holds a caução: paid, or reserved on a card. */
export async function hasDepositInPlace(db: Executor, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('rental_id', '=', rentalId)
    .where('purpose', '=', 'DEPOSIT')
    .where('status', 'in', [...HELD])
    .executeTakeFirst();
  return row !== undefined;
}

/** The cauções reserved on a card before `before` with no capture asked yet: their payment and rental ids. */
export function findAuthorisationsMadeBefore(db: Executor, before: Date) {
  return db
    .selectFrom('payments')
    .select(['id', 'rental_id'])
    .where('status', '=', 'AUTHORIZED')
    .where('capture_cents', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .execute();
}

/** Whether the rental's caução reserved on a card has a capture asked and not yet done. */
export async function depositCaptureAsked(db: Executor, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'AUTHORIZED')
    .where('capture_cents', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
