import { z } from 'zod';
import { MAX_CORPORATE_GUESTS } from '../constants/limits.ts';
import { compareIsoDates, todayIso } from '../dates/iso-date.ts';
import { isValidCnpj, normalizeDocument } from '../documents/cpf-cnpj.ts';
import { emailSchema } from './auth.ts';
import { isoDateSchema } from './common.ts';
import { refineInterval } from './interval-refinements.ts';
import { personNameSchema, phoneSchema } from './user.ts';

const messageSchema = z
  .string()
  .trim()
  .min(10, { error: 'Escreva pelo menos 10 caracteres' })
  .max(2000, { error: 'Deve ter no máximo 2000 caracteres' });

export const contactRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  subject: z.string().trim().min(2, { error: 'Informe o assunto' }).max(120),
  message: messageSchema,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactInput = z.input<typeof contactRequestSchema>;

export const corporateRequestSchema = z
  .object({
    companyName: z.string().trim().min(2, { error: 'Informe o nome da empresa' }).max(160),
    cnpj: z.string().trim().refine(isValidCnpj, { error: 'CNPJ inválido' }).transform(normalizeDocument),
    contactName: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    guests: z
      .number()
      .int({ error: 'Informe um número inteiro de hóspedes' })
      .min(1, { error: 'Informe pelo menos 1 hóspede' })
      .max(MAX_CORPORATE_GUESTS, { error: `No máximo ${MAX_CORPORATE_GUESTS} hóspedes por solicitação` }),
    start: isoDateSchema.refine((date) => compareIsoDates(date, todayIso()) >= 0, {
      error: 'A data de entrada não pode estar no passado',
    }),
    end: isoDateSchema,
    message: messageSchema.optional(),
  })
  .superRefine(refineInterval('start', 'end'));
export type CorporateRequest = z.infer<typeof corporateRequestSchema>;
export type CorporateInput = z.input<typeof corporateRequestSchema>;
