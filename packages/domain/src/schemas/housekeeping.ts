import { z } from 'zod';
import { idSchema, instantSchema, isoDateSchema } from './common.ts';

// Housekeeping ('Governança'): the state of each apartment between guests and its cleaning tasks.

export const HOUSEKEEPING_STATES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

export const HOUSEKEEPING_STATE_LABELS: Record<HousekeepingState, string> = {
  CLEAN: 'Limpo',
  DIRTY: 'Sujo',
  INSPECTED: 'Inspecionado',
  OUT_OF_ORDER: 'Fora de serviço',
};

/** Ready to hand over to an arriving guest: cleaned (and, better, inspected after cleaning). */
export function isReadyForGuest(state: HousekeepingState): boolean {
  return state === 'CLEAN' || state === 'INSPECTED';
}

export const housekeepingStateSchema = z.enum(HOUSEKEEPING_STATES, {
  error: 'Estado inválido: use CLEAN, DIRTY, INSPECTED ou OUT_OF_ORDER',
});

export const OUT_OF_ORDER_REASON_MIN_LENGTH = 3;
export const OUT_OF_ORDER_REASON_MAX_LENGTH = 200;

export const cleaningTaskSchema = z.object({
  id: idSchema,
  /** The stay whose check-out left it (null for a task made by hand). */
  rentalId: idSchema.nullable(),
  createdAt: instantSchema,
  completedAt: instantSchema.nullable(),
});
export type CleaningTask = z.infer<typeof cleaningTaskSchema>;

export const apartmentHousekeepingSchema = z.object({
  id: idSchema,
  block: z.string(),
  floor: z.number().int(),
  number: z.string(),
  state: housekeepingStateSchema,
  /** OUT_OF_ORDER only: why. */
  reason: z.string().nullable(),
  /** OUT_OF_ORDER only: the block holding its nights (null when someone removed that block). */
  blockId: idSchema.nullable(),
  /** OUT_OF_ORDER only: the day it is expected back in service (the block's end). */
  until: isoDateSchema.nullable(),
  updatedAt: instantSchema.nullable(),
  /** Open tasks first, then the last ones done. */
  tasks: z.array(cleaningTaskSchema),
});
export type ApartmentHousekeeping = z.infer<typeof apartmentHousekeepingSchema>;

export const projectHousekeepingSchema = z.object({ apartments: z.array(apartmentHousekeepingSchema) });
export type ProjectHousekeeping = z.infer<typeof projectHousekeepingSchema>;

/**
 * `{ state }`; OUT_OF_ORDER also needs `reason` and `until` (the day it is expected back: its nights
 * from today to the day before are held like a block's).
 */
export const updateHousekeepingRequestSchema = z
  .object({
    state: housekeepingStateSchema,
    reason: z
      .string()
      .trim()
      .min(OUT_OF_ORDER_REASON_MIN_LENGTH, {
        error: `Informe o motivo (pelo menos ${OUT_OF_ORDER_REASON_MIN_LENGTH} caracteres)`,
      })
      .max(OUT_OF_ORDER_REASON_MAX_LENGTH, {
        error: `Deve ter no máximo ${OUT_OF_ORDER_REASON_MAX_LENGTH} caracteres`,
      })
      .optional(),
    until: isoDateSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.state !== 'OUT_OF_ORDER') return;
    if (value.reason === undefined)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Informe o motivo de o apartamento estar fora de serviço',
      });
    if (value.until === undefined)
      context.addIssue({
        code: 'custom',
        path: ['until'],
        message: 'Informe até quando o apartamento fica fora de serviço',
      });
  });
export type UpdateHousekeepingRequest = z.infer<typeof updateHousekeepingRequestSchema>;

/** An apartment a guest arrives in today that is not ready for them (dirty or out of service). */
export const apartmentNotReadySchema = z.object({
  apartmentId: idSchema,
  projectId: idSchema,
  projectName: z.string(),
  block: z.string(),
  floor: z.number().int(),
  number: z.string(),
  state: housekeepingStateSchema,
  rentalId: idSchema,
  customerName: z.string(),
});
export type ApartmentNotReady = z.infer<typeof apartmentNotReadySchema>;
