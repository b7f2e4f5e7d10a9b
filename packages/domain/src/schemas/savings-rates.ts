import { z } from 'zod';
import { instantSchema } from './common.ts';

// The official monthly poupança rates the caução's yield is credited from (api.md 'Guarantees and the law of
// the lease'; art. 38 § 2): kept in the database, fetched from Banco Central when it can be reached and
// entered by staff when it cannot.

export const SAVINGS_RATE_SOURCES = ['BCB', 'STAFF'] as const;
export type SavingsRateSource = (typeof SAVINGS_RATE_SOURCES)[number];

export const SAVINGS_RATE_SOURCE_LABELS: Record<SavingsRateSource, string> = {
  BCB: 'Banco Central',
  STAFF: 'Informada pela equipe',
};

/** 'YYYY-MM'. */
export const rateMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido: use AAAA-MM');

export const savingsRateSchema = z.object({
  month: rateMonthSchema,
  /** The month's rate in millionths: 0,6745 % is 6745. */
  ratePerMillion: z.number().int(),
  /** '0,6745 %'. */
  rateLabel: z.string(),
  source: z.enum(SAVINGS_RATE_SOURCES),
  sourceLabel: z.string(),
  updatedAt: instantSchema,
  /** The staff member's e-mail, when entered by hand. */
  updatedBy: z.string().nullable(),
});
export type SavingsRate = z.infer<typeof savingsRateSchema>;

export const savingsRatesResponseSchema = z.object({
  /** Newest month first. */
  items: z.array(savingsRateSchema),
  /** Months a caução held needs a rate for and none is kept: its yield waits for them. */
  missingMonths: z.array(rateMonthSchema),
});
export type SavingsRatesResponse = z.infer<typeof savingsRatesResponseSchema>;

export const savingsRateParamsSchema = z.object({ month: rateMonthSchema });

export const putSavingsRateSchema = z.strictObject({
  /** The month's rate in percent, up to 4 decimals (0.6745). */
  ratePercent: z
    .number({ error: 'Informe a taxa do mês em %' })
    .min(0, 'A taxa não pode ser negativa')
    .max(2, 'Uma taxa mensal da poupança acima de 2 % não é plausível: confira o valor')
    .refine(
      (value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
      'Use no máximo 4 casas decimais',
    ),
});
export type PutSavingsRateRequest = z.infer<typeof putSavingsRateSchema>;
