import type { RentalAttachments, RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { findSignatureSummaries } from './repository.ts';

/**
 * The `contract` of rental answers: when it was signed and the SHA-256 of the contract PDF signed, for
 * every rental of the page in one query. Registered with the RentalPresenter in app.ts.
 */
export const loadContractSummaries: RentalAttachmentsLoader = async (db, rentalIds) => {
  const rows = await findSignatureSummaries(db, rentalIds);
  return new Map<string, Partial<RentalAttachments>>(
    rows.map((row) => [
      row.rental_id,
      { contract: { signedAt: row.signed_at.toISOString(), sha256: row.contract_sha256 } },
    ]),
  );
};
