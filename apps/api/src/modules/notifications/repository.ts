import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, RentalExtensionRow, RentalRow } from '../../db/schema.ts';

// What the customer's e-mails read: who to write to, the rental, and its payments.

export interface Customer {
  email: string;
  name: string;
}

export function findCustomer(db: Executor, userId: string): Promise<Customer | undefined> {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
}

export function findRental(db: Executor, rentalId: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', rentalId).executeTakeFirst();
}

/** Every payment of the rental, oldest first, each request's installments in order. */
export function findRentalPayments(db: Executor, rentalId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('created_at')
    .orderBy('installment')
    .execute();
}

export function findPayment(db: Executor, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** The SHA-256 of the contract the customer signed for the rental (the signed-contract e-mail shows it). */
export async function findContractSha256(db: Executor, rentalId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .select('contract_sha256')
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
  return row?.contract_sha256;
}

/** An extension's new end (its charge's e-mail tells it apart from the booking's by it), and its status. */
export function findExtensionEnd(
  db: Executor,
  extensionId: string,
): Promise<{ end_date: string; status: RentalExtensionRow['status'] }> {
  return db
    .selectFrom('rental_extensions')
    .select(['end_date', 'status'])
    .where('id', '=', extensionId)
    .executeTakeFirstOrThrow();
}
