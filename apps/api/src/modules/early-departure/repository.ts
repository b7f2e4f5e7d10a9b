import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { EarlyDepartureRow, NewEarlyDeparture } from '../../db/schema.ts';
import type { TransferLetterReviewRow, TransferLetterReviewsTable } from '../../db/transfer-letter-schema.ts';

export function insertEarlyDeparture(db: Executor, row: NewEarlyDeparture): Promise<EarlyDepartureRow> {
  return db.insertInto('early_departures').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findEarlyDepartureOf(db: Executor, rentalId: string): Promise<EarlyDepartureRow | undefined> {
  return db.selectFrom('early_departures').selectAll().where('rental_id', '=', rentalId).executeTakeFirst();
}

export function findEarlyDepartures(
  db: Executor,
  rentalIds: readonly string[],
): Promise<EarlyDepartureRow[]> {
  return db
    .selectFrom('early_departures')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .execute();
}

export async function insertTransferLetterReview(
  db: Executor,
  row: Insertable<TransferLetterReviewsTable>,
): Promise<void> {
  await db.insertInto('transfer_letter_reviews').values(row).execute();
}

/** The rental's letter review, locked until the decision commits (after the rental's and payments' locks). */
export function lockTransferLetterReview(
  db: Executor,
  rentalId: string,
): Promise<TransferLetterReviewRow | undefined> {
  return db
    .selectFrom('transfer_letter_reviews')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .forUpdate()
    .executeTakeFirst();
}

export function decideTransferLetterReview(
  db: Executor,
  rentalId: string,
  decision: Pick<TransferLetterReviewRow, 'status' | 'reason' | 'reviewed_by' | 'reviewed_at'>,
): Promise<TransferLetterReviewRow> {
  return db
    .updateTable('transfer_letter_reviews')
    .set(decision)
    .where('rental_id', '=', rentalId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findTransferLetterReviews(
  db: Executor,
  rentalIds: readonly string[],
): Promise<TransferLetterReviewRow[]> {
  return db
    .selectFrom('transfer_letter_reviews')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .execute();
}
