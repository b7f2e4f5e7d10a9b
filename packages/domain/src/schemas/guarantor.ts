import { z } from 'zod';
import { isValidCpf, normalizeDocument } from '../documents/cpf-cnpj.ts';
import { emailSchema } from './auth.ts';
import { addressInputSchema, birthdateSchema, fileNameSchema, personNameSchema } from './user.ts';

/** The fiador's marital status; CASADO asks for the spouse's consent (Código Civil art. 1.647 III). */
export const MARITAL_STATUSES = ['SOLTEIRO', 'CASADO', 'UNIAO_ESTAVEL', 'DIVORCIADO', 'VIUVO'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  SOLTEIRO: 'Solteiro(a)',
  CASADO: 'Casado(a)',
  UNIAO_ESTAVEL: 'União estável',
  DIVORCIADO: 'Divorciado(a)',
  VIUVO: 'Viúvo(a)',
};

/** A CPF only (a fiador is a person), typed with or without the mask; stored as its 11 digits. */
export const personCpfSchema = z
  .string()
  .trim()
  .refine(isValidCpf, { error: 'CPF inválido: confira os dígitos' })
  .transform(normalizeDocument);

/** PUT /api/rentals/:rentId/guarantor: who the customer names as fiador. */
export const nameGuarantorRequestSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  cpf: personCpfSchema,
});
export type NameGuarantorRequest = z.infer<typeof nameGuarantorRequestSchema>;

const guarantorAddressSchema = addressInputSchema.refine(
  (address) => Boolean(address.street && address.number && address.postCode && address.city?.name),
  { error: 'Informe o endereço completo: rua, número, CEP e cidade' },
);

/** POST /api/guarantor-invitations/:token/accept: the fiador's own answers. */
export const acceptGuarantorInvitationRequestSchema = z
  .strictObject({
    birthdate: birthdateSchema,
    maritalStatus: z.enum(MARITAL_STATUSES, { error: 'Estado civil inválido' }),
    spouse: z.strictObject({ name: personNameSchema, cpf: personCpfSchema }).nullish(),
    monthlyIncomeCents: z.number().int({ error: 'Informe a renda em centavos' }).positive({
      error: 'Informe a renda mensal',
    }),
    address: guarantorAddressSchema,
    documents: z.array(fileNameSchema).min(1, { error: 'Envie ao menos um documento' }).max(10),
  })
  .refine((answers) => answers.maritalStatus !== 'CASADO' || Boolean(answers.spouse), {
    path: ['spouse'],
    error:
      'Fiador casado: informe o nome e o CPF do cônjuge, que também consente (Código Civil, art. 1.647, III)',
  });
export type AcceptGuarantorInvitationRequest = z.infer<typeof acceptGuarantorInvitationRequestSchema>;

/** POST /api/admin/rentals/:rentId/guarantor/reject. */
export const rejectGuarantorRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'Informe o motivo da recusa' }).max(500),
});
export type RejectGuarantorRequest = z.infer<typeof rejectGuarantorRequestSchema>;
