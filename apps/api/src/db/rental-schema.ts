import type {
  CancellationReason,
  ContractSignerRole,
  ExtensionStatus,
  OccupantDocumentType,
  PaymentType,
  QuoteLine,
  RentalStatus,
  RentGuaranteeType,
} from '@estadia/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, DateText, UpdatedAt } from './column-types.ts';

// A rental and its stay: the rental, who stays, the signed contract, extensions with their addenda, and
// early departures.
// Part of `Database` in schema.ts.

export interface RentalsTable {
  id: Generated<string>;
  user_id: string;
  apartment_id: string;
  modality_id: string;
  project_id: string;
  start_date: DateText;
  end_date: DateText;
  status: ColumnType<RentalStatus, RentalStatus | undefined, RentalStatus>;
  common_car_spots: Generated<number>;
  covered_car_spots: Generated<number>;
  payment_type: PaymentType | null;
  rent_guarantee_type: RentGuaranteeType | null;
  /** The caução owed (SECURITY_DEPOSIT), the modality's when the rental was submitted; null without one. */
  security_deposit_cents: ColumnType<number | null, number | null | undefined, number | null>;
  occupants_ids: ColumnType<string[], string | undefined, string>;
  rental_value_cents: Generated<number>;
  price_lines: ColumnType<QuoteLine[], string | undefined, string>;
  cancellation_reason: CancellationReason | null;
  cancellation_details: string | null;
  cancelled_at: Date | null;
  submitted_at: Date | null;
  /** The payment deadline (HOLD_HOURS) counts from here. */
  approved_at: Date | null;
  /** Shown to the customer only while the stay is RENTED. */
  /** When the contract was signed (WAITING_FOR_PAYMENT from then on). */
  signed_at: Date | null;
  /** When the first charge was paid in full (RENTED from then on). */
  paid_at: Date | null;
  finished_at: Date | null;
  /** The "hold about to expire" e-mail went out; set once, so several servers never send it twice. */
  hold_reminder_sent_at: Date | null;
  /** What a cancellation gave back of what had been paid. */
  refunded_cents: number | null;
  /** 'HH:mm', told by the customer to the front desk. */
  expected_arrival_time: string | null;
  /** As written on the cars ('ABC-1234', 'ABC1D23'). */
  vehicle_plates: ColumnType<string[], string | undefined, string>;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
  /** The "register your guests" e-mail went out; set once, so several servers never send it twice. */
  occupants_reminder_sent_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A person who stays, in the order the customer listed them (rentals.occupants_ids holds the same ids). */
export interface RentalOccupantsTable {
  id: Generated<string>;
  rental_id: string;
  position: number;
  name: string;
  birthdate: DateText;
  document_type: OccupantDocumentType;
  /** Without its mask. */
  document_number: string;
  /** Digits (DDD + number). */
  phone: string | null;
  is_customer: boolean;
  created_at: Date;
}

export interface ContractSignaturesTable {
  rental_id: string;
  user_id: string;
  email: string;
  signed_at: Date;
  ip: string;
  user_agent: string | null;
  /** SHA-256 of the contract PDF the signer accepted (every party signs the same bytes). */
  contract_sha256: string;
  /** That PDF with the evidence page listing every signer so far: the signed copy downloaded after it. */
  signed_pdf: ColumnType<Uint8Array, Uint8Array, never>;
  signed_pdf_sha256: string;
  /** Who signed: the customer (LOCATÁRIO) or the fiador (migration 202612010900). */
  role: ColumnType<ContractSignerRole, ContractSignerRole | undefined, never>;
  /** The signer as the evidence page names them (the account's, for rows written before: 202612020900). */
  signer_name: string;
  /** Their CPF (or CNPJ) as the evidence page states it; null when the account had none. */
  signer_document: string | null;
}

/** A stay's later check-out, priced as a whole, held until paid or expired (modules/extensions). */
export interface RentalExtensionsTable {
  id: Generated<string>;
  rental_id: string;
  user_id: string;
  apartment_id: string;
  status: ExtensionStatus;
  previous_end_date: DateText;
  end_date: DateText;
  previous_value_cents: number;
  rental_value_cents: number;
  difference_cents: number;
  price_lines: ColumnType<QuoteLine[], string, string>;
  created_at: Date;
  /** HOLD_HOURS after it was asked for: unpaid by then, it expires and frees its nights. */
  hold_expires_at: Date;
  signed_at: Date | null;
  paid_at: Date | null;
  expired_at: Date | null;
  /** When the stay was cancelled and the extension with it (migration 202611290960). */
  cancelled_at: Generated<Date | null>;
  /**
   * Whether the fiador signs the addendum too (a fiança whose fiador signed the contract), fixed when it is
   * asked for (migration 202612040900; false for the extensions asked before).
   */
  guarantor_is_party: Generated<boolean>;
  updated_at: UpdatedAt;
}

/** The addendum's signature evidence, one append-only row per party like the contract's. */
export interface ExtensionSignaturesTable {
  extension_id: string;
  /** Who signed: the customer (LOCATÁRIO) or the fiador (migration 202612040900). */
  role: ColumnType<ContractSignerRole, ContractSignerRole | undefined, never>;
  /** The signer as the evidence page names them (the account's, for rows written before 202612040900). */
  signer_name: string;
  /** Their CPF (or CNPJ) as the evidence page states it; null when the account had none. */
  signer_document: string | null;
  user_id: string;
  email: string;
  signed_at: Date;
  ip: string;
  user_agent: string | null;
  /** SHA-256 of the addendum PDF the signer accepted (every party signs the same bytes). */
  addendum_sha256: string;
  /** That PDF with the evidence page listing every signer so far: the signed copy downloaded after it. */
  signed_pdf: ColumnType<Uint8Array, Uint8Array, never>;
  signed_pdf_sha256: string;
}

export interface EarlyDeparturesTable {
  id: Generated<string>;
  rental_id: string;
  user_id: string;
  previous_end_date: DateText;
  new_end_date: DateText;
  previous_value_cents: number;
  new_value_cents: number;
  nights_released: number;
  fee_cents: number;
  refund_cents: number;
  rule: string;
  reason: string;
  transfer_letter: string | null;
  requested_at: Date;
}

export interface RentalTables {
  rentals: RentalsTable;
  rental_occupants: RentalOccupantsTable;
  contract_signatures: ContractSignaturesTable;
  rental_extensions: RentalExtensionsTable;
  extension_signatures: ExtensionSignaturesTable;
  early_departures: EarlyDeparturesTable;
}

export type RentalRow = Selectable<RentalsTable>;
export type NewRental = Insertable<RentalsTable>;
export type RentalUpdate = Updateable<RentalsTable>;
export type ContractSignatureRow = Selectable<ContractSignaturesTable>;
export type RentalExtensionRow = Selectable<RentalExtensionsTable>;
export type RentalOccupantRow = Selectable<RentalOccupantsTable>;
export type NewRentalOccupant = Insertable<RentalOccupantsTable>;
export type EarlyDepartureRow = Selectable<EarlyDeparturesTable>;
export type NewEarlyDeparture = Insertable<EarlyDeparturesTable>;
