import { rentalAccessSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { DoorAccessService } from './door-access-service.ts';

/**
 * A guest who fears the code leaked changes it at once, and maybe again; more than that in an hour
 * only floods the lock's memory and the audit log (each code is a write at the vendor).
 */
export const ROTATIONS_PER_RENTAL: RateLimitRule = { name: 'door-rotate', max: 5, windowMs: 60 * 60_000 };

export const doorAccessRoutes: FastifyPluginAsyncZod<{
  door: DoorAccessService;
  limiter: RateLimiter;
}> = async (app, { door, limiter }) => {
  app.post(
    '/api/rentals/:rentId/access-code/rotate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Estada'],
        summary: 'Gera um novo código de acesso à porta',
        description:
          'O código atual deixa de abrir a porta na hora (revogado na fechadura do prédio) e um novo, com a mesma ' +
          'validade (do check-in às 14:00 ao check-out às 12:00, horário de Brasília), passa a valer. Até 5 vezes ' +
          'por hora por locação.',
        security: [{ bearerAuth: [] }],
        params: rentalParams,
        response: {
          200: rentalAccessSchema.describe('O novo `access` da locação'),
          ...errorResponses(
            401,
            [404, 'Locação não encontrada (também quando é de outro usuário)'],
            [409, 'A locação não está paga e em andamento (RENTED, sem check-out): DOOR_ACCESS_UNAVAILABLE'],
            429,
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(limiter, ROTATIONS_PER_RENTAL, `${user.id}:${request.params.rentId}`);
      return door.rotate(user, request.ip?.slice(0, 64) ?? null, request.params.rentId);
    },
  );
};
