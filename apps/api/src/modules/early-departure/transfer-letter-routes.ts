import { earlyDepartureSchema, transferLetterDecisionSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../admin/staff-access.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { TransferLetterReviewService } from './transfer-letter-review.ts';

/** Accepting gives money back, like a staff refund: the payments area, written. */
const WRITE = { area: 'payments', access: 'write' } as const;

export const transferLetterRoutes: FastifyPluginAsyncZod<{ reviews: TransferLetterReviewService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/api/admin/rentals/:rentId/transfer-letter/review',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'Aceita ou recusa a carta de transferência de uma saída antecipada',
        description:
          'A saída antecipada de uma estada longa com a carta de transferência do empregador (art. 4º, ' +
          'parágrafo único, da Lei nº 8.245/1991) é acertada com a multa, que fica retida até a equipe ' +
          'conferir a carta (`earlyDeparture.transferLetterReview`, `PENDING`; o arquivo em ' +
          'GET /api/admin/files/:fileName). `ACCEPT`: o valor da locação baixa o valor da multa ' +
          '(`waiverCents`): as parcelas em aberto pedem menos e o que foi pago além volta ao cliente ' +
          '(REFUND_PENDING, depois REFUNDED). `REFUSE` com `reason`: a multa continua e o cliente recebe o ' +
          'motivo por e-mail. Uma decisão por carta, registrada na auditoria; o cliente recebe um e-mail nos ' +
          `dois casos. ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        body: transferLetterDecisionSchema,
        response: {
          200: earlyDepartureSchema.describe('A saída antecipada, com a decisão em `transferLetterReview`'),
          ...errorResponses(
            400,
            [404, 'Locação inexistente ou sem carta para analisar (TRANSFER_LETTER_REVIEW_NOT_FOUND)'],
            [
              409,
              'A carta já foi aceita ou recusada (TRANSFER_LETTER_ALREADY_REVIEWED), ou a locação foi cancelada ' +
                'e não há multa para dispensar (TRANSFER_LETTER_REVIEW_CLOSED)',
            ],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => reviews.decide(staffActor(request), request.params.rentId, request.body),
  );
};
