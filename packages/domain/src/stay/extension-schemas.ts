import { z } from 'zod';
import { CONTRACT_SIGNER_ROLES } from '../enums/contract-signer-roles.ts';
import { PERIOD_KINDS } from '../enums/period-kinds.ts';
import { EXTENSION_BILLINGS } from '../rentals/rent-regime.ts';
import { centsSchema, quoteLineSchema } from '../schemas/catalog.ts';
import { idSchema, instantSchema, isoDateSchema } from '../schemas/common.ts';
import { signContractRequestSchema } from '../schemas/contracts.ts';
import { paymentSchema } from '../schemas/payments.ts';
import { contractSignatureSchema } from '../schemas/rentals.ts';
import { EXTENSION_STATUSES } from './extension.ts';

// api.md 'The stay': POST /api/rentals/:rentId/extension-quote and /extensions, and what they answer.

export const extensionRequestSchema = z.strictObject({
  end: isoDateSchema.describe('A nova data de saída (check-out), depois da atual'),
});
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;

export const extensionQuoteSchema = z.object({
  end: isoDateSchema,
  nights: z.number().int().min(1),
  period: z.enum(PERIOD_KINDS),
  rentalValueCents: centsSchema,
  differenceCents: centsSchema,
  lines: z.array(quoteLineSchema),
  /** The nights added to the stay. */
  addedNights: z.number().int().min(1),
  /**
   * When the difference is paid (Lei 8.245/1991): AT_ONCE after the addendum is signed; POST_PAID or
   * MONTH_AHEAD, month by month as the lease's own months, nothing at the signature.
   */
  billing: z.enum(EXTENSION_BILLINGS).optional(),
});
export type ExtensionQuoteResponse = z.infer<typeof extensionQuoteSchema>;

export const extensionStatusSchema = z.enum(EXTENSION_STATUSES);

export const extensionSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  status: extensionStatusSchema,
  statusLabel: z.string(),
  /** The new check-out day. */
  end: isoDateSchema,
  /** The check-out day before the extension. */
  previousEnd: isoDateSchema,
  nights: z.number().int().min(1),
  period: z.enum(PERIOD_KINDS),
  rentalValueCents: centsSchema,
  previousValueCents: centsSchema,
  differenceCents: centsSchema,
  lines: z.array(quoteLineSchema),
  createdDate: instantSchema,
  /** Unpaid by then, the added nights are freed (HOLD_HOURS after it was asked for). */
  holdExpiresAt: instantSchema,
  /** When the last party signed the addendum (null until then). */
  signedAt: instantSchema.nullish(),
  /** SHA-256 of the addendum signed (every party signs these bytes), from the first signature on. */
  addendumSha256: z.string().nullish(),
  /**
   * Who signs the addendum, in order: the customer (TENANT) and, in a fiança whose fiador signed the contract,
   * the fiador (GUARANTOR), who consents to the extension so the fiança covers it. Optional for older clients.
   */
  signerRoles: z.array(z.enum(CONTRACT_SIGNER_ROLES)).optional(),
  /** Who signed so far, in order, as the rental's contract lists them. Optional for older clients. */
  signatures: z.array(contractSignatureSchema).optional(),
  paidDate: instantSchema.nullish(),
  /** When the difference is paid, decided the day the extension was asked for (as the addendum says). */
  billing: z.enum(EXTENSION_BILLINGS).optional(),
  payments: z.array(paymentSchema),
});
export type Extension = z.infer<typeof extensionSchema>;

export const extensionListSchema = z.object({ items: z.array(extensionSchema) });
export type ExtensionList = z.infer<typeof extensionListSchema>;

/** The addendum is signed like the contract: `{ accept: true, sha256 }` of the PDF shown. */
export const signExtensionRequestSchema = signContractRequestSchema;
