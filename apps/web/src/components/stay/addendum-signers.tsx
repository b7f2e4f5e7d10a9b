import type { ContractSignerRole, Extension } from '@estadia/domain';
import { SignerList } from '../contracts/signer-list';

/**
 * Who signs an extension's addendum and where each signature stands: the customer and, in a fiança whose fiador
 * signed the contract, the fiador (`guarantorName` names them before they sign).
 */
export function AddendumSigners({
  extension,
  you,
  guarantorName,
}: {
  extension: Pick<Extension, 'signerRoles' | 'signatures'>;
  you: ContractSignerRole;
  guarantorName?: string | undefined;
}) {
  const roles = extension.signerRoles ?? ['TENANT'];
  return (
    <SignerList
      label="Assinaturas do termo aditivo"
      you={you}
      signers={roles.map((role) => ({
        role,
        name: role === 'GUARANTOR' ? guarantorName : undefined,
        signature: extension.signatures?.find((signature) => signature.role === role),
      }))}
    />
  );
}

/** The party of the addendum that `you` waits for, once `you` signed; undefined otherwise. */
export function awaitedSigner(
  extension: Pick<Extension, 'status' | 'signerRoles' | 'signatures'>,
  you: ContractSignerRole,
): ContractSignerRole | undefined {
  if (extension.status !== 'WAITING_FOR_SIGNATURE') return undefined;
  const signed = new Set(extension.signatures?.map((signature) => signature.role));
  if (!signed.has(you)) return undefined;
  return (extension.signerRoles ?? ['TENANT']).find((role) => !signed.has(role));
}
