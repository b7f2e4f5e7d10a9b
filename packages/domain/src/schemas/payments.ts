import { z } from 'zod';
import { todayIso } from '../dates/iso-date.ts';
import { isValidCardNumber } from '../documents/card.ts';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../enums/payment-types.ts';
import { centsSchema } from './catalog.ts';
import { idSchema, instantSchema, isoDateSchema } from './common.ts';

export const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: 'Forma de pagamento inválida' });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);

export const pixChargeSchema = z.object({
  /** The BR Code ("Pix copia e cola"). */
  payload: z.string().min(1),
  qrCodeSvg: z.string().min(1),
  expiresAt: instantSchema,
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

export const bankSlipSchema = z.object({
  digitableLine: z.string().min(1),
  barcode: z.string().regex(/^\d{44}$/),
  pdfUrl: z.string().min(1),
});
export type BankSlip = z.infer<typeof bankSlipSchema>;

export const cardSummarySchema = z.object({
  brand: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  /** Only these three (and the totals) are ever stored: never the number, the holder or the CVV. */
  installments: z.number().int().min(1).max(12).optional(),
  installmentCents: centsSchema.optional(),
  /** What the card is charged in all, interest included (equal to amountCents when interest-free). */
  totalCents: centsSchema.optional(),
  /**
   * The issuer asks the customer to authenticate (3-D Secure) before it decides: the page posts
   * `creq` to `url` inside an iframe. The payment stays PENDING meanwhile; never authorised by this.
   */
  challenge: z.object({ url: z.url(), creq: z.string().min(1) }).optional(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** Which part of the rental a charge pays: 1 of 1, or month `number` of a monthly boleto. */
export const paymentInstallmentSchema = z.object({
  number: z.number().int().min(1),
  count: z.number().int().min(1),
});

export const paymentSchema = z.object({
  id: idSchema,
  rentalId: idSchema,
  /** The stay's extension whose difference this charge pays; absent for the rental's own charges. */
  extensionId: idSchema.nullish(),
  /** What the charge pays for: RENT, DEPOSIT (caução), EXTENSION (with extensionId) or FEE. */
  purpose: paymentPurposeSchema.optional(),
  /**
   * The provider's own id of the money received for this charge (Mercado Pago's payment id), which a
   * refund targets; null until money is received.
   */
  providerPaymentId: z.string().nullish(),
  paymentType: paymentTypeSchema,
  status: paymentStatusSchema,
  amountCents: centsSchema,
  dueDate: isoDateSchema,
  createdDate: instantSchema,
  paidDate: instantSchema.nullish(),
  statusLabel: z.string().optional(),
  installment: paymentInstallmentSchema.optional(),
  /** When the provider was asked to give the money back (REFUND_PENDING, then REFUNDED). */
  refundRequestedDate: instantSchema.nullish(),
  /** When the provider confirmed the refund (REFUNDED). */
  refundedDate: instantSchema.nullish(),
  /** Why the provider refused the charge (a declined card), in Portuguese. */
  failureReason: z.string().nullish(),
  /** The receipt ('recibo') PDF, once PAID. */
  receiptUrl: z.string().nullish(),
  pix: pixChargeSchema.optional(),
  bankSlip: bankSlipSchema.optional(),
  card: cardSummarySchema.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListResponseSchema = z.object({ items: z.array(paymentSchema) });
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** 'MM/AA', e.g. '07/29'. */
const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card is good until the last day of its expiry month. */
function isNotExpired(expiry: string): boolean {
  const [month, year] = expiry.split('/');
  return `20${year}-${month}` >= todayIso().slice(0, 7);
}

export const cardInputSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .refine(isValidCardNumber, { error: 'Número do cartão inválido' }),
  holderName: z
    .string()
    .trim()
    .min(2, { error: 'Informe o nome impresso no cartão' })
    .max(26, { error: 'Deve ter no máximo 26 caracteres' }),
  expiry: z
    .string()
    .trim()
    .regex(CARD_EXPIRY_PATTERN, { error: 'Validade inválida: use MM/AA' })
    .refine(isNotExpired, { error: 'Cartão vencido' }),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: 'Código de segurança inválido' }),
  installments: z.coerce
    .number({ error: 'Número de parcelas inválido' })
    .int({ error: 'Número de parcelas inválido' })
    .min(1, { error: 'Escolha de 1 a 12 parcelas' })
    .max(12, { error: 'Escolha de 1 a 12 parcelas' })
    .default(1),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * A card tokenised in the browser by the provider's own script (MercadoPago.js): only its single-use
 * token and what the provider's script found travel to us; never the number or the CVV.
 */
export const tokenizedCardInputSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Token do cartão inválido' }),
  /** The provider's id of the brand, e.g. 'visa', 'master'. */
  paymentMethodId: z
    .string()
    .trim()
    .regex(/^[a-z_]{2,30}$/, { error: 'Bandeira do cartão inválida' }),
  issuerId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: 'Emissor do cartão inválido' })
    .nullish(),
  installments: z.coerce
    .number({ error: 'Número de parcelas inválido' })
    .int({ error: 'Número de parcelas inválido' })
    .min(1, { error: 'Escolha de 1 a 12 parcelas' })
    .max(12, { error: 'Escolha de 1 a 12 parcelas' }),
  /**
   * A second token of the same card, for the caução reserved on it (a token serves one payment only); without
   * it, a caução owed is asked by Pix beside the card.
   */
  depositToken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Token do cartão inválido' })
    .optional(),
  payer: z.object({
    email: z.email({ error: 'E-mail do titular inválido' }),
    identification: z.object({
      type: z.enum(['CPF', 'CNPJ'], { error: 'Documento do titular: CPF ou CNPJ' }),
      number: z
        .string()
        .transform((value) => value.replace(/\D/g, ''))
        .refine((digits) => digits.length === 11 || digits.length === 14, {
          error: 'Documento do titular inválido',
        }),
    }),
  }),
});
export type TokenizedCardInput = z.infer<typeof tokenizedCardInputSchema>;

export const createPaymentRequestSchema = z
  .object({
    paymentType: paymentTypeSchema,
    card: cardInputSchema.optional(),
    tokenizedCard: tokenizedCardInputSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.paymentType === 'CREDIT_CARD' && body.card && body.tokenizedCard) {
      context.addIssue({
        code: 'custom',
        path: ['card'],
        message: 'Envie o cartão ou o token do cartão, não os dois',
        input: body.card,
      });
    }
    if (body.paymentType === 'CREDIT_CARD' && !body.card && !body.tokenizedCard) {
      context.addIssue({
        code: 'custom',
        path: ['card'],
        message: 'Informe os dados do cartão',
        input: body.card,
      });
    }
  });
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/** One way to pay the card, as the provider offers it before the customer chooses. */
export const installmentOptionSchema = z.object({
  installments: z.number().int().min(1).max(12),
  installmentCents: centsSchema,
  totalCents: centsSchema,
  interestFree: z.boolean(),
  /** Monthly interest in percent (0 when interest-free). */
  monthlyInterestPercent: z.number().min(0),
});
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;

export const scheduledChargeSchema = z.object({
  installment: z.number().int().min(1),
  dueDate: isoDateSchema,
  amountCents: centsSchema,
});
export type ScheduledCharge = z.infer<typeof scheduledChargeSchema>;

/** What the payment screen shows before anything is charged. */
export const paymentOptionsSchema = z.object({
  amountCents: centsSchema,
  /** The ways this rental can be paid (a monthly boleto only for long stays). */
  paymentTypes: z.array(paymentTypeSchema),
  installments: z.array(installmentOptionSchema),
  /** The boletos a monthly boleto would make (long stays; empty otherwise). */
  monthlySchedule: z.array(scheduledChargeSchema),
  pixExpiryMinutes: z.number().int().min(1),
  /**
   * The caução still to pay (SECURITY_DEPOSIT), charged with the first charge as its own payment (by Pix, or
   * boleto with a boleto); absent when none is owed or it is already held.
   */
  depositCents: centsSchema.optional(),
  /** True when payments go to the built-in sandbox, which can simulate the bank's confirmation. */
  sandbox: z
    .boolean()
    .describe(
      'Verdadeiro quando o servidor usa o ambiente de testes (PAYMENT_PROVIDER=sandbox): nenhum dinheiro ' +
        "real é cobrado e as telas de pagamento mostram 'Ambiente de testes'",
    ),
  /**
   * With Mercado Pago, cards are tokenised in the browser by MercadoPago.js, loaded from `sdkUrl` with
   * the account's public key; its installments (and their cost) replace `installments`.
   */
  mercadoPago: z.object({ publicKey: z.string().min(1), sdkUrl: z.url() }).nullish(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const cancellationPreviewSchema = z.object({
  /** Everything the customer paid for the stay. */
  paidCents: centsSchema,
  /** Everything that comes back with the cancellation, what was already on its way included. */
  refundCents: centsSchema,
  /** The part of `refundCents` already given back before (an early departure's refund). */
  alreadyRefundedCents: centsSchema,
  /** The sentence of the cancellation policy that applies, in Portuguese. */
  rule: z.string().min(1),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;
