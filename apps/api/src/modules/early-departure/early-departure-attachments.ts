import type { EarlyDeparture, TransferLetterReview } from '@estadia/domain';
import type { EarlyDepartureRow } from '../../db/schema.ts';
import type { TransferLetterReviewRow } from '../../db/transfer-letter-schema.ts';
import type { RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { findEarlyDepartures, findTransferLetterReviews } from './repository.ts';

function toReview(row: TransferLetterReviewRow): TransferLetterReview {
  return {
    status: row.status,
    waiverCents: row.waiver_cents,
    reason: row.reason,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toEarlyDeparture(
  row: EarlyDepartureRow,
  review: TransferLetterReviewRow | undefined,
): EarlyDeparture {
  return {
    date: row.new_end_date,
    previousEndDate: row.previous_end_date,
    reason: row.reason,
    nightsReleased: row.nights_released,
    feeCents: row.fee_cents,
    refundCents: row.refund_cents,
    rule: row.rule,
    transferLetter: row.transfer_letter,
    transferLetterReview: review ? toReview(review) : null,
    requestedAt: row.requested_at.toISOString(),
  };
}

/** Adds each rental's early departure to its answer (customer's and back-office's), in one query. */
export const loadEarlyDepartures: RentalAttachmentsLoader = async (db, rentalIds) => {
  const rows = await findEarlyDepartures(db, rentalIds);
  if (rows.length === 0) return new Map();
  const reviews = new Map(
    (
      await findTransferLetterReviews(
        db,
        rows.map((row) => row.rental_id),
      )
    ).map((review) => [review.rental_id, review]),
  );
  return new Map(
    rows.map((row) => [row.rental_id, { earlyDeparture: toEarlyDeparture(row, reviews.get(row.rental_id)) }]),
  );
};
