import { z } from 'zod';
import { centsSchema } from './catalog.ts';
import { instantSchema } from './common.ts';

// api.md 'Guarantees and the law of the lease': the caução's settlement after check-out — staff propose the
// deductions, the customer agrees or contests within 5 days, staff settle (or it settles by itself).

export const DEPOSIT_SETTLEMENT_STATUSES = ['DRAFT', 'PROPOSED', 'AGREED', 'CONTESTED', 'SETTLED'] as const;
export type DepositSettlementStatus = (typeof DEPOSIT_SETTLEMENT_STATUSES)[number];

export const DEPOSIT_SETTLEMENT_STATUS_LABELS: Record<DepositSettlementStatus, string> = {
  DRAFT: 'Aguardando a vistoria de saída',
  PROPOSED: 'Proposta enviada',
  AGREED: 'Aceita pelo cliente',
  CONTESTED: 'Contestada pelo cliente',
  SETTLED: 'Acertada',
};

/** Days the customer has to agree with or contest the proposal. */
export const DEPOSIT_CONTEST_DAYS = 5;

export const depositDeductionSchema = z.strictObject({
  description: z
    .string({ error: 'Descreva o desconto' })
    .trim()
    .min(3, 'Descreva o desconto')
    .max(300, 'Use no máximo 300 caracteres'),
  amountCents: centsSchema.refine((value) => value > 0, 'O desconto deve ser maior que zero'),
  /** The move-out inspection's item (its index) found worse than at move-in; absent for money owed. */
  inspectionItemIndex: z.number().int().min(0).optional(),
});
export type DepositDeductionInput = z.infer<typeof depositDeductionSchema>;

export const proposeDepositSettlementSchema = z.strictObject({
  deductions: z.array(depositDeductionSchema).max(50, 'No máximo 50 descontos'),
});
export type ProposeDepositSettlementRequest = z.infer<typeof proposeDepositSettlementSchema>;

export const depositAcknowledgementSchema = z.strictObject({
  agreed: z.boolean({ error: 'Diga se concorda com a proposta' }),
  comments: z.string().trim().max(2000, 'Use no máximo 2.000 caracteres').optional(),
});
export type DepositAcknowledgementRequest = z.infer<typeof depositAcknowledgementSchema>;

export const depositSettlementSchema = z.object({
  status: z.enum(DEPOSIT_SETTLEMENT_STATUSES),
  statusLabel: z.string(),
  /** The caução held for the customer. */
  heldCents: centsSchema,
  /** The poupança yield credited to it (art. 38 § 2). */
  yieldCents: centsSchema,
  deductions: z.array(
    z.object({
      description: z.string(),
      amountCents: centsSchema,
      inspectionItemIndex: z.number().int().nullish(),
      /** The move-out inspection the item is in: its photos are GET /api/inspections/:id/photos/:fileName. */
      inspectionId: z.string().nullish(),
      /** The photos of the inspection item the deduction is for (file names of the move-out inspection). */
      photos: z.array(z.string()),
    }),
  ),
  /** What comes back to the customer: held + yield − deductions. */
  returnCents: centsSchema,
  contestDeadline: instantSchema.nullish(),
  proposedAt: instantSchema.nullish(),
  acknowledgedAt: instantSchema.nullish(),
  comments: z.string().nullish(),
  settledAt: instantSchema.nullish(),
  /**
   * The yield beyond what the provider can give back (a refund never passes the payment it returns): a
   * transfer staff make to the customer and record here.
   */
  yieldTransfer: z
    .object({
      amountCents: centsSchema,
      status: z.enum(['PENDING', 'DONE']),
      transferredAt: instantSchema.nullable(),
      note: z.string().nullable(),
    })
    .nullish(),
});
export type DepositSettlement = z.infer<typeof depositSettlementSchema>;

export const recordYieldTransferSchema = z.strictObject({
  note: z
    .string({ error: 'Diga como o rendimento foi transferido' })
    .trim()
    .min(3, 'Diga como o rendimento foi transferido (por exemplo, o Pix e a data)')
    .max(500, 'Use no máximo 500 caracteres'),
});
export type RecordYieldTransferRequest = z.infer<typeof recordYieldTransferSchema>;
