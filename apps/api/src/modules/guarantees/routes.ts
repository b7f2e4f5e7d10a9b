import { chooseGuaranteeRequestSchema, rentalSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { GuaranteesService } from './service.ts';

const TAGS = ['Garantias'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';

/**
 * Each analysis is a credit query at the guarantee provider, on the customer's record: a few per lease
 * (a profile corrected after a refusal), never a loop.
 */
export const ANALYSES_PER_RENTAL: RateLimitRule = {
  name: 'guarantee-analysis',
  max: 5,
  windowMs: 60 * 60_000,
};

export const guaranteesRoutes: FastifyPluginAsyncZod<{
  guarantees: GuaranteesService;
  limiter: RateLimiter;
}> = async (app, { guarantees, limiter }) => {
  app.post(
    '/api/rentals/:rentId/guarantee/analysis',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Pede a análise da garantia CredPago',
        description:
          'A garantidora analisa o perfil do cliente (nome, CPF, nascimento, endereço) para o aluguel desta ' +
          'locação: a garantia fica `ACTIVE` (com a referência e a taxa da garantidora) ou `REFUSED` (com o ' +
          'motivo; o cliente pode então escolher outra garantia). Só antes da aprovação da locação; com a ' +
          'aprovação automática, a locação que esperava só pela garantia é aprovada na hora. Até 5 por hora ' +
          'por locação.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: rentalSchema.describe('A locação, com `guarantee` analisada'),
          ...errorResponses(
            401,
            [404, NOT_FOUND],
            [
              409,
              'A garantia não é CredPago ou a locação já passou da aprovação (GUARANTEE_NOT_ANALYSABLE), ou ' +
                'a garantia já está aprovada (GUARANTEE_ALREADY_ACTIVE)',
            ],
            429,
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(limiter, ANALYSES_PER_RENTAL, `${user.id}:${request.params.rentId}`);
      return guarantees.analyse(user.id, request.params.rentId);
    },
  );

  app.put(
    '/api/rentals/:rentId/guarantee',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Escolhe outra garantia (ou nenhuma)',
        description:
          'Uma locação tem uma só garantia (Lei 8.245/1991, art. 37). Antes da aprovação, e enquanto a ' +
          'garantia atual não está aprovada (por exemplo, depois de uma análise recusada), o cliente pode ' +
          'trocá-la; `null` tira a garantia (uma locação de mais de 90 dias sem garantia é paga mês a mês).',
        security: SECURED,
        params: rentalParams,
        body: chooseGuaranteeRequestSchema,
        response: {
          200: rentalSchema.describe('A locação, com a nova garantia'),
          ...errorResponses(
            400,
            401,
            [404, NOT_FOUND],
            [
              409,
              'A locação já foi aprovada (RENTAL_NOT_EDITABLE) ou a garantia atual já está aprovada ' +
                '(GUARANTEE_ALREADY_ACTIVE)',
            ],
          ),
        },
      },
    },
    async (request) => guarantees.choose(currentUser(request).id, request.params.rentId, request.body),
  );
};
