import type { ContractSignerRole, Rental } from '@estadia/domain';

/** The parties who sign the rental's contract: the customer, and in a fiança the fiador. */
export function contractSignerRoles(rental: Pick<Rental, 'guarantee'>): ContractSignerRole[] {
  return rental.guarantee?.type === 'GUARANTOR' ? ['TENANT', 'GUARANTOR'] : ['TENANT'];
}

/** The party's signature, once given. */
export function signatureOf(rental: Pick<Rental, 'contract'>, role: ContractSignerRole) {
  return rental.contract.signatures?.find((signature) => signature.role === role);
}
