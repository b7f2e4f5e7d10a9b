import { cancelRentalRequestSchema, rentalSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requirePermissions } from '../auth/authenticate.ts';
import type { RentalApprovalService } from '../rentals/approval-service.ts';
import { rentalParams } from '../rentals/rental-params.ts';

const TAGS = ['Administração'];
const SECURED = [{ bearerAuth: [] }];
const FORBIDDEN = 'O usuário não tem a permissão do módulo DASH (MISSING_PERMISSIONS)';
const NOT_AWAITING = 'A locação não está aguardando aprovação (RENTAL_NOT_AWAITING_APPROVAL)';

/** The provider's side: decisions a customer cannot take. Every route needs the DASH permission. */
export const adminRoutes: FastifyPluginAsyncZod<{ approvals: RentalApprovalService }> = async (
  app,
  { approvals },
) => {
  const dashOnly = [app.authenticate, requirePermissions([{ module: 'DASH' }])];

  app.post(
    '/api/admin/rentals/:rentId/approve',
    {
      onRequest: dashOnly,
      schema: {
        tags: TAGS,
        summary: 'Aprova uma locação enviada',
        description:
          'De `WAITING_APPROVAL` para `WAITING_FOR_SIGNATURE`; o prazo de pagamento (`HOLD_HOURS`) começa a ' +
          'contar. Usado quando a aprovação automática (`AUTO_APPROVE`) está desligada.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: rentalSchema.describe('A locação aprovada'),
          ...errorResponses(
            [400, 'Corpo malformado (a rota não lê corpo)'],
            401,
            [403, FORBIDDEN],
            [404, 'Locação não encontrada'],
            [409, NOT_AWAITING],
            413,
            415,
          ),
        },
      },
    },
    async (request) => approvals.approve(request.params.rentId),
  );

  app.post(
    '/api/admin/rentals/:rentId/reject',
    {
      onRequest: dashOnly,
      schema: {
        tags: TAGS,
        summary: 'Recusa uma locação enviada',
        description:
          'De `WAITING_APPROVAL` para `CANCELLED`, com o motivo que o cliente verá; as noites ficam livres. ' +
          '`details` é obrigatório quando o motivo é `OTHER`.',
        security: SECURED,
        params: rentalParams,
        body: cancelRentalRequestSchema,
        response: {
          200: rentalSchema.describe('A locação recusada'),
          ...errorResponses(
            400,
            401,
            [403, FORBIDDEN],
            [404, 'Locação não encontrada'],
            [409, NOT_AWAITING],
            413,
            415,
          ),
        },
      },
    },
    async (request) => approvals.reject(request.params.rentId, request.body),
  );
};
