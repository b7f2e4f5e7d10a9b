import type { Executor } from '../../db/executor.ts';
import type { RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import type { Company } from '../contracts/contract-data.ts';
import { toContractData } from '../contracts/contract-data.ts';
import type { SigningParty } from '../contracts/party-signing.ts';
import { findContractSignatures, findCustomer } from '../contracts/queries.ts';
import { findModalityFurniture } from '../inspections/queries.ts';
import { findRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { AddendumData } from './addendum-pdf.ts';
import { findContractSignedAt } from './repository.ts';

// What an extension's addendum is made of, and who signs it: the customer always; the fiador too when the
// extension was asked for in a fiança whose fiador signed the contract (`guarantor_is_party`), named as they
// signed the contract.

export interface AddendumDataOptions {
  catalog: CatalogLookup;
  company: Company;
  holdHours: number;
}

/** The rental's fiador who signed its contract, as they signed it; undefined when none did (or no fiança). */
export async function findSigningGuarantor(
  db: Executor,
  rental: Pick<RentalRow, 'id' | 'rent_guarantee_type'>,
): Promise<SigningParty | undefined> {
  if (rental.rent_guarantee_type !== 'GUARANTOR') return undefined;
  const signed = (await findContractSignatures(db, rental.id)).find(
    (signature) => signature.role === 'GUARANTOR',
  );
  if (!signed) return undefined;
  return {
    role: 'GUARANTOR',
    userId: signed.userId,
    name: signed.name,
    document: signed.document,
    email: signed.email,
  };
}

/**
 * The addendum's data as the database holds it, the stay as it was when the extension was asked for, and who
 * signs it, in order: the customer, then the fiador when they are a party.
 */
export async function loadAddendumData(
  db: Executor,
  options: AddendumDataOptions,
  row: RentalExtensionRow,
): Promise<{ data: AddendumData; rental: RentalRow; parties: SigningParty[] }> {
  const rental = await findRental(db, row.rental_id);
  if (!rental) throw rentalNotFound();
  const customer = await findCustomer(db, rental.user_id);
  if (!customer) throw rentalNotFound();
  const furniture = await findModalityFurniture(db, rental.modality_id);
  // The stay as it was when the extension was asked for: the addendum's bytes never move with it.
  const before = { ...rental, end_date: row.previous_end_date, rental_value_cents: row.previous_value_cents };
  const contract = toContractData(before, customer, options.catalog, { ...options, furniture });
  const parties: SigningParty[] = [
    {
      role: 'TENANT',
      userId: rental.user_id,
      name: contract.customer.name,
      document: contract.customer.cpfOrCnpj,
      email: contract.customer.email,
    },
  ];
  const guarantor = row.guarantor_is_party ? await findSigningGuarantor(db, rental) : undefined;
  if (guarantor) parties.push(guarantor);
  const data: AddendumData = {
    contract,
    contractSignedAt: (await findContractSignedAt(db, rental.id)) ?? null,
    extension: row,
    guarantor: guarantor ? { name: guarantor.name, cpf: guarantor.document } : null,
  };
  return { data, rental, parties };
}
