import { z } from 'zod';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
} from '../maintenance/maintenance-rules.ts';
import { idSchema, instantSchema, paginationQuerySchema } from './common.ts';
import { fileNameSchema } from './user.ts';

export const MAX_MAINTENANCE_PHOTOS = 6;

export const maintenanceCategorySchema = z.enum(MAINTENANCE_CATEGORIES, {
  error: 'Categoria inválida: use ELECTRICAL, PLUMBING, APPLIANCE, INTERNET, CLEANING, KEYS_ACCESS ou OTHER',
});
export const maintenanceUrgencySchema = z.enum(MAINTENANCE_URGENCIES, {
  error: 'Urgência inválida: use EMERGENCY, URGENT ou NORMAL',
});
export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES, {
  error: 'Situação inválida: use OPEN, IN_PROGRESS, WAITING_RESIDENT ou RESOLVED',
});

const photosSchema = z
  .array(fileNameSchema)
  .max(MAX_MAINTENANCE_PHOTOS, { error: `No máximo ${MAX_MAINTENANCE_PHOTOS} fotos` });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}` })
    .trim()
    .min(1, { error: `Informe ${label}` })
    .max(max, { error: `Deve ter no máximo ${max} caracteres` });

export const createMaintenanceRequestSchema = z.object({
  category: maintenanceCategorySchema,
  description: requiredText('a descrição do problema', 2000),
  urgency: maintenanceUrgencySchema,
  /** Names answered by POST /api/upload (JPEG or PNG) for the caller. */
  photos: photosSchema.optional(),
});
export type CreateMaintenanceRequest = z.infer<typeof createMaintenanceRequestSchema>;

export const maintenanceCommentRequestSchema = z.object({
  text: requiredText('o comentário', 2000),
  photos: photosSchema.optional(),
  /**
   * Only on a resolved request, and only its customer: `CONFIRM` says it is solved for good, `REOPEN` opens
   * it again (back to OPEN, with a new deadline).
   */
  resolution: z.enum(['CONFIRM', 'REOPEN'], { error: 'Use CONFIRM ou REOPEN' }).optional(),
});
export type MaintenanceCommentRequest = z.infer<typeof maintenanceCommentRequestSchema>;

export const maintenanceCommentSchema = z.object({
  id: idSchema,
  author: z.enum(['CUSTOMER', 'STAFF']),
  authorName: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  at: instantSchema,
});
export type MaintenanceComment = z.infer<typeof maintenanceCommentSchema>;

export const maintenanceHistoryEntrySchema = z.object({
  at: instantSchema,
  status: maintenanceStatusSchema,
  assigneeName: z.string().nullable(),
  /** Who made the change: the customer, or a staff member's name. */
  byName: z.string(),
});
export type MaintenanceHistoryEntry = z.infer<typeof maintenanceHistoryEntrySchema>;

export const maintenanceRequestSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  category: maintenanceCategorySchema,
  description: z.string(),
  urgency: maintenanceUrgencySchema,
  status: maintenanceStatusSchema,
  photos: z.array(z.string()),
  createdDate: instantSchema,
  /** By urgency: 4 hours, 3 days or 7 days after it was opened (again). */
  dueAt: instantSchema,
  overdue: z.boolean(),
  resolvedAt: instantSchema.nullable(),
  /** When the customer confirmed the resolution. */
  confirmedAt: instantSchema.nullable(),
  assignee: z.object({ id: idSchema, name: z.string() }).nullable(),
  history: z.array(maintenanceHistoryEntrySchema),
  comments: z.array(maintenanceCommentSchema),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

export const maintenanceRequestListSchema = z.object({ items: z.array(maintenanceRequestSchema) });
export type MaintenanceRequestList = z.infer<typeof maintenanceRequestListSchema>;

export const adminMaintenanceRequestSchema = maintenanceRequestSchema.extend({
  customerName: z.string(),
  projectId: idSchema,
  projectName: z.string(),
  apartmentLabel: z.string(),
});
export type AdminMaintenanceRequest = z.infer<typeof adminMaintenanceRequestSchema>;

export const adminMaintenanceListQuerySchema = paginationQuerySchema.extend({
  status: maintenanceStatusSchema.optional(),
  projectId: idSchema.optional(),
  urgency: maintenanceUrgencySchema.optional(),
  overdue: z
    .enum(['true', 'false'], { error: 'Use true ou false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminMaintenanceListQuery = z.infer<typeof adminMaintenanceListQuerySchema>;

export const adminMaintenanceListSchema = z.object({
  items: z.array(adminMaintenanceRequestSchema),
  total: z.number().int(),
});
export type AdminMaintenanceList = z.infer<typeof adminMaintenanceListSchema>;

export const updateMaintenanceRequestSchema = z
  .object({
    status: maintenanceStatusSchema.optional(),
    /** A staff member's id; null takes the request off anyone. */
    assigneeId: idSchema.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    error: 'Informe a situação ou o responsável',
  });
export type UpdateMaintenanceRequest = z.infer<typeof updateMaintenanceRequestSchema>;

/** The staff who may take a request: the board's picker (GET /api/admin/maintenance-requests/assignees). */
export const maintenanceAssigneesSchema = z.object({
  items: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type MaintenanceAssignees = z.infer<typeof maintenanceAssigneesSchema>;

export const maintenanceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per urgency, most urgent first: requests resolved in the period and their median time. */
  items: z.array(
    z.object({
      urgency: maintenanceUrgencySchema,
      resolved: z.number().int().min(0),
      /** Median minutes from opening to resolution; null when none was resolved. */
      medianMinutes: z.number().min(0).nullable(),
    }),
  ),
});
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;
