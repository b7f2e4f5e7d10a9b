import { z } from 'zod';
import { nightsBetween } from '../dates/interval.ts';
import { isIsoDate } from '../dates/iso-date.ts';
import { STAFF_ACCESS_LEVELS, STAFF_AREAS, STAFF_ROLE_NAMES } from '../permissions/staff-roles.ts';
import { auditActionSchema } from './audit-actions.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { centsSchema, citySchema, modalitySchema, reaisSchema } from './catalog.ts';
import {
  idSchema,
  instantSchema,
  isoDateSchema,
  listResponseSchema,
  paginationQuerySchema,
} from './common.ts';
import { apartmentNotReadySchema, housekeepingStateSchema } from './housekeeping.ts';
import { refineInterval } from './interval-refinements.ts';
import { paymentSchema, paymentStatusSchema, paymentTypeSchema } from './payments.ts';
import { cancelRentalRequestSchema, rentalSchema, rentalStatusSchema } from './rentals.ts';
import { addressSchema, permissionSchema, personNameSchema } from './user.ts';

// The back-office (/api/admin/…): what the API answers and accepts, shared with the admin web build.

// ─── Date windows ────────────────────────────────────────────────────────────────────────────────

/** A back-office window spans at most about two years, which keeps every answer small. */
export const ADMIN_WINDOW_MAX_DAYS = 731;

/** `to` on or after `from` (both included), when both are given. */
function refineDateOrder(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  if (isIsoDate(value.from) && isIsoDate(value.to) && nightsBetween(value.from, value.to) < 0) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'A data final deve ser igual ou posterior à inicial',
      input: value.to,
    });
  }
}

/** `from` and `to` at most ADMIN_WINDOW_MAX_DAYS apart, when both are given. */
function refineWindowLength(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  if (
    isIsoDate(value.from) &&
    isIsoDate(value.to) &&
    nightsBetween(value.from, value.to) > ADMIN_WINDOW_MAX_DAYS
  ) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'Consulte no máximo 2 anos por vez',
      input: value.to,
    });
  }
}

/** Like refineDateOrder, and at most ADMIN_WINDOW_MAX_DAYS apart. */
function refineInclusiveWindow(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  refineDateOrder(value, context);
  refineWindowLength(value, context);
}

// ─── Staff, roles and permissions ───────────────────────────────────────────────────────────────

export const staffAreaSchema = z.enum(STAFF_AREAS);
export const staffAccessSchema = z.enum(STAFF_ACCESS_LEVELS);
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES, { error: 'Perfil inválido' });

export const staffRoleInfoSchema = z.object({
  role: staffRoleSchema,
  label: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
});
export type StaffRoleInfo = z.infer<typeof staffRoleInfoSchema>;

export const staffRoleListResponseSchema = z.object({ items: z.array(staffRoleInfoSchema) });
export type StaffRoleListResponse = z.infer<typeof staffRoleListResponseSchema>;

export const staffMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** The role whose permissions the member holds exactly; null for a custom set. */
  role: staffRoleSchema.nullable(),
  roleLabel: z.string().nullable(),
  permissions: z.array(permissionSchema),
  /** When the latest invitation was made (null for accounts made staff otherwise, e.g. ADMIN_EMAIL). */
  invitedAt: instantSchema.nullable(),
  /**
   * When the latest invitation was accepted from its link; null while it is pending and for accounts made
   * staff otherwise.
   */
  joinedAt: instantSchema.nullable(),
  /**
   * False while the latest invitation is pending: the account holds no back-office entry yet, and `role`
   * is the one the invitation offers.
   */
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const inviteStaffRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role: staffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const acceptStaffInvitationRequestSchema = z.object({
  code: z.string().trim().min(1, { error: 'Informe o código do convite' }).max(128),
  password: passwordSchema,
});
export type AcceptStaffInvitationRequest = z.infer<typeof acceptStaffInvitationRequestSchema>;

export const updateStaffRequestSchema = z.strictObject({ role: staffRoleSchema });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

export const staffParamsSchema = z.object({ userId: idSchema });

// ─── Rentals ─────────────────────────────────────────────────────────────────────────────────────

/** Who confirmed a payment: the provider's webhook, the sandbox bank, or a staff member ('baixa manual'). */
export const PAYMENT_CONFIRMATION_SOURCES = ['WEBHOOK', 'SANDBOX', 'MANUAL'] as const;

export const adminCustomerSchema = z.object({ id: idSchema, name: z.string(), email: z.string() });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A rental as the back-office lists it: with who asked for it. */
export const adminRentalSchema = rentalSchema.extend({ customer: adminCustomerSchema });
export type AdminRental = z.infer<typeof adminRentalSchema>;

export const ADMIN_RENTAL_SORTS = ['createdDate', 'startDate', 'status', 'customer'] as const;
export type AdminRentalSort = (typeof ADMIN_RENTAL_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const adminRentalListQuerySchema = paginationQuerySchema
  .extend({
    status: rentalStatusSchema.optional(),
    projectId: idSchema.optional(),
    /** Rentals with a night between `from` and `to` (both included). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** Part of the customer's name (accents and case ignored), e-mail or CPF/CNPJ. */
    q: z.string().trim().max(120, { error: 'Deve ter no máximo 120 caracteres' }).optional(),
    sort: z.enum(ADMIN_RENTAL_SORTS, { error: 'Ordenação inválida' }).default('createdDate'),
    order: z.enum(SORT_ORDERS, { error: 'Use asc ou desc' }).default('desc'),
  })
  .superRefine(refineDateOrder);
export type AdminRentalListQuery = z.infer<typeof adminRentalListQuerySchema>;

export const adminRentalListResponseSchema = listResponseSchema(adminRentalSchema);
export type AdminRentalListResponse = z.infer<typeof adminRentalListResponseSchema>;

export const CUSTOMER_DOCUMENT_KINDS = ['CPF', 'RG'] as const;

export const customerDocumentSchema = z.object({
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS),
  fileName: z.string(),
  /** GET it with a staff token (rentals:read): the file, as an attachment. */
  url: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const adminCustomerProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpfOrCnpj: z.string().nullable(),
  rg: z.string().nullable(),
  rgIssuer: z.string().nullable(),
  rgIssuerState: z.string().nullable(),
  birthdate: isoDateSchema.nullable().optional(), // this and the rest to address: not for the front desk
  hometown: z.string().nullable().optional(),
  hometownState: z.string().nullable().optional(),
  profession: z.string().nullable().optional(),
  fathersFullName: z.string().nullable().optional(),
  mothersFullName: z.string().nullable().optional(),
  address: addressSchema.optional(),
  documents: z.array(customerDocumentSchema),
  createdDate: instantSchema,
});
export type AdminCustomerProfile = z.infer<typeof adminCustomerProfileSchema>;

/** The evidence of the contract's electronic signature. */
export const contractEvidenceSchema = z.object({
  signedAt: instantSchema,
  ip: z.string(),
  userAgent: z.string().nullable(),
  email: z.string(),
  /** SHA-256 of the contract PDF the customer accepted. */
  sha256: z.string(),
  /** SHA-256 of the signed copy (that PDF with its evidence page). */
  signedPdfSha256: z.string(),
  /** GET it with a staff token (rentals:read): the signed PDF. */
  signedUrl: z.string(),
});
export type ContractEvidence = z.infer<typeof contractEvidenceSchema>;

export const auditActorSchema = z.object({ id: idSchema.nullable(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const rentalHistoryEntrySchema = z.object({
  at: instantSchema,
  label: z.string(),
  /** The staff member who did it; null for the customer's own steps and the automatic ones. */
  actor: auditActorSchema.nullable(),
});
export type RentalHistoryEntry = z.infer<typeof rentalHistoryEntrySchema>;

/** A payment of the rental, with who confirmed it (null until it is paid). */
export const adminRentalPaymentSchema = paymentSchema.extend({
  paidVia: z.enum(PAYMENT_CONFIRMATION_SOURCES).nullable(),
});
export type AdminRentalPayment = z.infer<typeof adminRentalPaymentSchema>;

export const adminRentalDetailSchema = z.object({
  rental: rentalSchema,
  customer: adminCustomerProfileSchema,
  payments: z.array(adminRentalPaymentSchema).optional(), // absent for the front desk (decision 0017)
  contract: contractEvidenceSchema.nullable().optional(), // likewise; null: not signed
  /** Oldest first. */
  history: z.array(rentalHistoryEntrySchema),
});
export type AdminRentalDetail = z.infer<typeof adminRentalDetailSchema>;

/** Why the provider refuses a request: the customer reads it in the e-mail and on the rental. */
export const rejectRentalRequestSchema = cancelRentalRequestSchema;
export type RejectRentalRequest = z.infer<typeof rejectRentalRequestSchema>;

// ─── Calendar and blocks ────────────────────────────────────────────────────────────────────────

export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(refineInclusiveWindow);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const STAY_KINDS = ['RENTAL', 'BLOCK'] as const;
export type StayKind = (typeof STAY_KINDS)[number];

export const calendarStaySchema = z.object({
  kind: z.enum(STAY_KINDS),
  /** The rental's id, or the block's. */
  id: idSchema,
  /** First night. */
  start: isoDateSchema,
  /** Check-out day (the day after the last night). */
  end: isoDateSchema,
  /** RENTAL only: the rental's status. */
  status: rentalStatusSchema.optional(),
  /** RENTAL only. */
  customerName: z.string().optional(),
  /** BLOCK only. */
  reason: z.string().optional(),
});
export type CalendarStay = z.infer<typeof calendarStaySchema>;

export const calendarApartmentSchema = z.object({
  id: idSchema,
  modalityId: idSchema,
  block: z.string(),
  floor: z.number().int(),
  number: z.string(),
  /** Its housekeeping state today (CLEAN when never changed). */
  housekeepingState: housekeepingStateSchema,
  /** By start date. */
  stays: z.array(calendarStaySchema),
});
export type CalendarApartment = z.infer<typeof calendarApartmentSchema>;

export const projectCalendarSchema = z.object({ apartments: z.array(calendarApartmentSchema) });
export type ProjectCalendar = z.infer<typeof projectCalendarSchema>;

export const BLOCK_REASON_MIN_LENGTH = 3;
export const BLOCK_REASON_MAX_LENGTH = 200;

/** Dates checked for format only: an interval the rules refuse is a 422, as for rentals. */
export const createBlockRequestSchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  reason: z
    .string({ error: 'Informe o motivo do bloqueio' })
    .trim()
    .min(BLOCK_REASON_MIN_LENGTH, {
      error: `Informe o motivo (pelo menos ${BLOCK_REASON_MIN_LENGTH} caracteres)`,
    })
    .max(BLOCK_REASON_MAX_LENGTH, { error: `Deve ter no máximo ${BLOCK_REASON_MAX_LENGTH} caracteres` }),
});
export type CreateBlockRequest = z.infer<typeof createBlockRequestSchema>;

export const apartmentBlockSchema = z.object({
  id: idSchema,
  apartmentId: idSchema,
  start: isoDateSchema,
  end: isoDateSchema,
  reason: z.string(),
});
export type ApartmentBlock = z.infer<typeof apartmentBlockSchema>;

export const blockListQuerySchema = z
  .object({
    projectId: idSchema.optional(),
    apartmentId: idSchema.optional(),
    /** Blocks with a night between `from` and `to` (both included). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type BlockListQuery = z.infer<typeof blockListQuerySchema>;

export const blockListResponseSchema = z.object({ items: z.array(apartmentBlockSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;

// ─── Prices ─────────────────────────────────────────────────────────────────────────────────────

/** The largest price the database holds (numeric(10, 2)) is far above any real one. */
export const ADMIN_PRICE_MAX_REAIS = 1_000_000;

/** A price set in the back-office: reais with cents, above zero. */
export const adminPriceSchema = reaisSchema
  .refine((value) => value > 0, { error: 'O preço deve ser maior que zero' })
  .refine((value) => value <= ADMIN_PRICE_MAX_REAIS, { error: 'Preço alto demais' });

export const updateModalityPricesRequestSchema = z
  .strictObject({
    priceShortPeriod: adminPriceSchema.optional(),
    priceLongPeriod: adminPriceSchema.optional(),
    /** Replaces the dynamic prices as a whole; null (or both fields empty) removes them. */
    dynamicPrices: z
      .strictObject({ shortPeriod: adminPriceSchema.nullish(), longPeriod: adminPriceSchema.nullish() })
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Informe ao menos um preço para alterar',
  });
export type UpdateModalityPricesRequest = z.infer<typeof updateModalityPricesRequestSchema>;

export const modalityParamsSchema = z.object({ modalityId: idSchema });

export const adminModalityPricesSchema = modalitySchema.pick({
  id: true,
  name: true,
  priceShortPeriod: true,
  priceLongPeriod: true,
  dynamicPrices: true,
});
export type AdminModalityPrices = z.infer<typeof adminModalityPricesSchema>;

export const adminProjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: citySchema,
  /** How many apartments the project has. */
  apartments: z.number().int().min(0),
  modalities: z.array(adminModalityPricesSchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectListResponseSchema = z.object({ items: z.array(adminProjectSchema) });
export type AdminProjectListResponse = z.infer<typeof adminProjectListResponseSchema>;

// ─── Payments ───────────────────────────────────────────────────────────────────────────────────

export const adminPaymentSchema = paymentSchema.extend({
  customer: adminCustomerSchema,
  rental: z.object({ id: idSchema, projectName: z.string(), apartmentLabel: z.string() }),
  /** Who confirmed it: the provider's webhook, the sandbox bank, or a staff member ('baixa manual'). */
  paidVia: z.enum(PAYMENT_CONFIRMATION_SOURCES).nullable(),
  /** What was given back, once REFUNDED. */
  refundedCents: centsSchema.nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListQuerySchema = paginationQuerySchema
  .extend({
    status: paymentStatusSchema.optional(),
    paymentType: paymentTypeSchema.optional(),
    /** Created from this day (Brasília), included. */
    from: isoDateSchema.optional(),
    /** Created up to this day (Brasília), included. */
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const paymentStatusTotalSchema = z.object({
  status: paymentStatusSchema,
  count: z.number().int().min(0),
  amountCents: centsSchema,
});
export type PaymentStatusTotal = z.infer<typeof paymentStatusTotalSchema>;

export const adminPaymentListResponseSchema = z.object({
  items: z.array(adminPaymentSchema),
  total: z.number().int().min(0),
  /** One entry per status (in PAYMENT_STATUSES order), over every payment the filters match. */
  totals: z.array(paymentStatusTotalSchema),
});
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponseSchema>;

const noteSchema = z.string().trim().max(500, { error: 'Deve ter no máximo 500 caracteres' }).optional();

/** The body is optional: a POST without one confirms without a note. */
export const confirmPaymentRequestSchema = z.object({ note: noteSchema }).nullish();
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const refundPaymentRequestSchema = z.object({
  /** The whole amount paid when omitted. */
  amountCents: z
    .number({ error: 'Informe o valor em centavos' })
    .int({ error: 'Valor em centavos deve ser inteiro' })
    .min(1, { error: 'O valor deve ser maior que zero' })
    .optional(),
  note: noteSchema,
});
export type RefundPaymentRequest = z.infer<typeof refundPaymentRequestSchema>;

export const paymentParamsSchema = z.object({ paymentId: idSchema });

// ─── Reports ────────────────────────────────────────────────────────────────────────────────────

/** Nights from `from` up to the night before `to` ([from, to)). */
export const occupancyQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, projectId: idSchema.optional() })
  .superRefine(refineInterval('from', 'to', 'A data final deve ser posterior à inicial'))
  .superRefine(refineWindowLength);
export type OccupancyQuery = z.infer<typeof occupancyQuerySchema>;

export const occupancyFiguresSchema = z.object({
  nightsAvailable: z.number().int().min(0),
  nightsSold: z.number().int().min(0),
  /** nightsSold ÷ nightsAvailable, from 0 to 1, to 4 decimal places (0 when nothing is available). */
  occupancy: z.number().min(0).max(1),
  revenueCents: centsSchema,
  /** Average daily rate: revenue ÷ nights sold. */
  adrCents: centsSchema,
  /** Revenue per available night: revenue ÷ nights available. */
  revparCents: centsSchema,
});
export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;

export const projectOccupancySchema = occupancyFiguresSchema.extend({
  projectId: idSchema,
  projectName: z.string(),
});
export type ProjectOccupancy = z.infer<typeof projectOccupancySchema>;

export const occupancyNightSchema = z.object({
  date: isoDateSchema,
  nightsAvailable: z.number().int().min(0),
  nightsSold: z.number().int().min(0),
  occupancy: z.number().min(0).max(1),
  revenueCents: centsSchema,
});
export type OccupancyNight = z.infer<typeof occupancyNightSchema>;

export const occupancyReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  projects: z.array(projectOccupancySchema),
  total: occupancyFiguresSchema,
  /** Night by night over the projects reported (the charts); the sum of its revenue is the total's. */
  series: z.array(occupancyNightSchema),
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

export const dashboardSchema = z.object({
  today: isoDateSchema,
  checkIns: z.array(adminRentalSchema),
  checkOuts: z.array(adminRentalSchema),
  awaitingApproval: z.object({ items: z.array(adminRentalSchema), total: z.int().min(0) }).optional(),
  month: z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    occupancy: z.number().min(0).max(1),
    nightsSold: z.number().int().min(0),
    nightsAvailable: z.number().int().min(0),
    revenueCents: centsSchema.optional(), // money: only with reports:read (decision 0017), as the next
  }),
  /** Reconciliation cases still open (a refund on its way, or refused and waiting for a person). */
  openReconciliationCases: z.number().int().min(0).optional(),
  /** Apartments a guest arrives in today that are dirty or out of service. */
  notReadyForArrival: z.array(apartmentNotReadySchema),
  /** Repair requests past their deadline and not resolved. */
  overdueMaintenanceRequests: z.number().int().min(0),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ─── Reconciliation ('Conciliação') ──────────────────────────────────────────────────────────────

/** Why money received was not simply credited. */
export const RECONCILIATION_REASONS = [
  'DUPLICATE',
  'REPLACED',
  'WRONG_AMOUNT',
  'AFTER_CANCELLATION',
  'NOT_OWED',
  'REFUND_REFUSED',
  'CHARGEBACK',
  'PANEL_REFUND',
] as const;
export type ReconciliationReasonCode = (typeof RECONCILIATION_REASONS)[number];

export const RECONCILIATION_REASON_LABELS: Record<ReconciliationReasonCode, string> = {
  DUPLICATE: 'Pagamento em dobro da mesma cobrança',
  REPLACED: 'Código substituído por outro pedido de pagamento',
  WRONG_AMOUNT: 'Valor diferente do cobrado',
  AFTER_CANCELLATION: 'Pago depois do cancelamento',
  NOT_OWED: 'Cobrança que não era mais devida',
  REFUND_REFUSED: 'Estorno recusado pelo provedor',
  CHARGEBACK: 'Contestação do cliente no cartão (chargeback)',
  PANEL_REFUND: 'Estorno feito no painel do provedor',
};

/**
 * What became of the money: credited in place of what it replaced, or given back (being refunded,
 * refunded, refused by the provider for good, or settled by a person after a refusal).
 */
export const RECONCILIATION_OUTCOMES = [
  'CREDITED',
  'REFUND_PENDING',
  'REFUNDED',
  'REFUND_REFUSED',
  'SETTLED',
  'CHARGED_BACK',
] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];

export const RECONCILIATION_OUTCOME_LABELS: Record<ReconciliationOutcome, string> = {
  CREDITED: 'Creditado no lugar da cobrança substituída',
  REFUND_PENDING: 'Estorno em andamento',
  REFUNDED: 'Estornado',
  REFUND_REFUSED: 'Estorno recusado: precisa de uma pessoa',
  SETTLED: 'Resolvido pela equipe',
  CHARGED_BACK: 'Contestado: valor a recuperar do cliente',
};

export const reconciliationItemSchema = z.object({
  id: idSchema,
  paymentId: idSchema,
  rentalId: idSchema,
  receivedCents: centsSchema,
  outcome: z.enum(RECONCILIATION_OUTCOMES),
  outcomeLabel: z.string(),
  reason: z.enum(RECONCILIATION_REASONS),
  reasonLabel: z.string(),
  /** When the money was received (or, for a refused refund, when the provider refused it). */
  at: instantSchema,
  /** Still needs something: a refund on its way, or one refused that a person must settle. */
  open: z.boolean(),
  refund: z
    .object({
      requestedDate: instantSchema,
      refundedDate: instantSchema.nullable(),
      attempts: z.number().int().min(0),
      /** The provider's last error or refusal, as it gave it. */
      lastError: z.string().nullable(),
    })
    .nullable(),
  /** How a person settled a refused refund. */
  resolution: z
    .object({
      note: z.string(),
      at: instantSchema,
      by: z.object({ id: idSchema, email: z.string() }).nullable(),
    })
    .optional(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationListQuerySchema = paginationQuerySchema;
export type ReconciliationListQuery = z.infer<typeof reconciliationListQuerySchema>;

export const reconciliationListResponseSchema = listResponseSchema(reconciliationItemSchema);
export type ReconciliationListResponse = z.infer<typeof reconciliationListResponseSchema>;

export const reconciliationParamsSchema = z.object({ caseId: idSchema });

export const settleReconciliationRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .min(3, { error: 'Conte em poucas palavras como foi resolvido' })
    .max(500, { error: 'Deve ter no máximo 500 caracteres' }),
});
export type SettleReconciliationRequest = z.infer<typeof settleReconciliationRequestSchema>;

// ─── Audit log ──────────────────────────────────────────────────────────────────────────────────

export const auditEntrySchema = z.object({
  id: idSchema,
  at: instantSchema,
  actor: auditActorSchema,
  action: auditActionSchema,
  /** What it was done to: 'rental:<id>', 'block:<id>', 'modality:<id>', 'payment:<id>' or 'user:<id>'. */
  target: z.string(),
  /** Where the request came from (null when unknown). */
  ip: z.string().nullable(),
  /** What changed (before and after, the reason given…). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = paginationQuerySchema
  .extend({
    actorId: idSchema.optional(),
    action: auditActionSchema.optional(),
    /** Entries of the target ('rental:<id>'…). */
    target: z.string().trim().max(120).optional(),
    /** From this day (Brasília), included. */
    from: isoDateSchema.optional(),
    /** Up to this day (Brasília), included. */
    to: isoDateSchema.optional(),
  })
  .superRefine(refineDateOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = listResponseSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
