import { z } from 'zod';
import { CANCELLATION_REASONS } from '../enums/cancellation-reasons.ts';
import { CONTRACT_SIGNER_ROLES } from '../enums/contract-signer-roles.ts';
import { PERIOD_KINDS } from '../enums/period-kinds.ts';
import { RENT_GUARANTEE_TYPES } from '../enums/rent-guarantee-types.ts';
import { RENTAL_STATUSES } from '../enums/rental-statuses.ts';
import { carSpotsSchema } from './car-spots.ts';
import {
  apartmentSchema,
  centsSchema,
  modalitySchema,
  projectSummarySchema,
  quoteLineSchema,
} from './catalog.ts';
import { idSchema, instantSchema, isoDateSchema, listResponseSchema } from './common.ts';
import { rentalAccessSchema } from './door-access.ts';
import { earlyDepartureSchema } from './early-departure.ts';
import { rentalGuaranteeSchema, rentRegimeSchema } from './guarantees.ts';
import { paymentSchema, paymentTypeSchema } from './payments.ts';

export const rentalStatusSchema = z.enum(RENTAL_STATUSES);
export const rentGuaranteeTypeSchema = z.enum(RENT_GUARANTEE_TYPES, { error: 'Tipo de garantia inválido' });
export const cancellationReasonSchema = z.enum(CANCELLATION_REASONS, {
  error: 'Motivo de cancelamento inválido',
});

/** Format only: an interval the rules refuse is answered 422 'Dados de locação inválidos'. */
export const intervalSchema = z.object({ start: isoDateSchema, end: isoDateSchema });
export type Interval = z.infer<typeof intervalSchema>;

/** Who will stay, besides the customer; bounded by the modality's maxOccupants in the service. */
const occupantsIdsSchema = z.array(idSchema).max(20);

export const createRentalRequestSchema = z.object({
  apartmentId: idSchema,
  modalityId: idSchema,
  interval: intervalSchema,
  carSpots: carSpotsSchema.default({ common: 0, covered: 0 }),
  paymentType: paymentTypeSchema.optional(),
  rentGuaranteeType: rentGuaranteeTypeSchema.optional(),
  occupantsIds: occupantsIdsSchema.optional(),
});
export type CreateRentalRequest = z.infer<typeof createRentalRequestSchema>;
export type CreateRentalInput = z.input<typeof createRentalRequestSchema>;

/** The draft fields; status and prices are the server's, so unknown keys are refused. */
export const updateRentalRequestSchema = z.strictObject({
  apartmentId: idSchema.optional(),
  modalityId: idSchema.optional(),
  interval: intervalSchema.optional(),
  carSpots: carSpotsSchema.optional(),
  paymentType: paymentTypeSchema.nullable().optional(),
  rentGuaranteeType: rentGuaranteeTypeSchema.nullable().optional(),
  occupantsIds: occupantsIdsSchema.optional(),
});
export type UpdateRentalRequest = z.infer<typeof updateRentalRequestSchema>;

/** A party's signature of the contract (each signs the same bytes, from their own account). */
export const contractSignatureSchema = z.object({
  role: z.enum(CONTRACT_SIGNER_ROLES),
  roleLabel: z.string(),
  name: z.string(),
  signedAt: instantSchema,
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

export const contractSummarySchema = z.object({
  /** When the last party signed: the contract is signed by all. */
  signedAt: instantSchema.nullish(),
  /** The contract signed (every party signs these bytes), from the first signature on. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullish(),
  /** Who signed so far, in order: a fiança's customer and fiador each sign; optional for older clients. */
  signatures: z.array(contractSignatureSchema).optional(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const cancellationSchema = z.object({
  reason: cancellationReasonSchema,
  details: z.string().nullable(),
  /** What the cancellation gave back of what had been paid (the cancellation policy). */
  refundCents: z.number().int().min(0).nullish(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const rentalMilestonesSchema = z.object({
  submittedAt: instantSchema.nullable(),
  approvedAt: instantSchema.nullable(),
  signedAt: instantSchema.nullable(),
  paidAt: instantSchema.nullable(),
  finishedAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
});
export type RentalMilestones = z.infer<typeof rentalMilestonesSchema>;

export const rentalSchema = z.object({
  id: idSchema,
  status: rentalStatusSchema,
  statusLabel: z.string(),
  apartment: apartmentSchema,
  projectModality: modalitySchema,
  project: projectSummarySchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  nights: z.number().int().min(1),
  period: z.enum(PERIOD_KINDS),
  carSpots: carSpotsSchema,
  paymentType: paymentTypeSchema.nullable(),
  rentGuaranteeType: rentGuaranteeTypeSchema.nullable(),
  /** The guarantee named by `rentGuaranteeType` and where it stands; null without one. */
  guarantee: rentalGuaranteeSchema.nullish(),
  /** When the rent may be charged (Lei 8.245/1991): up front, at most a month ahead, or after each month. */
  rentRegime: rentRegimeSchema.optional(),
  rentalValueCents: centsSchema,
  priceLines: z.array(quoteLineSchema),
  /** Only once the rental is RENTED (the same code as `access.code`). */
  accessCode: z.string().nullable(),
  /** The door code with its window, only while RENTED; optional only for older clients. */
  access: rentalAccessSchema.nullish(),
  contract: contractSummarySchema,
  payments: z.array(paymentSchema),
  cancellation: cancellationSchema.nullish(),
  /** When each step happened (null until it does): the rental's timeline. */
  milestones: rentalMilestonesSchema.optional(),
  /** While the nights are held unpaid: when the hold is cancelled if nothing is paid (HOLD_HOURS). */
  holdExpiresAt: instantSchema.nullish(),
  // The stay (api.md 'The stay'): always in the API's answers; optional only for older clients.
  /** The registered guests (GET /api/rentals/:rentId/occupants lists them). */
  occupantsIds: z.array(idSchema).optional(),
  /** 'HH:mm', told by the customer to the front desk. */
  expectedArrivalTime: z.string().nullish(),
  /** The cars' plates, at most one per booked car spot. */
  vehiclePlates: z.array(z.string()).optional(),
  /** Facts of a RENTED stay, recorded by the front desk. */
  checkedInAt: instantSchema.nullish(),
  checkedOutAt: instantSchema.nullish(),
  /** The stay shortened by the customer ('Antecipar saída'), when it was. */
  earlyDeparture: earlyDepartureSchema.nullish(),
  createdDate: instantSchema,
  updatedDate: instantSchema,
});
export type Rental = z.infer<typeof rentalSchema>;

export const rentalListResponseSchema = listResponseSchema(rentalSchema);
export type RentalListResponse = z.infer<typeof rentalListResponseSchema>;

export const CANCELLATION_DETAILS_MAX_LENGTH = 500;

export const cancelRentalRequestSchema = z
  .object({
    reason: cancellationReasonSchema,
    details: z
      .string()
      .trim()
      .max(CANCELLATION_DETAILS_MAX_LENGTH, {
        error: `Deve ter no máximo ${CANCELLATION_DETAILS_MAX_LENGTH} caracteres`,
      })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.reason === 'OTHER' && !body.details) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'Conte o motivo do cancelamento',
        input: body.details,
      });
    }
  });
export type CancelRentalRequest = z.infer<typeof cancelRentalRequestSchema>;
