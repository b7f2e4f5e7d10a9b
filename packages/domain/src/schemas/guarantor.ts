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

/** What staff review of a fiador (GET /api/admin/rentals/:rentId/guarantor). */
export const guarantorReviewSchema = z.object({
  rentalId: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  status: z.enum(['PENDING', 'ACTIVE', 'REFUSED', 'RELEASED']),
  statusLabel: z.string(),
  invitedAt: z.string(),
  /** When the fiador answered from their own account; null while the invitation waits. */
  acceptedAt: z.string().nullable(),
  answers: z
    .object({
      birthdate: z.string(),
      maritalStatus: z.enum(MARITAL_STATUSES),
      maritalStatusLabel: z.string(),
      spouse: z.object({ name: z.string(), cpf: z.string() }).nullable(),
      monthlyIncomeCents: z.number().int(),
      address: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  /** The fiador's documents: GET /api/admin/files/:fileName. */
  documents: z.array(z.string()),
  refusalReason: z.string().nullable(),
});
export type GuarantorReview = z.infer<typeof guarantorReviewSchema>;

/** POST /api/guarantor-invitations/:token/accept answers where the fiador stands now. */
export const guarantorAcceptedSchema = z.object({
  rentalId: z.string(),
  guarantor: z.object({ name: z.string(), email: z.string(), status: z.string() }),
});
export type GuarantorAccepted = z.infer<typeof guarantorAcceptedSchema>;

export const guarantorInvitationParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Convite inválido'),
});
