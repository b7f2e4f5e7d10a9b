import { z } from 'zod';
import { nightsBetween } from '../dates/interval.ts';
import { STATE_INITIALS } from '../enums/federative-units.ts';
import { PERIOD_KINDS } from '../enums/period-kinds.ts';
import { hasCentPrecision } from '../money/cents.ts';
import { carSpotsSchema } from './car-spots.ts';
import { idSchema, isoDateSchema, listResponseSchema } from './common.ts';
import { refineInterval } from './interval-refinements.ts';

export const stateInitialsSchema = z.enum(STATE_INITIALS, { error: 'UF inválida' });

/** Reais as a decimal number with at most two decimals (what the API carries for modality prices). */
export const reaisSchema = z
  .number()
  .min(0, { error: 'O valor não pode ser negativo' })
  .refine(hasCentPrecision, { error: 'O valor deve ter no máximo duas casas decimais' });

/** An integer number of cents. */
export const centsSchema = z.number().int({ error: 'Valor em centavos deve ser inteiro' }).min(0);

export const citySchema = z.object({
  name: z.string().trim().min(1).max(120),
  stateInitials: stateInitialsSchema,
});
export type City = z.infer<typeof citySchema>;

export const photoSchema = z.object({
  url: z
    .string()
    .min(1)
    .refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), { error: 'Endereço da foto inválido' }),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Photo = z.infer<typeof photoSchema>;

export const dynamicPricesSchema = z.object({
  shortPeriod: reaisSchema.nullish(),
  longPeriod: reaisSchema.nullish(),
});
export type DynamicPrices = z.infer<typeof dynamicPricesSchema>;

export const modalitySchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string().min(1),
  description: z.string(),
  bedrooms: z.number().int().min(0),
  areaM2: z.number().positive(),
  maxOccupants: z.number().int().min(1),
  /** Per night, in reais. */
  priceShortPeriod: reaisSchema,
  /** Per 30-night period, in reais. */
  priceLongPeriod: reaisSchema,
  dynamicPrices: dynamicPricesSchema.nullish(),
  /** The caução staff set (Lei 8.245/1991, art. 38), in cents; null when none is offered. */
  securityDepositCents: centsSchema.nullish(),
  photos: z.array(photoSchema),
});
export type Modality = z.infer<typeof modalitySchema>;

export const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Location = z.infer<typeof locationSchema>;

export const projectSchema = z.object({
  id: idSchema,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Slug inválido' }),
  name: z.string().min(1),
  description: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  city: citySchema,
  location: locationSchema,
  photos: z.array(photoSchema),
  amenities: z.array(z.string()),
  /** Daily price of a common car spot, in cents. */
  commonSpotDaily: centsSchema,
  /** Daily price of a covered car spot, in cents. */
  coveredSpotDaily: centsSchema,
  apartmentCount: z.number().int().min(0),
  modalities: z.array(modalitySchema),
});
export type Project = z.infer<typeof projectSchema>;

/** A project without its modalities, as embedded next to one of them. */
export const projectSummarySchema = projectSchema.omit({ modalities: true });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListQuerySchema = z
  .object({
    city: z.string().trim().min(1).max(120).optional(),
    start: isoDateSchema.optional(),
    end: isoDateSchema.optional(),
  })
  .superRefine((query, context) => {
    if ((query.start === undefined) !== (query.end === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.start === undefined ? 'start' : 'end'],
        message: 'Informe as datas de entrada e de saída',
        input: query,
      });
    }
  })
  .superRefine(refineInterval('start', 'end'));
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectListResponseSchema = listResponseSchema(projectSchema);
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const modalityWithProjectSchema = modalitySchema.extend({ project: projectSummarySchema });
export type ModalityWithProject = z.infer<typeof modalityWithProjectSchema>;

export const apartmentSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  modalityId: idSchema,
  block: z.string().min(1),
  floor: z.number().int(),
  number: z.string().min(1),
});
export type Apartment = z.infer<typeof apartmentSchema>;

export const apartmentSummarySchema = apartmentSchema.pick({
  id: true,
  block: true,
  floor: true,
  number: true,
});
export type ApartmentSummary = z.infer<typeof apartmentSummarySchema>;

export const availabilityQuerySchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .superRefine(refineInterval('start', 'end'));
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilityResponseSchema = z.object({ apartments: z.array(apartmentSummarySchema) });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const apartmentDetailsSchema = z.object({
  apartment: apartmentSchema,
  modality: modalitySchema,
  project: projectSummarySchema,
});
export type ApartmentDetails = z.infer<typeof apartmentDetailsSchema>;

/** A calendar asks for a few months at most; two years keeps an answer small. */
export const UNAVAILABLE_DATES_MAX_DAYS = 731;

export const unavailableDatesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((query, context) => {
    let days: number;
    try {
      days = nightsBetween(query.from, query.to);
    } catch {
      return;
    }
    if (days < 0) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à inicial',
        input: query.to,
      });
    } else if (days > UNAVAILABLE_DATES_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Consulte no máximo 2 anos por vez',
        input: query.to,
      });
    }
  });
export type UnavailableDatesQuery = z.infer<typeof unavailableDatesQuerySchema>;

export const unavailableDatesResponseSchema = z.object({ dates: z.array(isoDateSchema) });
export type UnavailableDatesResponse = z.infer<typeof unavailableDatesResponseSchema>;

/** Dates only checked for format: an interval the rules refuse is a 422, not a 400. */
export const quoteRequestSchema = z.object({
  modalityId: idSchema,
  start: isoDateSchema,
  end: isoDateSchema,
  carSpots: carSpotsSchema.default({ common: 0, covered: 0 }),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** AGREED_VALUE: an extended stay re-priced below what was agreed keeps the agreed value (stay/extension.ts). */
export const QUOTE_LINE_KINDS = ['RENT', 'COMMON_SPOTS', 'COVERED_SPOTS', 'AGREED_VALUE'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const quoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  label: z.string(),
  amountCents: centsSchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteResponseSchema = z.object({
  nights: z.number().int().min(1),
  period: z.enum(PERIOD_KINDS),
  rentCents: centsSchema,
  carSpotsCents: centsSchema,
  totalCents: centsSchema,
  lines: z.array(quoteLineSchema),
});
export type Quote = z.infer<typeof quoteResponseSchema>;
export type QuoteResponse = Quote;

/**
 * POST /api/quotes: the quote and the modality's caução (0 when it offers none). The caução is not rent:
 * it is never part of `totalCents`.
 */
export const quoteAnswerSchema = quoteResponseSchema.extend({ depositCents: centsSchema });
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
