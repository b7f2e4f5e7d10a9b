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
  requestedAt: instantSchema,
});
export type EarlyDeparture = z.infer<typeof earlyDepartureSchema>;
