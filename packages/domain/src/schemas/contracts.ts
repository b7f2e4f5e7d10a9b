import { z } from 'zod';

export const CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE = 'É preciso aceitar os termos do contrato';

/** POST /api/rentals/:rentId/contract/signature: the customer's explicit acceptance, nothing else. */
export const signContractRequestSchema = z.object({
  accept: z.literal(true, { error: CONTRACT_ACCEPTANCE_REQUIRED_MESSAGE }),
});
export type SignContractRequest = z.infer<typeof signContractRequestSchema>;
