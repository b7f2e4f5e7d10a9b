import type { Generated, Selectable } from 'kysely';

// The transfer letter's review (migration 202611290930, decision 0016), part of `Database` in schema.ts.

export type TransferLetterStatus = 'PENDING' | 'ACCEPTED' | 'REFUSED';

export interface TransferLetterReviewsTable {
  rental_id: string;
  early_departure_id: string;
  file_name: string;
  status: Generated<TransferLetterStatus>;
  /** The fine kept when the departure was settled, given back when staff accept the letter. */
  waiver_cents: number;
  /** Why staff refused the letter (told to the customer). */
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export interface TransferLetterTables {
  transfer_letter_reviews: TransferLetterReviewsTable;
}

export type TransferLetterReviewRow = Selectable<TransferLetterReviewsTable>;
