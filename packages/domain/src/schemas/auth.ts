import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { cpfOrCnpjSchema, personNameSchema, phoneSchema, userSchema } from './user.ts';

/** Trimmed and lower-cased, so 'Ana@X.com ' and 'ana@x.com' are one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Informe o e-mail' })
  .max(254, { error: 'E-mail muito longo' })
  .pipe(z.email({ error: 'E-mail inválido' }));

/** Length only; the API also refuses the most common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres` })
  .max(PASSWORD_MAX_LENGTH, { error: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres` });

export const signupRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema.optional(),
  cpfOrCnpj: cpfOrCnpjSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type SignupInput = z.input<typeof signupRequestSchema>;

/** Any stored password may be tried; only its presence and an upper bound are checked. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'Informe a senha' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const loginResponseSchema = z.object({ token: z.string().min(1), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

const resetCodeSchema = z.string().trim().min(1, { error: 'Informe o código' }).max(128);

export const validateResetCodeSchema = z.object({ passwordResetCode: resetCodeSchema });
export type ValidateResetCode = z.infer<typeof validateResetCodeSchema>;

export const resetPasswordSchema = z.object({ passwordResetCode: resetCodeSchema, password: passwordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Informe a senha atual' }).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: 'A nova senha deve ser diferente da atual',
    path: ['newPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const uploadResponseSchema = z.object({ fileName: z.string().min(1) });

/**
 * What a file is sent for (POST /api/upload?purpose=): a document of the profile, a photo (DOCUMENT, the
 * default), or the employer's transfer letter of an early departure — only a file sent as one counts.
 */
export const UPLOAD_PURPOSES = ['DOCUMENT', 'TRANSFER_LETTER'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const uploadQuerySchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('DOCUMENT') });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
