import { z } from 'zod';
import { instantSchema } from './common.ts';

/** The guest's door code and when it opens the door (api.md 'Privacy, safety and the door'). */
export const rentalAccessSchema = z.object({
  code: z.string(),
  validFrom: instantSchema,
  validUntil: instantSchema,
});
export type RentalAccess = z.infer<typeof rentalAccessSchema>;

/** Why a code stopped opening the door. */
export const DOOR_REVOKE_REASONS = [
  'ROTATED',
  'CANCELLED',
  'DEFAULTER',
  'CHECKED_OUT',
  'FINISHED',
  'STAY_CHANGED',
] as const;
export type DoorRevokeReason = (typeof DOOR_REVOKE_REASONS)[number];

export const DOOR_REVOKE_REASON_LABELS: Record<DoorRevokeReason, string> = {
  ROTATED: 'Novo código gerado pelo hóspede',
  CANCELLED: 'Locação cancelada',
  DEFAULTER: 'Inadimplência',
  CHECKED_OUT: 'Check-out feito',
  FINISHED: 'Estadia encerrada',
  STAY_CHANGED: 'Estadia alterada',
};

/**
 * What the front desk sees of a stay's door: whether a code is active, its window and whether the lock
 * has it. Never the code itself (the guest has it; see decision 0019).
 */
export const doorAccessStateSchema = z.object({
  active: z.boolean(),
  validFrom: instantSchema,
  validUntil: instantSchema,
  revokedAt: instantSchema.nullable(),
  revokeReason: z.enum(DOOR_REVOKE_REASONS).nullable(),
  /** The last time the building's lock confirmed this state (null while it is on its way). */
  lockSyncedAt: instantSchema.nullable(),
  /** The lock's last refusal or failure, while it is retried. */
  lockSyncError: z.string().nullable(),
});
export type DoorAccessState = z.infer<typeof doorAccessStateSchema>;
