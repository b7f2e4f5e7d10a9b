import type {
  CancellationReason,
  DynamicPrices,
  ExtensionStatus,
  HousekeepingState,
  InspectionComment,
  InspectionItem,
  InspectionKind,
  MaintenanceCategory,
  MaintenanceStatus,
  MaintenanceUrgency,
  OccupantDocumentType,
  PaymentPurpose,
  PaymentStatus,
  PaymentType,
  Permission,
  Photo,
  QuoteLine,
  RentalStatus,
  RentGuaranteeType,
  StaffRole,
} from '@estadia/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DoorAccessTables } from './door-access-schema.ts';
import type { LedgerTables } from './ledger-schema.ts';
import type { DataRetentionTable } from './retention-schema.ts';
import type { TransferLetterTables } from './transfer-letter-schema.ts';

/** jsonb: read as a value, written as JSON text (`toJson`), the one form both drivers accept alike. */
export type Json<T> = ColumnType<T, string, string>;
/** A calendar day, 'YYYY-MM-DD' in and out (the type parsers keep `date` as text). */
export type DateText = string;
/** numeric: read as a number, written as a number or its decimal text. */
export type Numeric = ColumnType<number, number | string, number | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProjectsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: string;
  address: string;
  neighborhood: string;
  city: string;
  state_initials: string;
  lat: number;
  lng: number;
  photos: Json<Photo[]>;
  amenities: Json<string[]>;
  common_spot_daily_cents: number;
  covered_spot_daily_cents: number;
  created_at: CreatedAt;
}

export interface ModalitiesTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  description: string;
  bedrooms: number;
  area_m2: Numeric;
  max_occupants: number;
  price_short_period: Numeric;
  price_long_period: Numeric;
  dynamic_prices: Json<DynamicPrices> | null;
  photos: Json<Photo[]>;
  created_at: CreatedAt;
}

export interface ApartmentsTable {
  id: Generated<string>;
  project_id: string;
  modality_id: string;
  block: string;
  floor: number;
  number: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: string;
  phone: string | null;
  birthdate: DateText | null;
  hometown: string | null;
  hometown_state: string | null;
  profession: string | null;
  rg: string | null;
  rg_issuer: string | null;
  rg_issuer_state: string | null;
  cpf_or_cnpj: string | null;
  fathers_full_name: string | null;
  mothers_full_name: string | null;
  cpf_file_name: string | null;
  rg_file_name: string | null;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_post_code: string | null;
  address_neighborhood: string | null;
  address_city_name: string | null;
  address_state_initials: string | null;
  permissions: ColumnType<Permission[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Deleted by the customer: the row stays, anonymised (decision 0018). */
  deleted_at: Generated<Date | null>;
}

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

/** Guards one-off data steps (the demo catalogue) so they run once per database. */
export interface SeedRunsTable {
  name: string;
  ran_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export type ResetCodeClosedReason = 'USED' | 'BURNT' | 'REPLACED' | 'EXPIRED';

export interface PasswordResetCodesTable {
  id: Generated<string>;
  user_id: string;
  selector: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  failed_attempts: Generated<number>;
  closed_at: Date | null;
  closed_reason: ResetCodeClosedReason | null;
}

export interface UploadsTable {
  id: Generated<string>;
  file_name: string;
  owner_id: string;
  media_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  /** What the customer sent it for (migration 202611290930): a transfer letter only counts as one. */
  purpose: Generated<'DOCUMENT' | 'TRANSFER_LETTER'>;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<string>;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: 'smtp' | 'log';
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  /** Failed tries so far; the job queue schedules the next (decision 0011). */
  attempts: Generated<number>;
  /** What a job-composed message is about (unique): its job run again writes no second message. */
  message_key: string | null;
  /** The exact texts the body carries that open an account (codes, links); null once redacted. */
  secrets: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** When the secrets of the stored body were replaced by '[removido]' (decision 0021). */
  redacted_at: Date | null;
}

export interface RateLimitHitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface CorporateRequestsTable {
  id: Generated<string>;
  company_name: string;
  cnpj: string;
  contact_name: string;
  email: string;
  phone: string;
  guests: number;
  start_date: DateText;
  end_date: DateText;
  message: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

export interface ContractSignaturesTable {
  rental_id: string;
  user_id: string;
  email: string;
  signed_at: Date;
  ip: string;
  user_agent: string | null;
  /** SHA-256 of the contract PDF the customer accepted. */
  contract_sha256: string;
  /** That PDF with the signature's evidence page after it: the copy the customer downloads. */
  signed_pdf: ColumnType<Uint8Array, Uint8Array, never>;
  signed_pdf_sha256: string;
}

export interface PaymentRequestsTable {
  id: Generated<string>;
  user_id: string;
  rental_id: string;
  idempotency_key: string;
  request_sha256: string;
  created_at: Date;
}

export type PaymentConfirmationSource = 'WEBHOOK' | 'SANDBOX' | 'MANUAL';

export interface PaymentsTable {
  id: Generated<string>;
  rental_id: string;
  user_id: string;
  request_id: string;
  payment_type: PaymentType;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  amount_cents: number;
  installment: Generated<number>;
  installment_count: Generated<number>;
  due_date: DateText;
  expires_at: Date | null;
  provider: string;
  provider_charge_id: string | null;
  pix_payload: string | null;
  pix_txid: string | null;
  bank_slip_barcode: string | null;
  bank_slip_digitable_line: string | null;
  /** The provider's own printable boleto (Mercado Pago), shown instead of ours when present. */
  bank_slip_pdf_url: Generated<string | null>;
  card_brand: string | null;
  card_last4: string | null;
  card_installments: number | null;
  card_total_cents: number | null;
  /** A 3-D Secure challenge the customer has still to answer: the issuer's URL and the CReq. */
  card_challenge_url: Generated<string | null>;
  card_challenge_creq: Generated<string | null>;
  failure_reason: string | null;
  created_at: Date;
  paid_at: Date | null;
  paid_via: PaymentConfirmationSource | null;
  refunded_at: Date | null;
  /** What a recorded refund gave back (the whole amount unless staff said otherwise). */
  refunded_cents: number | null;
  /** When the provider was asked to give the money back (status REFUND_PENDING, then REFUNDED). */
  refund_requested_at: Date | null;
  /** The extension whose difference this charge pays; null for the rental's own charges. */
  extension_id: Generated<string | null>;
  /** What the charge pays for; EXTENSION exactly when extension_id is set (a check says so). */
  purpose: ColumnType<PaymentPurpose, PaymentPurpose | undefined, PaymentPurpose>;
  /** The provider's own id of the money credited (or given back with the charge): a refund targets it. */
  provider_payment_id: Generated<string | null>;
  updated_at: UpdatedAt;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string | null;
  received_at: Date;
  outcome: string;
}

export type PaymentRefundStatus = 'PENDING' | 'REFUNDED' | 'REFUSED' | 'SETTLED';

/** A refund asked of the provider, retried until it confirms (or refuses for good). */
export interface PaymentRefundsTable {
  id: Generated<string>;
  payment_id: string;
  rental_id: string;
  amount_cents: number;
  /** The payment's own credited money: the payment becomes REFUNDED with it. */
  settles_payment: boolean;
  status: ColumnType<PaymentRefundStatus, PaymentRefundStatus | undefined, PaymentRefundStatus>;
  requested_at: Date;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
  refunded_at: Date | null;
  refused_at: Date | null;
  settled_at: Date | null;
  settled_by: string | null;
  settlement_note: string | null;
  /** The provider's id of the money this refund gives back, when it is not the payment's own (a second payment). */
  provider_payment_id: Generated<string | null>;
}

export type ReconciliationReason =
  | 'DUPLICATE'
  | 'REPLACED'
  | 'WRONG_AMOUNT'
  | 'AFTER_CANCELLATION'
  | 'NOT_OWED'
  | 'REFUND_REFUSED'
  /** The card's holder disputed the payment: the money left with the card network (migration 202611290940). */
  | 'CHARGEBACK'
  /** Given back from the provider's own panel, not by us. */
  | 'PANEL_REFUND';

/** Money received that was not simply credited, and what became of it. */
export interface PaymentReconciliationTable {
  id: Generated<string>;
  payment_id: string;
  rental_id: string;
  received_cents: number;
  reason: ReconciliationReason;
  /** Credited in place of what it replaced (otherwise `refund_id` gives it back). */
  credited: boolean;
  refund_id: string | null;
  at: Date;
  event_id: string | null;
  /** A chargeback's case resolved by staff (the money recovered), with who and how. */
  resolved_at: Generated<Date | null>;
  resolved_by: Generated<string | null>;
  resolution_note: Generated<string | null>;
}

/** Nights of an apartment the provider takes out of sale. */
export interface ApartmentBlocksTable {
  id: Generated<string>;
  apartment_id: string;
  start_date: DateText;
  end_date: DateText;
  reason: string;
  created_by: string | null;
  created_at: CreatedAt;
}

/**
 * Every held night, by its holder (a rental that holds nights, or a block): written only by the
 * triggers on rentals and apartment_blocks; its exclusion constraint forbids double booking.
 */
export interface NightHoldsTable {
  id: Generated<string>;
  apartment_id: string;
  /** A daterange '[start,end)'; read it with lower()/upper(). */
  nights: ColumnType<string, never, never>;
  rental_id: string | null;
  block_id: string | null;
  /** An open extension holding the nights it adds (migration 202611271000). */
  extension_id: Generated<string | null>;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  ip: string | null;
  details: Json<Record<string, unknown>>;
}

/** An apartment's housekeeping state; no row means CLEAN. */
export interface HousekeepingStatesTable {
  apartment_id: string;
  state: HousekeepingState;
  /** Why it is out of order (only then). */
  reason: string | null;
  /** The block holding its nights while out of order. */
  block_id: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface CleaningTasksTable {
  id: Generated<string>;
  apartment_id: string;
  rental_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
}

/** A modality's furniture, in order (contract and inspections). */
export interface ModalityFurnitureTable {
  modality_id: string;
  position: number;
  room: string;
  item: string;
  quantity: number;
}

export interface InspectionsTable {
  id: Generated<string>;
  rental_id: string;
  kind: InspectionKind;
  items: Json<InspectionItem[]>;
  created_at: Date;
  created_by: string | null;
  acknowledged_at: Date | null;
  agreed: boolean | null;
  comments: Json<InspectionComment[]> | null;
}

export interface MaintenanceRequestsTable {
  id: Generated<string>;
  rental_id: string;
  category: MaintenanceCategory;
  description: string;
  urgency: MaintenanceUrgency;
  status: ColumnType<MaintenanceStatus, MaintenanceStatus | undefined, MaintenanceStatus>;
  photos: Json<string[]>;
  assignee_id: string | null;
  created_at: Date;
  due_at: Date;
  resolved_at: Date | null;
  confirmed_at: Date | null;
}

export interface MaintenanceRequestHistoryTable {
  id: Generated<string>;
  seq: Generated<string>;
  request_id: string;
  at: Date;
  status: MaintenanceStatus;
  assignee_id: string | null;
  actor_id: string | null;
}

export interface MaintenanceRequestCommentsTable {
  id: Generated<string>;
  seq: Generated<string>;
  request_id: string;
  author_id: string;
  author_role: 'CUSTOMER' | 'STAFF';
  text: string;
  photos: Json<string[]>;
  created_at: Date;
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

export interface StaffInvitationsTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  role: StaffRole;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  closed_at: Date | null;
  /** Accepting asks for the account's current password (true) or sets the first one (false). */
  existing_account: Generated<boolean>;
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
  updated_at: UpdatedAt;
}

/** The addendum's signature evidence, append-only like the contract's. */
export interface ExtensionSignaturesTable {
  extension_id: string;
  user_id: string;
  email: string;
  signed_at: Date;
  ip: string;
  user_agent: string | null;
  addendum_sha256: string;
  signed_pdf: ColumnType<Uint8Array, Uint8Array, never>;
  signed_pdf_sha256: string;
}

export interface Database extends DoorAccessTables, LedgerTables, TransferLetterTables {
  projects: ProjectsTable;
  modalities: ModalitiesTable;
  apartments: ApartmentsTable;
  users: UsersTable;
  rentals: RentalsTable;
  rental_occupants: RentalOccupantsTable;
  seed_runs: SeedRunsTable;
  sessions: SessionsTable;
  password_reset_codes: PasswordResetCodesTable;
  uploads: UploadsTable;
  outbox: OutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  contact_messages: ContactMessagesTable;
  corporate_requests: CorporateRequestsTable;
  contract_signatures: ContractSignaturesTable;
  payment_requests: PaymentRequestsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  payment_reconciliation: PaymentReconciliationTable;
  apartment_blocks: ApartmentBlocksTable;
  night_holds: NightHoldsTable;
  rental_extensions: RentalExtensionsTable;
  extension_signatures: ExtensionSignaturesTable;
  audit_log: AuditLogTable;
  staff_invitations: StaffInvitationsTable;
  housekeeping_states: HousekeepingStatesTable;
  cleaning_tasks: CleaningTasksTable;
  modality_furniture: ModalityFurnitureTable;
  inspections: InspectionsTable;
  maintenance_requests: MaintenanceRequestsTable;
  maintenance_request_history: MaintenanceRequestHistoryTable;
  maintenance_request_comments: MaintenanceRequestCommentsTable;
  early_departures: EarlyDeparturesTable;
  data_retention: DataRetentionTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;

export type ModalityRow = Selectable<ModalitiesTable>;
export type NewModality = Insertable<ModalitiesTable>;
export type ModalityUpdate = Updateable<ModalitiesTable>;

export type ApartmentRow = Selectable<ApartmentsTable>;
export type NewApartment = Insertable<ApartmentsTable>;
export type ApartmentUpdate = Updateable<ApartmentsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type RentalRow = Selectable<RentalsTable>;
export type NewRental = Insertable<RentalsTable>;
export type RentalUpdate = Updateable<RentalsTable>;

export type SessionRow = Selectable<SessionsTable>;
export type PasswordResetCodeRow = Selectable<PasswordResetCodesTable>;
export type UploadRow = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type NewCorporateRequest = Insertable<CorporateRequestsTable>;
export type ContractSignatureRow = Selectable<ContractSignaturesTable>;
export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RentalExtensionRow = Selectable<RentalExtensionsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentUpdate = Updateable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type PaymentReconciliationRow = Selectable<PaymentReconciliationTable>;
export type ApartmentBlockRow = Selectable<ApartmentBlocksTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type StaffInvitationRow = Selectable<StaffInvitationsTable>;
export type RentalOccupantRow = Selectable<RentalOccupantsTable>;
export type NewRentalOccupant = Insertable<RentalOccupantsTable>;
export type HousekeepingStateRow = Selectable<HousekeepingStatesTable>;
export type CleaningTaskRow = Selectable<CleaningTasksTable>;
export type InspectionRow = Selectable<InspectionsTable>;
export type MaintenanceRequestRow = Selectable<MaintenanceRequestsTable>;
export type MaintenanceHistoryRow = Selectable<MaintenanceRequestHistoryTable>;
export type MaintenanceCommentRow = Selectable<MaintenanceRequestCommentsTable>;

export type EarlyDepartureRow = Selectable<EarlyDeparturesTable>;
export type NewEarlyDeparture = Insertable<EarlyDeparturesTable>;
