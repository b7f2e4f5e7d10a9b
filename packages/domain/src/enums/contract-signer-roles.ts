/** Who signs a lease: always the customer (LOCATÁRIO); in a fiança, the fiador too, from their own account. */
export const CONTRACT_SIGNER_ROLES = ['TENANT', 'GUARANTOR'] as const;
export type ContractSignerRole = (typeof CONTRACT_SIGNER_ROLES)[number];

export const CONTRACT_SIGNER_ROLE_LABELS: Record<ContractSignerRole, string> = {
  TENANT: 'Locatário',
  GUARANTOR: 'Fiador',
};
