import { z } from 'zod';
import { compareIsoDates, todayIso } from '../dates/iso-date.ts';
import { isValidCep, normalizeCep } from '../documents/cep.ts';
import { isValidCpfOrCnpj, normalizeDocument } from '../documents/cpf-cnpj.ts';
import { isValidPhone, normalizePhone } from '../documents/phone.ts';
import { MODULES } from '../enums/modules.ts';
import { stateInitialsSchema } from './catalog.ts';
import { idSchema, instantSchema, isoDateSchema, optionalTextSchema } from './common.ts';

export const EARLIEST_BIRTHDATE = '1900-01-01';

export const moduleSchema = z.enum(MODULES);

export const permissionSchema = z.object({
  module: moduleSchema,
  controller: z.string().nullish(),
  access: z.string().nullish(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const addressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  postCode: z.string().refine(isValidCep, { error: 'CEP inválido' }).nullable(),
  neighborhood: z.string().nullable(),
  city: z.object({
    name: z.string().nullable(),
    stateInitials: stateInitialsSchema.nullable(),
  }),
});
export type Address = z.infer<typeof addressSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  birthdate: isoDateSchema.nullable(),
  hometown: z.string().nullable(),
  hometownState: stateInitialsSchema.nullable(),
  profession: z.string().nullable(),
  rg: z.string().nullable(),
  rgIssuer: z.string().nullable(),
  rgIssuerState: stateInitialsSchema.nullable(),
  cpfOrCnpj: z.string().nullable(),
  fathersFullName: z.string().nullable(),
  mothersFullName: z.string().nullable(),
  cpfFileName: z.string().nullable(),
  rgFileName: z.string().nullable(),
  address: addressSchema,
  permissions: z.array(permissionSchema),
  createdDate: instantSchema,
  updatedDate: instantSchema,
});
export type User = z.infer<typeof userSchema>;

export const personNameSchema = z
  .string()
  .trim()
  .min(2, { error: 'Informe o nome completo' })
  .max(120, { error: 'Deve ter no máximo 120 caracteres' });

/** A phone number a person types; stored as digits (DDD + number). */
export const phoneSchema = z
  .string()
  .trim()
  .refine(isValidPhone, { error: 'Telefone inválido: informe o DDD e o número' })
  .transform(normalizePhone);

/** A CPF or CNPJ a person types; stored without the mask. */
export const cpfOrCnpjSchema = z
  .string()
  .trim()
  .refine(isValidCpfOrCnpj, { error: 'CPF ou CNPJ inválido' })
  .transform(normalizeDocument);

export const birthdateSchema = isoDateSchema
  .refine((date) => compareIsoDates(date, todayIso()) < 0, {
    error: 'A data de nascimento deve estar no passado',
  })
  .refine((date) => compareIsoDates(date, EARLIEST_BIRTHDATE) >= 0, { error: 'Data de nascimento inválida' });

/** Names of files the user uploaded (POST /api/upload answers them); never a path. */
export const fileNameSchema = z
  .string()
  .trim()
  .regex(/^[\w-]+(\.[A-Za-z0-9]{1,8})?$/, { error: 'Nome de arquivo inválido' })
  .max(255);

const emptyToNull = (value: string | null) => (value === '' ? null : value);

export const addressInputSchema = z.strictObject({
  street: optionalTextSchema(200).optional(),
  number: optionalTextSchema(20).optional(),
  complement: optionalTextSchema(120).optional(),
  postCode: z
    .string()
    .trim()
    .nullable()
    .transform(emptyToNull)
    .refine((value) => value === null || isValidCep(value), { error: 'CEP inválido' })
    .transform((value) => (value === null ? null : normalizeCep(value)))
    .optional(),
  neighborhood: optionalTextSchema(120).optional(),
  city: z
    .strictObject({
      name: optionalTextSchema(120).optional(),
      stateInitials: stateInitialsSchema.nullable().optional(),
    })
    .optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** Optional validated text: '' or null clears the field, anything else must pass `schema`. */
function nullableInput<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .nullable()
    .transform((value) => (value?.trim() === '' ? null : value))
    .pipe(schema.nullable())
    .optional();
}

/**
 * PATCH /api/me: any subset of the editable fields; null (or '') clears one. Identity and access
 * (id, email, permissions) are not editable here, and unknown keys are refused rather than ignored.
 */
export const updateMeRequestSchema = z.strictObject({
  name: personNameSchema.optional(),
  phone: nullableInput(phoneSchema),
  birthdate: nullableInput(birthdateSchema),
  hometown: optionalTextSchema(120).optional(),
  hometownState: stateInitialsSchema.nullable().optional(),
  profession: optionalTextSchema(120).optional(),
  rg: nullableInput(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z.\- ]{4,20}$/, { error: 'RG inválido' }),
  ),
  rgIssuer: optionalTextSchema(20).optional(),
  rgIssuerState: stateInitialsSchema.nullable().optional(),
  cpfOrCnpj: nullableInput(cpfOrCnpjSchema),
  fathersFullName: optionalTextSchema(160).optional(),
  mothersFullName: optionalTextSchema(160).optional(),
  cpfFileName: nullableInput(fileNameSchema),
  rgFileName: nullableInput(fileNameSchema),
  address: addressInputSchema.optional(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
export type UpdateMeInput = z.input<typeof updateMeRequestSchema>;
