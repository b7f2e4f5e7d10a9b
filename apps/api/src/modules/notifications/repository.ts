import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, RentalRow } from '../../db/schema.ts';

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

export function findRentals(db: Executor, rentalIds: readonly string[]): Promise<RentalRow[]> {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rentals')
    .selectAll()
    .where('id', 'in', [...rentalIds])
    .execute();
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
