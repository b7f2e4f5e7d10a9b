import { idSchema, instantSchema } from '@estadia/domain';
import { z } from 'zod';

/** The event type that credits a payment; any other type is acknowledged and ignored. */
export const PAYMENT_PAID_EVENT = 'payment.paid';
/** A caução's amount reserved on the payer's card, not paid (credit-types.ts, `authorization`). */
export const PAYMENT_AUTHORIZED_EVENT = 'payment.authorized';

/**
 * What POST /api/payments/webhook receives: the built-in sandbox sends it, and any provider able to
 * sign its notifications this way can too. `createdAt` is inside the signed bytes, so an old event
 * cannot be replayed with a fresh date.
 */
export const paymentWebhookEventSchema = z.object({
  id: z.string().min(1).max(128).describe('Id do evento no provedor: um evento repetido não muda nada'),
  type: z
    .string()
    .min(1)
    .max(64)
    .describe(
      '`payment.paid` credita o pagamento; `payment.authorized`: a caução pré-autorizada no cartão (não cobrada); ' +
        'outros tipos são ignorados',
    ),
  createdAt: instantSchema.describe('Quando o evento foi assinado; mais de 5 minutos de diferença → 401'),
  data: z.object({
    paymentId: idSchema.describe('O id do pagamento no Estadia'),
    amountCents: z.number().int().min(1).describe('Quanto foi pago, em centavos'),
    paidAt: instantSchema,
    providerPaymentId: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('O id deste pagamento no provedor: o estorno deste dinheiro é pedido contra ele'),
  }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z
    .string()
    .describe(
      'O que o evento fez: RENTED (a primeira cobrança paga), CREDITED (creditado), REFUNDED (não creditado: ' +
        'devolvido automaticamente e listado na conciliação), DUPLICATE_EVENT (evento já recebido), UNKNOWN_PAYMENT',
    ),
});
