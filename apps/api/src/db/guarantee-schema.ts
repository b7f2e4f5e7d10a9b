import type { GuaranteeStatus, RentGuaranteeType } from '@estadia/domain';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types.ts';

// A rental's one guarantee (Lei 8.245/1991, art. 37) and the guarantee provider's analysis of it.
// Part of `Database` in schema.ts.

export interface RentalGuaranteesTable {
  rental_id: string;
  type: RentGuaranteeType;
  status: ColumnType<GuaranteeStatus, GuaranteeStatus | undefined, GuaranteeStatus>;
  /** The guarantee provider that analysed it ('sandbox', 'credpago'). */
  provider: string | null;
  provider_reference: string | null;
  /** What the guarantee provider charges the customer for it, when it says. */
  provider_fee_cents: number | null;
  /** Why the analysis refused it, in Portuguese. */
  refusal_reason: string | null;
  analysed_at: Date | null;
  /** The rental's value the analysis was for: once the draft is re-priced it no longer applies. */
  analysed_value_cents: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GuaranteeTables {
  rental_guarantees: RentalGuaranteesTable;
}

export type RentalGuaranteeRow = Selectable<RentalGuaranteesTable>;
export type NewRentalGuarantee = Insertable<RentalGuaranteesTable>;
export type RentalGuaranteeUpdate = Updateable<RentalGuaranteesTable>;
