import { z } from 'zod';
import { citySchema, modalitySchema, reaisSchema } from './catalog.ts';
import { idSchema } from './common.ts';

// The back-office (/api/admin/…), the modalities' prices: what the API answers and accepts, shared with the
// admin web build.

/** The largest price the database holds (numeric(10, 2)) is far above any real one. */
export const ADMIN_PRICE_MAX_REAIS = 1_000_000;

/** A price set in the back-office: reais with cents, above zero. */
export const adminPriceSchema = reaisSchema
  .refine((value) => value > 0, { error: 'O preço deve ser maior que zero' })
  .refine((value) => value <= ADMIN_PRICE_MAX_REAIS, { error: 'Preço alto demais' });

/** A caução set in the back-office: whole cents, not negative (its ceiling depends on the prices: a 422). */
export const securityDepositCentsSchema = z
  .number({ error: 'Informe a caução em centavos' })
  .int({ error: 'A caução deve ser um número inteiro de centavos' })
  .min(0, { error: 'A caução não pode ser negativa' })
  .max(ADMIN_PRICE_MAX_REAIS * 100 * 3, { error: 'Caução alta demais' });

export const updateModalityPricesRequestSchema = z
  .strictObject({
    priceShortPeriod: adminPriceSchema.optional(),
    priceLongPeriod: adminPriceSchema.optional(),
    /** Replaces the dynamic prices as a whole; null (or both fields empty) removes them. */
    dynamicPrices: z
      .strictObject({ shortPeriod: adminPriceSchema.nullish(), longPeriod: adminPriceSchema.nullish() })
      .nullable()
      .optional(),
    /** The caução, in cents; null or 0 offers none. At most three months of rent (checked with the prices). */
    securityDepositCents: securityDepositCentsSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Informe ao menos um preço para alterar',
  });
export type UpdateModalityPricesRequest = z.infer<typeof updateModalityPricesRequestSchema>;

export const modalityParamsSchema = z.object({ modalityId: idSchema });

export const adminModalityPricesSchema = modalitySchema.pick({
  id: true,
  name: true,
  priceShortPeriod: true,
  priceLongPeriod: true,
  dynamicPrices: true,
  securityDepositCents: true,
});
export type AdminModalityPrices = z.infer<typeof adminModalityPricesSchema>;

export const adminProjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: citySchema,
  /** How many apartments the project has. */
  apartments: z.number().int().min(0),
  modalities: z.array(adminModalityPricesSchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectListResponseSchema = z.object({ items: z.array(adminProjectSchema) });
export type AdminProjectListResponse = z.infer<typeof adminProjectListResponseSchema>;
