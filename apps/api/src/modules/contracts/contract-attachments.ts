import { CONTRACT_SIGNER_ROLE_LABELS, type ContractSummary } from '@estadia/domain';
import type { RentalAttachments, RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { findSignatureSummaries } from './repository.ts';

/**
 * The `contract` of rental answers: who signed and when, the SHA-256 of the contract PDF every party signs,
 * and when the last one signed, for every rental of the page in one query. Registered with the
 * RentalPresenter in app.ts.
 */
export const loadContractSummaries: RentalAttachmentsLoader = async (db, rentalIds) => {
  const contracts = new Map<string, ContractSummary>();
  for (const row of await findSignatureSummaries(db, rentalIds)) {
    const contract = contracts.get(row.rental_id) ?? {
      signedAt: row.all_signed_at?.toISOString() ?? null,
      sha256: row.contract_sha256,
      signatures: [],
    };
    contract.signatures?.push({
      role: row.role,
      roleLabel: CONTRACT_SIGNER_ROLE_LABELS[row.role],
      name: row.signer_name,
      signedAt: row.signed_at.toISOString(),
    });
    contracts.set(row.rental_id, contract);
  }
  return new Map<string, Partial<RentalAttachments>>(
    [...contracts].map(([rentalId, contract]) => [rentalId, { contract }]),
  );
};
