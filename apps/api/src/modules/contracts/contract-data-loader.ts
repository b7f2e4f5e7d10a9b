import { MARITAL_STATUS_LABELS, type MaritalStatus } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalRow } from '../../db/schema.ts';
import { findApprovedGuarantor } from '../guarantees/queries.ts';
import { findModalityFurniture } from '../inspections/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { type Company, type ContractData, type ContractGuarantor, toContractData } from './contract-data.ts';
import { customerAddress } from './contract-parties.ts';
import { findCustomer } from './repository.ts';

/** What filling a contract reads beside the rental. */
export interface ContractDataOptions {
  catalog: CatalogLookup;
  /** The housing provider, the contract's other party (COMPANY_*). */
  company: Company;
  /** HOLD_HOURS, as the contract's payment clause and cancellation policy state it. */
  holdHours: number;
}

/** The approved fiador as the contract qualifies them. */
function contractGuarantor(
  approved: Awaited<ReturnType<typeof findApprovedGuarantor>>,
): ContractGuarantor | null {
  if (!approved) return null;
  const { answers } = approved;
  const address = answers.address as {
    street?: string | null;
    number?: string | null;
    complement?: string | null;
    neighborhood?: string | null;
    postCode?: string | null;
    city?: { name?: string | null; stateInitials?: string | null } | null;
  };
  return {
    name: approved.name,
    cpf: approved.cpf,
    maritalStatus: (
      MARITAL_STATUS_LABELS[answers.maritalStatus as MaritalStatus] ?? answers.maritalStatus
    ).toLowerCase(),
    spouse: answers.spouse,
    address: customerAddress({
      street: address.street ?? null,
      number: address.number ?? null,
      complement: address.complement ?? null,
      neighborhood: address.neighborhood ?? null,
      postCode: address.postCode ?? null,
      cityName: address.city?.name ?? null,
      stateInitials: address.city?.stateInitials ?? null,
    }),
  };
}

/**
 * The contract's data as the database holds it now, and who signs it: the customer, and the fiador staff
 * approved (in a fiança).
 */
export async function loadContractData(
  db: Executor,
  options: ContractDataOptions,
  row: RentalRow,
): Promise<{ data: ContractData; guarantor: Awaited<ReturnType<typeof findApprovedGuarantor>> }> {
  const customer = await findCustomer(db, row.user_id);
  if (!customer) throw rentalNotFound();
  const furniture = await findModalityFurniture(db, row.modality_id);
  const approved = await findApprovedGuarantor(db, row.id);
  const data = toContractData(row, customer, options.catalog, {
    ...options,
    furniture,
    guarantor: contractGuarantor(approved),
  });
  return { data, guarantor: approved };
}
