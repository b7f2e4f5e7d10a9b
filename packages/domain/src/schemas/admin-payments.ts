import { z } from 'zod';
import { adminCustomerSchema, PAYMENT_CONFIRMATION_SOURCES } from './admin-rentals.ts';
import { refineDateOrder } from './admin-windows.ts';
import { centsSchema } from './catalog.ts';
import { idSchema, isoDateSchema, paginationQuerySchema } from './common.ts';
import { paymentSchema, paymentStatusSchema, paymentTypeSchema } from './payments.ts';

// The back-office (/api/admin/…), payments as staff list, confirm and refund them: what the API answers and
// accepts, shared with the admin web build.

export const adminPaymentSchema = paymentSchema.extend({
  customer: adminCustomerSchema,
  rental: z.object({ id: idSchema, projectName: z.string(), apartmentLabel: z.string() }),
  /** Who confirmed it: the provider's webhook, the sandbox bank, or a staff member ('baixa manual'). */
  paidVia: z.enum(PAYMENT_CONFIRMATION_SOURCES).nullable(),
  /** What was given back, once REFUNDED. */
  refundedCents: centsSchema.nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListQuerySchema = paginationQuerySchema
  .extend({
    status: paymentStatusSchema.optional(),
    paymentType: paymentTypeSchema.optional(),
    /** Created from this day (Brasília), included. */
    from: isoDateSchema.optional(),
    /** Created up to this day (Brasília), included. */
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const paymentStatusTotalSchema = z.object({
  status: paymentStatusSchema,
  count: z.number().int().min(0),
  amountCents: centsSchema,
});
export type PaymentStatusTotal = z.infer<typeof paymentStatusTotalSchema>;

export const adminPaymentListResponseSchema = z.object({
  items: z.array(adminPaymentSchema),
  total: z.number().int().min(0),
  /** One entry per status (in PAYMENT_STATUSES order), over every payment the filters match. */
  totals: z.array(paymentStatusTotalSchema),
});
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponseSchema>;

const noteSchema = z.string().trim().max(500, { error: 'Deve ter no máximo 500 caracteres' }).optional();

/** The body is optional: a POST without one confirms without a note. */
export const confirmPaymentRequestSchema = z.object({ note: noteSchema }).nullish();
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const refundPaymentRequestSchema = z.object({
  /** The whole amount paid when omitted. */
  amountCents: z
    .number({ error: 'Informe o valor em centavos' })
    .int({ error: 'Valor em centavos deve ser inteiro' })
    .min(1, { error: 'O valor deve ser maior que zero' })
    .optional(),
  note: noteSchema,
});
export type RefundPaymentRequest = z.infer<typeof refundPaymentRequestSchema>;

export const paymentParamsSchema = z.object({ paymentId: idSchema });
