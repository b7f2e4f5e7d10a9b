import { z } from 'zod';
import { CONTRACT_SIGNER_ROLES } from '../enums/contract-signer-roles.ts';
import { refineDateOrder } from './admin-windows.ts';
import {
  idSchema,
  instantSchema,
  isoDateSchema,
  listResponseSchema,
  paginationQuerySchema,
} from './common.ts';
import { paymentSchema } from './payments.ts';
import { cancelRentalRequestSchema, rentalSchema, rentalStatusSchema } from './rentals.ts';
import { addressSchema } from './user.ts';

// The back-office (/api/admin/…), rentals as staff list, read, approve and refuse them: what the API answers
// and accepts, shared with the admin web build.

/** Who confirmed a payment: the provider's webhook, the sandbox bank, or a staff member ('baixa manual'). */
export const PAYMENT_CONFIRMATION_SOURCES = ['WEBHOOK', 'SANDBOX', 'MANUAL'] as const;

export const adminCustomerSchema = z.object({ id: idSchema, name: z.string(), email: z.string() });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A rental as the back-office lists it: with who asked for it. */
export const adminRentalSchema = rentalSchema.extend({ customer: adminCustomerSchema });
export type AdminRental = z.infer<typeof adminRentalSchema>;

export const ADMIN_RENTAL_SORTS = ['createdDate', 'startDate', 'status', 'customer'] as const;
export type AdminRentalSort = (typeof ADMIN_RENTAL_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const adminRentalListQuerySchema = paginationQuerySchema
  .extend({
    status: rentalStatusSchema.optional(),
    projectId: idSchema.optional(),
    /** Rentals with a night between `from` and `to` (both included). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** Part of the customer's name (accents and case ignored), e-mail or CPF/CNPJ. */
    q: z.string().trim().max(120, { error: 'Deve ter no máximo 120 caracteres' }).optional(),
    sort: z.enum(ADMIN_RENTAL_SORTS, { error: 'Ordenação inválida' }).default('createdDate'),
    order: z.enum(SORT_ORDERS, { error: 'Use asc ou desc' }).default('desc'),
  })
  .superRefine(refineDateOrder);
export type AdminRentalListQuery = z.infer<typeof adminRentalListQuerySchema>;

export const adminRentalListResponseSchema = listResponseSchema(adminRentalSchema);
export type AdminRentalListResponse = z.infer<typeof adminRentalListResponseSchema>;

export const CUSTOMER_DOCUMENT_KINDS = ['CPF', 'RG'] as const;

export const customerDocumentSchema = z.object({
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS),
  fileName: z.string(),
  /** GET it with a staff token (rentals:read): the file, as an attachment. */
  url: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const adminCustomerProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpfOrCnpj: z.string().nullable(),
  rg: z.string().nullable(),
  rgIssuer: z.string().nullable(),
  rgIssuerState: z.string().nullable(),
  birthdate: isoDateSchema.nullable().optional(), // this and the rest to address: not for the front desk
  hometown: z.string().nullable().optional(),
  hometownState: z.string().nullable().optional(),
  profession: z.string().nullable().optional(),
  fathersFullName: z.string().nullable().optional(),
  mothersFullName: z.string().nullable().optional(),
  address: addressSchema.optional(),
  documents: z.array(customerDocumentSchema),
  createdDate: instantSchema,
});
export type AdminCustomerProfile = z.infer<typeof adminCustomerProfileSchema>;

/** One party's signature, as the evidence page records it. */
export const signerEvidenceSchema = z.object({
  role: z.enum(CONTRACT_SIGNER_ROLES),
  roleLabel: z.string(),
  name: z.string(),
  email: z.string(),
  signedAt: instantSchema,
  ip: z.string(),
  userAgent: z.string().nullable(),
});
export type SignerEvidence = z.infer<typeof signerEvidenceSchema>;

/** The evidence of the contract's electronic signature: the customer's, and every party's in `signers`. */
export const contractEvidenceSchema = z.object({
  signedAt: instantSchema,
  ip: z.string(),
  userAgent: z.string().nullable(),
  email: z.string(),
  /** SHA-256 of the contract PDF the customer accepted (every party signs the same bytes). */
  sha256: z.string(),
  /** SHA-256 of the signed copy as it stands (that PDF with the evidence page listing each party). */
  signedPdfSha256: z.string(),
  /** Each party who signed, in order: the customer, and in a fiança the fiador. */
  signers: z.array(signerEvidenceSchema),
  /** GET it with a staff token (rentals:read): the signed PDF. */
  signedUrl: z.string(),
});
export type ContractEvidence = z.infer<typeof contractEvidenceSchema>;

export const auditActorSchema = z.object({ id: idSchema.nullable(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const rentalHistoryEntrySchema = z.object({
  at: instantSchema,
  label: z.string(),
  /** The staff member who did it; null for the customer's own steps and the automatic ones. */
  actor: auditActorSchema.nullable(),
});
export type RentalHistoryEntry = z.infer<typeof rentalHistoryEntrySchema>;

/** A payment of the rental, with who confirmed it (null until it is paid). */
export const adminRentalPaymentSchema = paymentSchema.extend({
  paidVia: z.enum(PAYMENT_CONFIRMATION_SOURCES).nullable(),
});
export type AdminRentalPayment = z.infer<typeof adminRentalPaymentSchema>;

export const adminRentalDetailSchema = z.object({
  rental: rentalSchema,
  customer: adminCustomerProfileSchema,
  payments: z.array(adminRentalPaymentSchema).optional(), // absent for the front desk (decision 0017)
  contract: contractEvidenceSchema.nullable().optional(), // likewise; null: not signed
  /** Oldest first. */
  history: z.array(rentalHistoryEntrySchema),
});
export type AdminRentalDetail = z.infer<typeof adminRentalDetailSchema>;

/** Why the provider refuses a request: the customer reads it in the e-mail and on the rental. */
export const rejectRentalRequestSchema = cancelRentalRequestSchema;
export type RejectRentalRequest = z.infer<typeof rejectRentalRequestSchema>;
