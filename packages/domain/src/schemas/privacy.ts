import { z } from 'zod';
import {
  idSchema,
  instantSchema,
  isoDateSchema,
  listResponseSchema,
  paginationQuerySchema,
} from './common.ts';
import { userSchema } from './user.ts';

// The customer's rights over their data (LGPD art. 18): a copy of everything we hold (II, V) and the
// account's deletion (VI), with what the law makes us keep recorded with its basis (art. 16, I).

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Digite a sua senha' })
    .min(1, { error: 'Digite a sua senha' })
    .max(128, { error: 'Deve ter no máximo 128 caracteres' }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** 'meus-dados-estadia-2026-11-28.json' */
export function personalDataFileName(day: string): string {
  return `meus-dados-estadia-${day}.json`;
}

const exportedDocumentSchema = z.object({
  fileName: z.string(),
  originalName: z.string().nullable(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: instantSchema,
  /** GET it with the same login (the file is served to its owner only). */
  downloadUrl: z.string(),
});

const exportedOccupantSchema = z.object({
  name: z.string(),
  birthdate: isoDateSchema,
  documentType: z.string(),
  documentNumber: z.string(),
  phone: z.string().nullable(),
  isCustomer: z.boolean(),
});

const exportedRentalSchema = z.object({
  id: idSchema,
  status: z.string(),
  projectId: idSchema,
  apartmentId: idSchema,
  modalityId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  rentalValueCents: z.number().int(),
  paymentType: z.string().nullable(),
  rentGuaranteeType: z.string().nullable(),
  commonCarSpots: z.number().int(),
  coveredCarSpots: z.number().int(),
  expectedArrivalTime: z.string().nullable(),
  vehiclePlates: z.array(z.string()),
  cancellationReason: z.string().nullable(),
  cancellationDetails: z.string().nullable(),
  createdDate: instantSchema,
  submittedAt: instantSchema.nullable(),
  signedAt: instantSchema.nullable(),
  paidAt: instantSchema.nullable(),
  checkedInAt: instantSchema.nullable(),
  checkedOutAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
  occupants: z.array(exportedOccupantSchema),
});

const exportedPaymentSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  paymentType: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  installment: z.number().int(),
  installmentCount: z.number().int(),
  dueDate: isoDateSchema,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdDate: instantSchema,
  paidAt: instantSchema.nullable(),
  refundedCents: z.number().int().nullable(),
  refundedAt: instantSchema.nullable(),
});

const exportedInspectionSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  kind: z.string(),
  createdDate: instantSchema,
  items: z.array(z.record(z.string(), z.unknown())),
  acknowledgedAt: instantSchema.nullable(),
  agreed: z.boolean().nullable(),
  comments: z.array(z.record(z.string(), z.unknown())).nullable(),
});

const exportedMaintenanceRequestSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  category: z.string(),
  description: z.string(),
  urgency: z.string(),
  status: z.string(),
  photos: z.array(z.string()),
  createdDate: instantSchema,
  resolvedAt: instantSchema.nullable(),
  comments: z.array(
    z.object({
      /** Staff are named by their role only: their identity is theirs. */
      by: z.enum(['CUSTOMER', 'STAFF']),
      text: z.string(),
      photos: z.array(z.string()),
      createdDate: instantSchema,
    }),
  ),
});

const exportedConsentSchema = z.object({
  kind: z.enum(['CONTRACT_SIGNATURE', 'ADDENDUM_SIGNATURE']),
  /** 'rental:<id>' or 'extension:<id>'. */
  reference: z.string(),
  at: instantSchema,
  email: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  /** SHA-256 of the document accepted. */
  documentSha256: z.string(),
});

/** What the person answered as someone's fiador: the lease, their qualification and the documents they sent. */
const exportedGuaranteeSchema = z.object({
  rentalId: idSchema,
  name: z.string(),
  cpf: z.string(),
  invitedAt: instantSchema,
  acceptedAt: instantSchema.nullable(),
  answers: z.record(z.string(), z.unknown()).nullable(),
  /** The file names of the documents sent (among `documents`). */
  documents: z.array(z.string()),
});

/** A login's metadata: never its token nor the token's hash. */
const exportedSessionSchema = z.object({
  createdAt: instantSchema,
  expiresAt: instantSchema,
  revokedAt: instantSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const exportedAuditEntrySchema = z.object({
  at: instantSchema,
  action: z.string(),
  description: z.string(),
  target: z.string(),
  /** Who did it, as a role: the customer themself or a member of staff (whose identity is theirs). */
  by: z.enum(['CUSTOMER', 'STAFF']),
});

export const personalDataExportSchema = z.object({
  exportedAt: instantSchema,
  about: z.string(),
  profile: userSchema,
  documents: z.array(exportedDocumentSchema),
  rentals: z.array(exportedRentalSchema),
  payments: z.array(exportedPaymentSchema),
  inspections: z.array(exportedInspectionSchema),
  maintenanceRequests: z.array(exportedMaintenanceRequestSchema),
  consents: z.array(exportedConsentSchema),
  /** The leases the person answered for as fiador (optional for older readers). */
  guarantees: z.array(exportedGuaranteeSchema).optional(),
  sessions: z.array(exportedSessionSchema),
  auditEntries: z.array(exportedAuditEntrySchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

// ─── What is kept after a deletion (staff only) ──────────────────────────────────────────────────

export const RETENTION_SUBJECTS = ['CONTRACT', 'PAYMENTS', 'ACCESS_LOGS'] as const;
export type RetentionSubject = (typeof RETENTION_SUBJECTS)[number];

export const RETENTION_SUBJECT_LABELS: Record<RetentionSubject, string> = {
  CONTRACT: 'Contrato assinado e sua evidência de assinatura',
  PAYMENTS: 'Pagamentos, reembolsos e recibos',
  ACCESS_LOGS: 'Registros de acesso à conta (data, hora e IP)',
};

export const retentionRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  subject: z.enum(RETENTION_SUBJECTS),
  /** What is kept: 'rental:<id>' or 'user:<id>'. */
  reference: z.string(),
  legalBasis: z.string(),
  keepUntil: isoDateSchema,
  createdDate: instantSchema,
});
export type RetentionRecord = z.infer<typeof retentionRecordSchema>;

export const retentionListQuerySchema = paginationQuerySchema.extend({ userId: idSchema.optional() });
export type RetentionListQuery = z.infer<typeof retentionListQuerySchema>;

export const retentionListResponseSchema = listResponseSchema(retentionRecordSchema);
export type RetentionListResponse = z.infer<typeof retentionListResponseSchema>;
