import { z } from 'zod';
import { auditActorSchema } from './admin-rentals.ts';
import { refineDateOrder } from './admin-windows.ts';
import { auditActionSchema } from './audit-actions.ts';
import {
  idSchema,
  instantSchema,
  isoDateSchema,
  listResponseSchema,
  paginationQuerySchema,
} from './common.ts';

// The back-office (/api/admin/…), the audit log: what the API answers and accepts, shared with the admin web
// build.

export const auditEntrySchema = z.object({
  id: idSchema,
  at: instantSchema,
  actor: auditActorSchema,
  action: auditActionSchema,
  /** What it was done to: 'rental:<id>', 'block:<id>', 'modality:<id>', 'payment:<id>' or 'user:<id>'. */
  target: z.string(),
  /** Where the request came from (null when unknown). */
  ip: z.string().nullable(),
  /** What changed (before and after, the reason given…). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = paginationQuerySchema
  .extend({
    actorId: idSchema.optional(),
    action: auditActionSchema.optional(),
    /** Entries of the target ('rental:<id>'…). */
    target: z.string().trim().max(120).optional(),
    /** From this day (Brasília), included. */
    from: isoDateSchema.optional(),
    /** Up to this day (Brasília), included. */
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = listResponseSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
