import { z } from 'zod';
import { centsSchema } from './catalog.ts';
import { idSchema, instantSchema } from './common.ts';
import { rateMonthSchema } from './savings-rates.ts';

// The back-office's guarantees queue ('Garantias'): what waits for staff about the rentals' guarantees, the
// oldest first, and the poupança rates the cauções held still need.

export const GUARANTEE_QUEUE_STEPS = [
  'GUARANTOR_TO_REVIEW',
  'DEPOSIT_TO_PROPOSE',
  'DEPOSIT_CONTESTED',
  'DEPOSIT_TO_SETTLE',
  'DEPOSIT_AWAITING_CUSTOMER',
  'YIELD_TRANSFER',
] as const;
export type GuaranteeQueueStep = (typeof GUARANTEE_QUEUE_STEPS)[number];

export const GUARANTEE_QUEUE_STEP_LABELS: Record<GuaranteeQueueStep, string> = {
  GUARANTOR_TO_REVIEW: 'Fiador respondeu: analisar',
  DEPOSIT_TO_PROPOSE: 'Caução a acertar depois da saída',
  DEPOSIT_CONTESTED: 'Acerto contestado pelo cliente',
  DEPOSIT_TO_SETTLE: 'Acerto aceito: concluir e estornar',
  DEPOSIT_AWAITING_CUSTOMER: 'Proposta aguardando o cliente',
  YIELD_TRANSFER: 'Rendimento da caução a transferir',
};

export const guaranteeQueueItemSchema = z.object({
  rentalId: idSchema,
  /** The rental's short code ('3F2A9C1B'). */
  reference: z.string(),
  customerName: z.string(),
  step: z.enum(GUARANTEE_QUEUE_STEPS),
  stepLabel: z.string(),
  /** What is at stake: the caução held, the amount to give back or to transfer; null for a fiador. */
  amountCents: centsSchema.nullable(),
  /** Since when it waits. */
  since: instantSchema,
  /** The customer's deadline to answer a proposal. */
  deadline: instantSchema.nullable(),
});
export type GuaranteeQueueItem = z.infer<typeof guaranteeQueueItemSchema>;

export const guaranteeQueueSchema = z.object({
  /** Those that need staff first (in the order of GUARANTEE_QUEUE_STEPS), each the oldest first. */
  items: z.array(guaranteeQueueItemSchema),
  /** Months a caução held needs an official poupança rate for and none is kept. */
  missingRateMonths: z.array(rateMonthSchema),
});
export type GuaranteeQueue = z.infer<typeof guaranteeQueueSchema>;
