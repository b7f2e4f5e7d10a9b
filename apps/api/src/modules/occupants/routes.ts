import {
  occupantsResponseSchema,
  rentalSchema,
  updateArrivalRequestSchema,
  updateOccupantsRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { OccupantsService } from './service.ts';

const TAGS = ['Estada'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const CLOSED = 'Estada cancelada, encerrada ou com check-out feito (STAY_CLOSED)';

export const occupantsRoutes: FastifyPluginAsyncZod<{ occupants: OccupantsService }> = async (
  app,
  { occupants },
) => {
  app.get(
    '/api/rentals/:rentId/occupants',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Quem vai se hospedar',
        description: 'As pessoas da estada, na ordem em que o cliente as informou (`Rental.occupantsIds`).',
        security: SECURED,
        params: rentalParams,
        response: { 200: occupantsResponseSchema, ...errorResponses(401, [404, NOT_FOUND]) },
      },
    },
    async (request) => occupants.occupants(currentUser(request).id, request.params.rentId),
  );

  app.put(
    '/api/rentals/:rentId/occupants',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Informa quem vai se hospedar (substitui a lista)',
        description:
          'Nome, data de nascimento, documento (CPF com dígitos verificadores conferidos, RG ou passaporte) e ' +
          'telefone opcional. `isCustomer` marca o titular, quando ele também se hospeda. No máximo ' +
          '`maxOccupants` da modalidade (422 TOO_MANY_OCCUPANTS). Pode mudar até o check-out. É exigida ' +
          'antes do check-in.',
        security: SECURED,
        params: rentalParams,
        body: updateOccupantsRequestSchema,
        response: {
          200: occupantsResponseSchema.describe('A lista gravada'),
          ...errorResponses(400, 401, [404, NOT_FOUND], [409, CLOSED], 413, 415, [
            422,
            'Mais pessoas do que a modalidade acomoda (TOO_MANY_OCCUPANTS)',
          ]),
        },
      },
    },
    async (request) =>
      occupants.replaceOccupants(currentUser(request).id, request.params.rentId, request.body),
  );

  app.patch(
    '/api/rentals/:rentId/arrival',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Informa a chegada: horário previsto e placas dos veículos',
        description:
          '`expectedArrivalTime` em HH:mm (`null` apaga); `vehiclePlates` no padrão antigo (ABC-1234) ou ' +
          'Mercosul (ABC1D23), no máximo uma por vaga de garagem reservada (422 TOO_MANY_PLATES). Envie só ' +
          'o que muda. A recepção vê o que foi informado.',
        security: SECURED,
        params: rentalParams,
        body: updateArrivalRequestSchema,
        response: {
          200: rentalSchema.describe('A locação com a chegada informada'),
          ...errorResponses(400, 401, [404, NOT_FOUND], [409, CLOSED], 413, 415, [
            422,
            'Mais placas do que vagas reservadas (TOO_MANY_PLATES)',
          ]),
        },
      },
    },
    async (request) => occupants.updateArrival(currentUser(request).id, request.params.rentId, request.body),
  );
};
