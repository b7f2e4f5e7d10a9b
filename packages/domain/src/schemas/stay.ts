import { z } from 'zod';
import { normalizeDocument } from '../documents/cpf-cnpj.ts';
import {
  OCCUPANT_DOCUMENT_TYPES,
  type OccupantDocumentType,
  occupantDocumentError,
} from '../stay/occupant-documents.ts';
import { formatVehiclePlate, isValidVehiclePlate } from '../stay/vehicle-plates.ts';
import { adminRentalSchema } from './admin-rentals.ts';
import { apartmentSchema } from './catalog.ts';
import { idSchema, instantSchema, isoDateSchema } from './common.ts';
import { doorAccessStateSchema } from './door-access.ts';
import { birthdateSchema, personNameSchema, phoneSchema } from './user.ts';

// The stay after the booking (api.md 'The stay'): who stays, the arrival, and the front desk's view of them.

/** More than any modality holds; the modality's maxOccupants is the real bound, checked by the API. */
export const OCCUPANTS_MAX_ITEMS = 20;

export const occupantDocumentTypeSchema = z.enum(OCCUPANT_DOCUMENT_TYPES, {
  error: 'Tipo de documento inválido: use CPF, RG ou PASSPORT',
});

/** The document, checked by its type (CPF check digits) and kept without its mask. */
export const occupantDocumentSchema = z
  .object({
    type: occupantDocumentTypeSchema,
    number: z
      .string({ error: 'Informe o número do documento' })
      .trim()
      .min(1, 'Informe o número do documento'),
  })
  .superRefine((document, context) => {
    const message = occupantDocumentError(document.type, document.number);
    if (message) context.addIssue({ code: 'custom', path: ['number'], message, input: document.number });
  })
  .transform((document) => ({ type: document.type, number: normalizeDocument(document.number) }));

export const occupantInputSchema = z.strictObject({
  name: personNameSchema,
  birthdate: birthdateSchema,
  document: occupantDocumentSchema,
  /** Optional; an empty text means none. */
  phone: z.preprocess((value) => (value === '' ? null : value), phoneSchema.nullish()),
  /** This person is the customer who booked (at most one): they count among the modality's people. */
  isCustomer: z.boolean().optional(),
});
export type OccupantInput = z.input<typeof occupantInputSchema>;

function documentKey(document: { type: OccupantDocumentType; number: string }): string {
  return `${document.type}:${document.number}`;
}

/** PUT /api/rentals/:rentId/occupants: the whole list, which replaces the previous one. */
export const updateOccupantsRequestSchema = z
  .strictObject({
    items: z
      .array(occupantInputSchema)
      .max(OCCUPANTS_MAX_ITEMS, { error: `No máximo ${OCCUPANTS_MAX_ITEMS} pessoas` }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      const key = documentKey(item.document);
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'document', 'number'],
          message: 'Este documento já está em outra pessoa da lista',
          input: item.document.number,
        });
      seen.add(key);
    });
    if (body.items.filter((item) => item.isCustomer).length > 1)
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'Só uma pessoa da lista pode ser o titular da locação',
        input: body.items,
      });
  });
export type UpdateOccupantsRequest = z.infer<typeof updateOccupantsRequestSchema>;
export type UpdateOccupantsInput = z.input<typeof updateOccupantsRequestSchema>;

export const occupantSchema = z.object({
  id: idSchema,
  name: z.string(),
  birthdate: isoDateSchema,
  document: z.object({ type: occupantDocumentTypeSchema, number: z.string() }),
  phone: z.string().nullable(),
  isCustomer: z.boolean(),
});
export type Occupant = z.infer<typeof occupantSchema>;

export const occupantsResponseSchema = z.object({ items: z.array(occupantSchema) });
export type OccupantsResponse = z.infer<typeof occupantsResponseSchema>;

// ─── Arrival ─────────────────────────────────────────────────────────────────────────────────────

/** 'HH:mm', 00:00 to 23:59. */
export const arrivalTimeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Horário inválido: use HH:mm, por exemplo 15:30' });

/** A plate in either format, kept as written on the car ('ABC-1234', 'ABC1D23'). */
export const vehiclePlateSchema = z
  .string()
  .trim()
  .refine(isValidVehiclePlate, { error: 'Placa inválida: use ABC-1234 ou o padrão Mercosul ABC1D23' })
  .transform(formatVehiclePlate);

/** Far more than any stay books; the booked car spots are the real bound, checked by the API. */
export const VEHICLE_PLATES_MAX_ITEMS = 10;

/** PATCH /api/rentals/:rentId/arrival: what is sent changes; `null` clears the time. */
export const updateArrivalRequestSchema = z
  .strictObject({
    expectedArrivalTime: arrivalTimeSchema.nullable().optional(),
    vehiclePlates: z
      .array(vehiclePlateSchema)
      .max(VEHICLE_PLATES_MAX_ITEMS, { error: `No máximo ${VEHICLE_PLATES_MAX_ITEMS} placas` })
      .optional(),
  })
  .superRefine((body, context) => {
    const plates = body.vehiclePlates ?? [];
    plates.forEach((plate, index) => {
      if (plates.indexOf(plate) !== index)
        context.addIssue({
          code: 'custom',
          path: ['vehiclePlates', index],
          message: 'Placa repetida',
          input: plate,
        });
    });
  });
export type UpdateArrivalRequest = z.infer<typeof updateArrivalRequestSchema>;
export type UpdateArrivalInput = z.input<typeof updateArrivalRequestSchema>;

// ─── Front desk (back-office) ────────────────────────────────────────────────────────────────────

/** A stay as the front desk sees it: the rental, who booked it, and who stays. */
export const frontDeskRentalSchema = adminRentalSchema.extend({
  occupants: z.array(occupantSchema),
  /** The stay's latest door code state, without the code (null before one was ever granted). */
  doorAccess: doorAccessStateSchema.nullish(),
});
export type FrontDeskRental = z.infer<typeof frontDeskRentalSchema>;

export const frontDeskQuerySchema = z.object({ projectId: idSchema, date: isoDateSchema });
export type FrontDeskQuery = z.infer<typeof frontDeskQuerySchema>;

export const frontDeskResponseSchema = z.object({
  date: isoDateSchema,
  /** Check-in that day (RENTED). */
  arrivals: z.array(frontDeskRentalSchema),
  /** Check-out that day (RENTED or FINISHED). */
  departures: z.array(frontDeskRentalSchema),
  /** Checked in and not yet out, whose nights include that day's. */
  inHouse: z.array(frontDeskRentalSchema),
});
export type FrontDeskResponse = z.infer<typeof frontDeskResponseSchema>;

export const guestListQuerySchema = z.object({ date: isoDateSchema });

export const guestListItemSchema = z.object({
  apartment: apartmentSchema,
  rentalId: idSchema,
  customer: z.object({ name: z.string() }),
  expectedArrivalTime: z.string().nullable(),
  vehiclePlates: z.array(z.string()),
  checkedInAt: instantSchema.nullable(),
  occupants: z.array(occupantSchema),
});
export type GuestListItem = z.infer<typeof guestListItemSchema>;

/** Who may enter the building on the night starting `date` ('Lista da portaria'). */
export const guestListResponseSchema = z.object({
  date: isoDateSchema,
  project: z.object({ id: idSchema, name: z.string(), address: z.string() }),
  items: z.array(guestListItemSchema),
});
export type GuestListResponse = z.infer<typeof guestListResponseSchema>;
