import type { EarlyDeparture } from '@estadia/domain';
import type { EarlyDepartureRow } from '../../db/schema.ts';
import type { RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { findEarlyDepartures } from './repository.ts';

export function toEarlyDeparture(row: EarlyDepartureRow): EarlyDeparture {
  return {
    date: row.new_end_date,
    previousEndDate: row.previous_end_date,
    reason: row.reason,
    nightsReleased: row.nights_released,
    feeCents: row.fee_cents,
    refundCents: row.refund_cents,
    rule: row.rule,
    transferLetter: row.transfer_letter,
    requestedAt: row.requested_at.toISOString(),
  };
}

/** Adds each rental's early departure to its answer (customer's and back-office's), in one query. */
export const loadEarlyDepartures: RentalAttachmentsLoader = async (db, rentalIds) => {
  const rows = await findEarlyDepartures(db, rentalIds);
  return new Map(rows.map((row) => [row.rental_id, { earlyDeparture: toEarlyDeparture(row) }]));
};
