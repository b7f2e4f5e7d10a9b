import { z } from 'zod';
import { centsSchema } from './catalog.ts';
import { instantSchema, isoDateSchema } from './common.ts';
import { fileNameSchema } from './user.ts';

// 'Antecipar saída' (api.md 'The stay'): the quote, the request, and the early departure a rental shows.

export const EARLY_DEPARTURE_REASON_MAX_LENGTH = 500;

/** GET /api/rentals/:rentId/early-departure-quote?date[&transferLetter] */
export const earlyDepartureQuoteQuerySchema = z.strictObject({
  date: isoDateSchema,
  /** An uploaded employer's transfer letter (its upload day is the written notice of art. 4º). */
  transferLetter: fileNameSchema.optional(),
});
export type EarlyDepartureQuoteQuery = z.infer<typeof earlyDepartureQuoteQuerySchema>;

export const earlyDepartureQuoteResponseSchema = z.object({
  date: isoDateSchema,
  /** Nights after the new check-out: freed and no longer owed. */
  nightsReleased: z.number().int().min(1),
  /** What is given back of what was paid. */
  refundCents: centsSchema,
  /** What leaving early costs: the fee (short stays) or the contract's fine, reduced (long stays). */
  feeCents: centsSchema,
  /** The sentence of the policy that applied, with its amounts. */
  rule: z.string(),
  /** The stay's value once shortened: the nights kept plus the fee. */
  newValueCents: centsSchema,
  /** Of the new value, what is still to be paid (the months kept, or one last charge). */
  stillOwedCents: centsSchema,
  /** The fine of the contract before the reduction (long stays; 0 for short ones). */
  contractFineCents: centsSchema,
  /**
   * What the transfer letter would waive (art. 4º, parágrafo único): the fine is kept until our staff
   * accept the letter, then given back. 0 without a letter, or when it cannot waive anything.
   */
  transferLetterWaiverCents: centsSchema,
});
export type EarlyDepartureQuoteResponse = z.infer<typeof earlyDepartureQuoteResponseSchema>;

/** POST /api/rentals/:rentId/early-departure */
export const earlyDepartureRequestSchema = z.strictObject({
  date: isoDateSchema,
  reason: z
    .string({ error: 'Conte o motivo da saída antecipada' })
    .trim()
    .min(3, 'Conte o motivo da saída antecipada (ao menos 3 letras)')
    .max(EARLY_DEPARTURE_REASON_MAX_LENGTH, `No máximo ${EARLY_DEPARTURE_REASON_MAX_LENGTH} caracteres`),
  transferLetter: fileNameSchema.optional(),
});
export type EarlyDepartureRequest = z.input<typeof earlyDepartureRequestSchema>;

export const TRANSFER_LETTER_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export type TransferLetterStatus = (typeof TRANSFER_LETTER_STATUSES)[number];

/** How the customer and staff read each state: 'Em análise', 'Aceita', 'Recusada: <motivo>'. */
export function transferLetterStatusLabel(review: {
  status: TransferLetterStatus;
  reason: string | null;
}): string {
  if (review.status === 'PENDING') return 'Em análise';
  if (review.status === 'ACCEPTED') return 'Aceita';
  return `Recusada: ${review.reason ?? ''}`.trim();
}

/** The letter's check by our staff: until accepted the fine is kept; accepted, it is given back. */
export const transferLetterReviewSchema = z.object({
  status: z.enum(TRANSFER_LETTER_STATUSES),
  /** The fine the letter waives: kept while PENDING or REFUSED, given back once ACCEPTED. */
  waiverCents: centsSchema,
  /** Why staff refused it (REFUSED only). */
  reason: z.string().nullable(),
  reviewedAt: instantSchema.nullable(),
});
export type TransferLetterReview = z.infer<typeof transferLetterReviewSchema>;

export const TRANSFER_LETTER_REFUSAL_MAX_LENGTH = 500;

/** POST /api/admin/rentals/:rentId/transfer-letter/review */
export const transferLetterDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('ACCEPT') }),
  z.strictObject({
    decision: z.literal('REFUSE'),
    reason: z
      .string({ error: 'Diga ao cliente por que a carta foi recusada' })
      .trim()
      .min(3, 'Diga ao cliente por que a carta foi recusada (ao menos 3 letras)')
      .max(TRANSFER_LETTER_REFUSAL_MAX_LENGTH, `No máximo ${TRANSFER_LETTER_REFUSAL_MAX_LENGTH} caracteres`),
  }),
]);
export type TransferLetterDecision = z.input<typeof transferLetterDecisionSchema>;

/** What the rental shows once its stay was shortened. */
export const earlyDepartureSchema = z.object({
  /** The new check-out day (the rental's endDate). */
  date: isoDateSchema,
  /** The check-out day the contract had before. */
  previousEndDate: isoDateSchema,
  reason: z.string(),
  nightsReleased: z.number().int().min(1),
  feeCents: centsSchema,
  refundCents: centsSchema,
  rule: z.string(),
  /** The employer's transfer letter, when one was sent (GET /api/files/:fileName for its owner). */
  transferLetter: z.string().nullable(),
  /** Staff's check of the letter, when it would waive the fine; null otherwise. */
  transferLetterReview: transferLetterReviewSchema.nullable(),
  requestedAt: instantSchema,
});
export type EarlyDeparture = z.infer<typeof earlyDepartureSchema>;
