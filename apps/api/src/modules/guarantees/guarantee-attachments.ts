import { GUARANTEE_STATUS_LABELS, type RentalGuarantee } from '@estadia/domain';
import type { RentalGuaranteeRow, RentalGuarantorRow } from '../../db/schema.ts';
import type { RentalAttachmentsLoader } from '../rentals/rental-attachments.ts';
import { findGuarantors } from './guarantor-repository.ts';
import { findGuarantees } from './repository.ts';

export function toRentalGuarantee(
  row: RentalGuaranteeRow,
  guarantor?: Pick<RentalGuarantorRow, 'name' | 'email'>,
): RentalGuarantee {
  return {
    ...(guarantor ? { guarantor: { name: guarantor.name, email: guarantor.email, status: row.status } } : {}),
    type: row.type,
    status: row.status,
    statusLabel: GUARANTEE_STATUS_LABELS[row.status],
    provider: row.provider_reference
      ? { reference: row.provider_reference, feeCents: row.provider_fee_cents }
      : null,
    refusalReason: row.refusal_reason,
    analysedAt: row.analysed_at?.toISOString() ?? null,
  };
}

/**
 * Adds each rental's analysed guarantee to its answer, with what the analysis was for: the view keeps it
 * only while it applies (queries.ts, analysisApplies).
 */
export const loadGuarantees: RentalAttachmentsLoader = async (db, rentalIds) => {
  const rows = await findGuarantees(db, rentalIds);
  const guarantors = new Map((await findGuarantors(db, rentalIds)).map((row) => [row.rental_id, row]));
  return new Map(
    rows.map((row) => [
      row.rental_id,
      {
        guarantee: {
          view: toRentalGuarantee(row, row.type === 'GUARANTOR' ? guarantors.get(row.rental_id) : undefined),
          type: row.type,
          analysed_value_cents: row.analysed_value_cents,
        },
      },
    ]),
  );
};
