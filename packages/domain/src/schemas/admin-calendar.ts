import { z } from 'zod';
import { refineDateOrder, refineInclusiveWindow } from './admin-windows.ts';
import { idSchema, isoDateSchema } from './common.ts';
import { housekeepingStateSchema } from './housekeeping.ts';
import { rentalStatusSchema } from './rentals.ts';

// The back-office (/api/admin/…), the calendar and the blocks of apartments: what the API answers and
// accepts, shared with the admin web build.

export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(refineInclusiveWindow);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const STAY_KINDS = ['RENTAL', 'BLOCK'] as const;
export type StayKind = (typeof STAY_KINDS)[number];

export const calendarStaySchema = z.object({
  kind: z.enum(STAY_KINDS),
  /** The rental's id, or the block's. */
  id: idSchema,
  /** First night. */
  start: isoDateSchema,
  /** Check-out day (the day after the last night). */
  end: isoDateSchema,
  /** RENTAL only: the rental's status. */
  status: rentalStatusSchema.optional(),
  /** RENTAL only. */
  customerName: z.string().optional(),
  /** BLOCK only. */
  reason: z.string().optional(),
});
export type CalendarStay = z.infer<typeof calendarStaySchema>;

export const calendarApartmentSchema = z.object({
  id: idSchema,
  modalityId: idSchema,
  block: z.string(),
  floor: z.number().int(),
  number: z.string(),
  /** Its housekeeping state today (CLEAN when never changed). */
  housekeepingState: housekeepingStateSchema,
  /** By start date. */
  stays: z.array(calendarStaySchema),
});
export type CalendarApartment = z.infer<typeof calendarApartmentSchema>;

export const projectCalendarSchema = z.object({ apartments: z.array(calendarApartmentSchema) });
export type ProjectCalendar = z.infer<typeof projectCalendarSchema>;

export const BLOCK_REASON_MIN_LENGTH = 3;
export const BLOCK_REASON_MAX_LENGTH = 200;

/** Dates checked for format only: an interval the rules refuse is a 422, as for rentals. */
export const createBlockRequestSchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  reason: z
    .string({ error: 'Informe o motivo do bloqueio' })
    .trim()
    .min(BLOCK_REASON_MIN_LENGTH, {
      error: `Informe o motivo (pelo menos ${BLOCK_REASON_MIN_LENGTH} caracteres)`,
    })
    .max(BLOCK_REASON_MAX_LENGTH, { error: `Deve ter no máximo ${BLOCK_REASON_MAX_LENGTH} caracteres` }),
});
export type CreateBlockRequest = z.infer<typeof createBlockRequestSchema>;

export const apartmentBlockSchema = z.object({
  id: idSchema,
  apartmentId: idSchema,
  start: isoDateSchema,
  end: isoDateSchema,
  reason: z.string(),
});
export type ApartmentBlock = z.infer<typeof apartmentBlockSchema>;

export const blockListQuerySchema = z
  .object({
    projectId: idSchema.optional(),
    apartmentId: idSchema.optional(),
    /** Blocks with a night between `from` and `to` (both included). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type BlockListQuery = z.infer<typeof blockListQuerySchema>;

export const blockListResponseSchema = z.object({ items: z.array(apartmentBlockSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;
