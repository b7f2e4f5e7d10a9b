import { apartmentSummarySchema, errorResponseSchema } from '@estadia/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApartmentUnavailableError } from './rental-errors.ts';

/** The error format plus, for APARTMENT_UNAVAILABLE, the modality's apartments free on those nights. */
export const apartmentUnavailableResponseSchema = errorResponseSchema
  .extend({ alternatives: apartmentSummarySchema.array().optional() })
  .describe(
    'As noites já estão reservadas (APARTMENT_UNAVAILABLE, com `alternatives`: outros apartamentos da ' +
      'mesma modalidade livres no período), a reserva já foi enviada (RENTAL_NOT_SUBMITTABLE) ou ' +
      'mudou várias vezes durante o envio (RENTAL_CHANGED: confira e envie de novo), ou o cliente já tem 3 ' +
      'locações com noites reservadas e nada pago (TOO_MANY_HOLDS)',
  );

/** The shared error handler knows only the common fields, so this answer is sent here. */
export function sendApartmentUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApartmentUnavailableError,
): FastifyReply {
  request.log.info({ statusCode: error.statusCode, code: error.code }, 'request refused');
  const body: z.infer<typeof apartmentUnavailableResponseSchema> = {
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
    alternatives: error.alternatives,
  };
  return reply.code(error.statusCode).send(body);
}
