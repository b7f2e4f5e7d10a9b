import {
  depositAcknowledgementSchema,
  depositSettlementSchema,
  proposeDepositSettlementSchema,
} from '@estadia/domain';
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
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { DepositsService } from './service.ts';

const TAGS = ['Garantias'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND =
  'Locação não encontrada (também quando é de outro usuário), sem caução ou com a caução ainda não paga';
const READ = { area: 'payments', access: 'read' } as const;
const WRITE = { area: 'payments', access: 'write' } as const;

/** The caução's settlement after check-out: the customer's side and staff's. */
export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.get(
    '/api/rentals/:rentId/deposit-settlement',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O acerto da caução',
        description:
          'O que a caução guarda, o rendimento, os descontos propostos (cada um com o item da vistoria de saída ' +
          'e as fotos) e o que volta ao cliente. `DRAFT` até a equipe propor; `PROPOSED` com o prazo de 5 dias ' +
          'para concordar ou contestar; `SETTLED` depois do acerto (o que volta é estornado na hora).',
        security: SECURED,
        params: rentalParams,
        response: { 200: depositSettlementSchema, ...errorResponses(401, [404, NOT_FOUND]) },
      },
    },
    async (request) => deposits.get(currentUser(request).id, request.params.rentId),
  );

  app.post(
    '/api/rentals/:rentId/deposit-settlement/acknowledgement',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Concorda com o acerto da caução ou o contesta',
        description:
          'Uma vez, até 5 dias depois da proposta. Sem resposta no prazo, o acerto se conclui sozinho; ' +
          'contestado, a equipe analisa os comentários e conclui o acerto.',
        security: SECURED,
        params: rentalParams,
        body: depositAcknowledgementSchema,
        response: {
          200: depositSettlementSchema,
          ...errorResponses(
            400,
            401,
            [404, NOT_FOUND],
            [409, 'Sem proposta, já respondida ou fora do prazo (DEPOSIT_SETTLEMENT_NOT_AWAITING_ANSWER)'],
          ),
        },
      },
    },
    async (request) => deposits.acknowledge(currentUser(request).id, request.params.rentId, request.body),
  );

  app.get(
    '/api/admin/rentals/:rentId/deposit-settlement',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'O acerto da caução de uma locação',
        description: `O mesmo que o cliente vê. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: { 200: depositSettlementSchema, ...errorResponses([404, NOT_FOUND]), ...staffErrors(READ) },
      },
    },
    async (request) => deposits.getForStaff(request.params.rentId),
  );

  app.post(
    '/api/admin/rentals/:rentId/deposit-settlement',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'Propõe o acerto da caução',
        description:
          'Depois da saída: cada desconto ligado a um item que a vistoria de saída achou pior do que a de ' +
          'entrada (`inspectionItemIndex`, as fotos do item vão junto) ou, sem item, a um valor devido. A soma ' +
          'não passa do que a caução guarda (422 DEDUCTIONS_EXCEED_DEPOSIT). O cliente tem 5 dias para ' +
          `concordar ou contestar; uma proposta contestada pode ser refeita. ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        body: proposeDepositSettlementSchema,
        response: {
          200: depositSettlementSchema,
          ...errorResponses(
            400,
            [404, NOT_FOUND],
            [
              409,
              'Antes da saída (STAY_NOT_FINISHED), sem caução guardada (DEPOSIT_NOT_HELD) ou com proposta ' +
                'aguardando ou acertada (DEPOSIT_SETTLEMENT_ALREADY_PROPOSED)',
            ],
            [
              422,
              'Descontos acima da caução (DEDUCTIONS_EXCEED_DEPOSIT) ou ligados a um item que não piorou ' +
                '(DEDUCTION_NOT_IN_INSPECTION)',
            ],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => deposits.propose(request.params.rentId, request.body, staffActor(request)),
  );

  app.post(
    '/api/admin/rentals/:rentId/deposit-settlement/settle',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'Conclui o acerto da caução',
        description:
          'Os descontos ficam retidos e o resto volta ao cliente na hora (estorno `REFUND_PENDING`, depois ' +
          `\`REFUNDED\`); cada linha aparece no extrato. ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: depositSettlementSchema,
          ...errorResponses(
            [404, NOT_FOUND],
            [409, 'Sem proposta ou já acertada (DEPOSIT_SETTLEMENT_NOT_SETTLEABLE)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => deposits.settle(request.params.rentId, staffActor(request)),
  );
};
