import { z } from 'zod';

export const CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE = 'É preciso aceitar os termos do contrato';
export const CONTRACT_SHA256_MESSAGE =
  'Informe o SHA-256 (64 caracteres hexadecimais) do contrato que você leu';

/**
 * POST /api/rentals/:rentId/contract/signature: the customer's explicit acceptance of the very contract
 * they were shown — `sha256` is the hex SHA-256 of the PDF from GET …/contract. When the contract's
 * current bytes differ (the profile or the terms changed since), nothing is signed: 409 CONTRACT_CHANGED.
 */
export const signContractRequestSchema = z.object({
  accept: z.literal(true, { error: CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE }),
  sha256: z
    .string({ error: CONTRACT_SHA256_MESSAGE })
    .regex(/^[0-9a-fA-F]{64}$/, { error: CONTRACT_SHA256_MESSAGE })
    .describe('SHA-256 em hexadecimal do PDF do contrato exibido (GET …/contract)'),
});
export type SignContractRequest = z.infer<typeof signContractRequestSchema>;
