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

/** The fiador's answers as stored (POST /api/guarantor-invitations/:token/accept, validated by the domain). */
export interface StoredGuarantorAnswers {
  birthdate: string;
  maritalStatus: string;
  spouse: { name: string; cpf: string } | null;
  monthlyIncomeCents: number;
  address: Record<string, unknown>;
}

/** The fiador a customer named, the invitation and the answers (migration 202611300800). */
export interface RentalGuarantorsTable {
  rental_id: string;
  name: string;
  email: string;
  cpf: string;
  token_hash: string;
  invited_at: Date;
  user_id: string | null;
  answers: ColumnType<StoredGuarantorAnswers | null, string | null | undefined, string | null>;
  documents: ColumnType<string[], string | undefined, string>;
  accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GuaranteeTables {
  rental_guarantees: RentalGuaranteesTable;
  rental_guarantors: RentalGuarantorsTable;
}

export type RentalGuaranteeRow = Selectable<RentalGuaranteesTable>;
export type NewRentalGuarantee = Insertable<RentalGuaranteesTable>;
export type RentalGuaranteeUpdate = Updateable<RentalGuaranteesTable>;
export type RentalGuarantorRow = Selectable<RentalGuarantorsTable>;
export type NewRentalGuarantor = Insertable<RentalGuarantorsTable>;
