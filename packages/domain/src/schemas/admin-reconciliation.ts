import { z } from 'zod';
import { centsSchema } from './catalog.ts';
import { idSchema, instantSchema, listResponseSchema, paginationQuerySchema } from './common.ts';

// The back-office (/api/admin/…), reconciliation ('Conciliação'): what the API answers and accepts, shared
// with the admin web build.

/** Why money received was not simply credited. */
export const RECONCILIATION_REASONS = [
  'DUPLICATE',
  'REPLACED',
  'WRONG_AMOUNT',
  'AFTER_CANCELLATION',
  'NOT_OWED',
  'REFUND_REFUSED',
  'CHARGEBACK',
  'PANEL_REFUND',
] as const;
export type ReconciliationReasonCode = (typeof RECONCILIATION_REASONS)[number];

export const RECONCILIATION_REASON_LABELS: Record<ReconciliationReasonCode, string> = {
  DUPLICATE: 'Pagamento em dobro da mesma cobrança',
  REPLACED: 'Código substituído por outro pedido de pagamento',
  WRONG_AMOUNT: 'Valor diferente do cobrado',
  AFTER_CANCELLATION: 'Pago depois do cancelamento',
  NOT_OWED: 'Cobrança que não era mais devida',
  REFUND_REFUSED: 'Estorno recusado pelo provedor',
  CHARGEBACK: 'Contestação do cliente no cartão (chargeback)',
  PANEL_REFUND: 'Estorno feito no painel do provedor',
};

/**
 * What became of the money: credited in place of what it replaced, or given back (being refunded,
 * refunded, refused by the provider for good, or settled by a person after a refusal).
 */
export const RECONCILIATION_OUTCOMES = [
  'CREDITED',
  'REFUND_PENDING',
  'REFUNDED',
  'REFUND_REFUSED',
  'SETTLED',
  'CHARGED_BACK',
] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];

export const RECONCILIATION_OUTCOME_LABELS: Record<ReconciliationOutcome, string> = {
  CREDITED: 'Creditado no lugar da cobrança substituída',
  REFUND_PENDING: 'Estorno em andamento',
  REFUNDED: 'Estornado',
  REFUND_REFUSED: 'Estorno recusado: precisa de uma pessoa',
  SETTLED: 'Resolvido pela equipe',
  CHARGED_BACK: 'Contestado: valor a recuperar do cliente',
};

export const reconciliationItemSchema = z.object({
  id: idSchema,
  paymentId: idSchema,
  rentalId: idSchema,
  receivedCents: centsSchema,
  outcome: z.enum(RECONCILIATION_OUTCOMES),
  outcomeLabel: z.string(),
  reason: z.enum(RECONCILIATION_REASONS),
  reasonLabel: z.string(),
  /** When the money was received (or, for a refused refund, when the provider refused it). */
  at: instantSchema,
  /** Still needs something: a refund on its way, or one refused that a person must settle. */
  open: z.boolean(),
  refund: z
    .object({
      requestedDate: instantSchema,
      refundedDate: instantSchema.nullable(),
      attempts: z.number().int().min(0),
      /** The provider's last error or refusal, as it gave it. */
      lastError: z.string().nullable(),
    })
    .nullable(),
  /** How a person settled a refused refund. */
  resolution: z
    .object({
      note: z.string(),
      at: instantSchema,
      by: z.object({ id: idSchema, email: z.string() }).nullable(),
    })
    .optional(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationListQuerySchema = paginationQuerySchema;
export type ReconciliationListQuery = z.infer<typeof reconciliationListQuerySchema>;

export const reconciliationListResponseSchema = listResponseSchema(reconciliationItemSchema);
export type ReconciliationListResponse = z.infer<typeof reconciliationListResponseSchema>;

export const reconciliationParamsSchema = z.object({ caseId: idSchema });

export const settleReconciliationRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .min(3, { error: 'Conte em poucas palavras como foi resolvido' })
    .max(500, { error: 'Deve ter no máximo 500 caracteres' }),
});
export type SettleReconciliationRequest = z.infer<typeof settleReconciliationRequestSchema>;
