import {
  cancellationPreviewSchema,
  cancelRentalRequestSchema,
  createRentalRequestSchema,
  paginationQuerySchema,
  rentalListResponseSchema,
  rentalSchema,
  updateRentalRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { currentUser } from '../auth/authenticate.ts';
import { ApartmentUnavailableError } from './rental-errors.ts';
import { rentalParams } from './rental-params.ts';
import { SUBMISSIONS_PER_USER, SUBMISSIONS_REFUSAL } from './rental-rate-limits.ts';
import type { RentalsService } from './service.ts';
import { apartmentUnavailableResponseSchema, sendApartmentUnavailable } from './unavailable-response.ts';

const TAGS = ['Locações'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const INVALID_RENTAL =
  'Dados de locação inválidos (INVALID_RENTAL, com os motivos em `issues`: apartamento ou modalidade ' +
  'desconhecidos, apartamento de outra modalidade, menos de 1 noite, entrada no passado) ou pessoas ' +
  'demais para a modalidade (TOO_MANY_OCCUPANTS)';

export const rentalsRoutes: FastifyPluginAsyncZod<{ rentals: RentalsService; limiter: RateLimiter }> = async (
  app,
  { rentals, limiter },
) => {
  app.post(
    '/api/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cria uma reserva não finalizada (rascunho)',
        description:
          'A reserva nasce `UNFINISHED`, com o preço calculado pelo servidor, e não ocupa noites: ' +
          'rascunhos podem se sobrepor. As noites só ficam reservadas no envio (`/submit`).',
        security: SECURED,
        body: createRentalRequestSchema,
        response: {
          201: rentalSchema.describe('A reserva criada'),
          ...errorResponses(400, 401, 413, 415, [422, INVALID_RENTAL]),
        },
      },
    },
    async (request, reply) => {
      const rental = await rentals.create(currentUser(request).id, request.body);
      return reply.code(201).send(rental);
    },
  );

  app.get(
    '/api/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Minhas locações, das mais recentes para as mais antigas',
        security: SECURED,
        querystring: paginationQuerySchema,
        response: {
          200: rentalListResponseSchema.describe('Uma página das locações e o total'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => rentals.list(currentUser(request).id, request.query),
  );

  app.get(
    '/api/rentals/:rentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Uma das minhas locações',
        description:
          'A locação do cliente ou, só para leitura, a de que o usuário é o fiador (depois de responder ao ' +
          'convite): sem o código da porta, os pagamentos, os hóspedes, as placas nem os pedidos do cliente.',
        security: SECURED,
        params: rentalParams,
        response: { 200: rentalSchema.describe('A locação'), ...errorResponses(401, [404, NOT_FOUND]) },
      },
    },
    async (request) => rentals.read(currentUser(request).id, request.params.rentId),
  );

  app.patch(
    '/api/rentals/:rentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Altera uma reserva não finalizada',
        description:
          'Envie só os campos que mudam; `null` apaga `paymentType` ou `rentGuaranteeType`. O preço é ' +
          'recalculado. Só enquanto a reserva está `UNFINISHED`.',
        security: SECURED,
        params: rentalParams,
        body: updateRentalRequestSchema,
        response: {
          200: rentalSchema.describe('A reserva alterada'),
          ...errorResponses(
            400,
            401,
            [404, NOT_FOUND],
            [409, 'A reserva já foi enviada (RENTAL_NOT_EDITABLE)'],
            413,
            415,
            [422, INVALID_RENTAL],
          ),
        },
      },
    },
    async (request) => rentals.update(currentUser(request).id, request.params.rentId, request.body),
  );

  app.post(
    '/api/rentals/:rentId/submit',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Envia a reserva: as noites ficam reservadas',
        description:
          'A reserva passa a `WAITING_APPROVAL` e ocupa as noites. Com a aprovação automática ' +
          '(`AUTO_APPROVE`, padrão) segue na hora para `WAITING_FOR_SIGNATURE`, e o prazo de pagamento ' +
          '(`HOLD_HOURS`) começa a contar. Exige o cadastro completo (dados pessoais, documentos, endereço).',
        security: SECURED,
        params: rentalParams,
        response: {
          200: rentalSchema.describe('A reserva enviada'),
          ...errorResponses(
            [400, 'Corpo malformado (a rota não lê corpo)'],
            401,
            [404, NOT_FOUND],
            413,
            415,
            [429, 'Envios demais desta conta em pouco tempo (RATE_LIMITED, com Retry-After)'],
          ),
          409: apartmentUnavailableResponseSchema,
          ...errorResponses([
            422,
            `${INVALID_RENTAL}, ou cadastro incompleto (PROFILE_INCOMPLETE, com as seções em \`issues\`)`,
          ]),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await enforceRateLimit(limiter, SUBMISSIONS_PER_USER, userId, SUBMISSIONS_REFUSAL);
      try {
        return await rentals.submit(userId, request.params.rentId);
      } catch (error) {
        if (error instanceof ApartmentUnavailableError)
          return sendApartmentUnavailable(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    '/api/rentals/:rentId/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cancela a locação',
        description:
          'Antes de `RENTED` (pagamento aprovado), sempre; uma locação `RENTED`, só pelo direito de ' +
          'desistência (art. 49 do CDC: até 7 dias após a assinatura do contrato e antes do check-in), que ' +
          'também revoga o código de acesso. As noites ficam livres na hora. `details` é obrigatório quando o ' +
          'motivo é `OTHER`. O que já foi pago é devolvido pela política de cancelamento ' +
          '(`cancellation.refundCents`; os pagamentos ficam `REFUND_PENDING` até o provedor confirmar, depois ' +
          '`REFUNDED`) e as cobranças pendentes ou agendadas deixam de valer.',
        security: SECURED,
        params: rentalParams,
        body: cancelRentalRequestSchema,
        response: {
          200: rentalSchema.describe('A locação cancelada'),
          ...errorResponses(
            400,
            401,
            [404, NOT_FOUND],
            [
              409,
              'Fora do direito de desistência, encerrada ou já cancelada (RENTAL_NOT_CANCELLABLE, com o motivo)',
            ],
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const by = { email: user.email, ip: request.ip?.slice(0, 64) ?? null };
      return rentals.cancel(user.id, request.params.rentId, request.body, by);
    },
  );

  app.get(
    '/api/rentals/:rentId/cancellation-preview',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O que cancelar agora devolveria',
        description:
          'Pela política de cancelamento (a mesma regra da página, calculada no pacote de domínio): quanto foi ' +
          'pago, quanto seria devolvido e a frase da política aplicada. Nada muda. Responde 409 com o mesmo ' +
          'motivo que o cancelamento daria.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: cancellationPreviewSchema,
          ...errorResponses(
            401,
            [404, NOT_FOUND],
            [
              409,
              'Fora do direito de desistência, encerrada ou já cancelada (RENTAL_NOT_CANCELLABLE, com o motivo)',
            ],
          ),
        },
      },
    },
    async (request) => rentals.cancellationPreview(currentUser(request).id, request.params.rentId),
  );
};
