import { DEFAULT_HOLD_HOURS, isValidCnpj } from '@estadia/domain';
import { z } from 'zod';
import { booleanText } from './env-values.ts';
import { isFiveFieldCron } from './lib/jobs/cron.ts';

// The rentals' variables, part of config.ts's schema: approval, the unpaid hold and its reminder, when a
// monthly stay becomes a defaulter, and the housing provider the contract names.

export const rentalEnvShape = {
  AUTO_APPROVE: booleanText.default(true),
  HOLD_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .positive({ error: 'deve ser maior que zero' })
    .max(24 * 60, { error: 'deve ser no máximo 1440 (60 dias)' })
    // The cancellation policy states this default on the web; the contract states the configured value.
    .default(DEFAULT_HOLD_HOURS),
  // pg-boss's schedule reads five fields, the minute first; its ticks are a minute apart at the closest.
  PERIODIC_ROUND_CRON: z
    .string()
    .trim()
    .refine(isFiveFieldCron, { error: "deve ser um cron de cinco campos, como '* * * * *' (a cada minuto)" })
    .default('* * * * *'),
  HOLD_REMINDER_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .positive({ error: 'deve ser maior que zero' })
    .max(24 * 60, { error: 'deve ser no máximo 1440' })
    .default(6),
  DEFAULTER_GRACE_DAYS: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de dias' })
    .min(0, { error: 'deve ser pelo menos 0' })
    .max(60, { error: 'deve ser no máximo 60' })
    .default(5),
  // The housing provider, as the contract and the receipts name it.
  COMPANY_NAME: z.string().trim().min(2).max(120).default('Estadia Locações Ltda.'),
  COMPANY_CNPJ: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine(isValidCnpj, { error: 'deve ser um CNPJ válido (14 dígitos com dígitos verificadores)' })
    .default('11222333000181'),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .max(200)
    .default('Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343'),
};
