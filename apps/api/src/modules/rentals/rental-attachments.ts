import type {
  ContractSummary,
  EarlyDeparture,
  Payment,
  RentalAccess,
  RentalGuarantee,
  RentGuaranteeType,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';

/** What other modules know about a rental and its answer shows: the signed contract, the payments… */
export interface RentalAttachments {
  contract: ContractSummary;
  payments: Payment[];
  /** The stay shortened by its customer (the early-departure module), when it was. */
  earlyDeparture: EarlyDeparture | null;
  /** The active door code and its window (the door-access module), when one is. */
  access: RentalAccess | null;
  /** The guarantee as last analysed (the guarantees module), with what it was analysed for, when it was. */
  guarantee: { view: RentalGuarantee; type: RentGuaranteeType; analysed_value_cents: number | null } | null;
}

/**
 * How the contracts and payments modules add their part to rental answers, for many rentals in one
 * query. Each returns entries only for the rentals it knows something about.
 */
export type RentalAttachmentsLoader = (
  db: Executor,
  rentalIds: readonly string[],
) => Promise<Map<string, Partial<RentalAttachments>>>;

function unsigned(): RentalAttachments {
  return {
    contract: { signedAt: null, sha256: null },
    payments: [],
    earlyDeparture: null,
    access: null,
    guarantee: null,
  };
}

/** Runs every loader and merges their answers per rental; a rental nobody knows gets none. */
export async function loadAttachments(
  db: Executor,
  loaders: readonly RentalAttachmentsLoader[],
  rentalIds: readonly string[],
): Promise<Map<string, RentalAttachments>> {
  const merged = new Map(rentalIds.map((id) => [id, unsigned()]));
  if (rentalIds.length === 0) return merged;
  // The loaders ask independent questions: in parallel, so a rental answer waits for the slowest only.
  const parts = await Promise.all(loaders.map((load) => load(db, rentalIds)));
  for (const answer of parts) {
    for (const [id, part] of answer) {
      const current = merged.get(id);
      if (current) merged.set(id, { ...current, ...part });
    }
  }
  return merged;
}
