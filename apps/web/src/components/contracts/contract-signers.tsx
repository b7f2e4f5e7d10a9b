import type { ContractSignerRole, Rental } from '@estadia/domain';
import { contractSignerRoles, signatureOf } from '@/lib/contracts/signatures';
import { SignerList } from './signer-list';

/** Each party of the rental's contract and where their signature stands, `you` marking the reader's own line. */
export function ContractSigners({
  rental,
  you,
}: {
  rental: Pick<Rental, 'contract' | 'guarantee'>;
  you: ContractSignerRole;
}) {
  return (
    <SignerList
      label="Assinaturas do contrato"
      you={you}
      signers={contractSignerRoles(rental).map((role) => ({
        role,
        name: role === 'GUARANTOR' ? rental.guarantee?.guarantor?.name : undefined,
        signature: signatureOf(rental, role),
      }))}
    />
  );
}
