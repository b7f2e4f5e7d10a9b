import type { Payment } from '@estadia/domain';
import type { RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { toPayment } from './payment-view.ts';
import { findRentalsPayments } from './repository.ts';

/** Adds each rental's payments to its answer, for many rentals in one query. */
export const loadRentalPayments: RentalAttachmentsLoader = async (db, rentalIds) => {
  const rows = await findRentalsPayments(db, rentalIds);
  const byRental = new Map<string, { payments: Payment[] }>();
  for (const row of rows) {
    const entry = byRental.get(row.rental_id) ?? { payments: [] };
    if (entry.payments.length === 0) byRental.set(row.rental_id, entry);
    entry.payments.push(await toPayment(row));
  }
  return byRental;
};
