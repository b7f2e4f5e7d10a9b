import { z } from 'zod';
import { GUARANTEE_STATUSES } from '../enums/guarantee-statuses.ts';
import { RENT_GUARANTEE_TYPES } from '../enums/rent-guarantee-types.ts';
import { RENT_REGIMES } from '../rentals/rent-regime.ts';
import { centsSchema } from './catalog.ts';
import { instantSchema } from './common.ts';

export const guaranteeStatusSchema = z.enum(GUARANTEE_STATUSES);
export const rentRegimeSchema = z.enum(RENT_REGIMES);

/** The rental's one guarantee (api.md 'Guarantees and the law of the lease'). */
export const rentalGuaranteeSchema = z.object({
  type: z.enum(RENT_GUARANTEE_TYPES),
  status: guaranteeStatusSchema,
  /** The status in Portuguese, as the customer reads it. */
  statusLabel: z.string(),
  amountCents: centsSchema.nullish(),
  guarantor: z.object({ name: z.string(), email: z.string(), status: z.string() }).nullish(),
  /** The guarantee provider's answer: its reference and the fee it charges the customer. */
  provider: z.object({ reference: z.string(), feeCents: centsSchema.nullish() }).nullish(),
  /** Why the analysis refused it, in Portuguese. */
  refusalReason: z.string().nullish(),
  analysedAt: instantSchema.nullish(),
});
export type RentalGuarantee = z.infer<typeof rentalGuaranteeSchema>;

/** Another guarantee, chosen while the rental waits for approval (a refused analysis). */
export const chooseGuaranteeRequestSchema = z.strictObject({
  rentGuaranteeType: z.enum(RENT_GUARANTEE_TYPES, { error: 'Tipo de garantia inválido' }).nullable(),
});
export type ChooseGuaranteeRequest = z.infer<typeof chooseGuaranteeRequestSchema>;
