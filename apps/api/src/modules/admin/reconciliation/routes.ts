import {
  reconciliationItemSchema,
  reconciliationListQuerySchema,
  reconciliationListResponseSchema,
  reconciliationParamsSchema,
  settleReconciliationRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../http/error-responses.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import type { ReconciliationService } from './service.ts';

// The money staff look after lives in the payments area (the FINANCE role's), as the ledger does.
const READ = { area: 'payments', access: 'read' } as const;
const WRITE = { area: 'payments', access: 'write' } as const;
const TAGS = ADMIN_TAGS.payments;

export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService }> = async (
  app,
  { reconciliation },
) => {
  app.get(
    '/api/admin/reconciliation',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Conciliação: dinheiro recebido que não foi simplesmente creditado',
        description:
          'Cada valor recebido que não foi simplesmente creditado — pagamento em dobro, código substituído, valor ' +
          'diferente do cobrado, pagamento depois do cancelamento, contestação no cartão (`CHARGEBACK`), estorno ' +
          'feito no painel do provedor (`PANEL_REFUND`) — e cada estorno recusado pelo provedor, com o ' +
          'que aconteceu com ele (`outcome`): `CREDITED` (creditado no lugar do que substituiu), `REFUND_PENDING`, ' +
          '`REFUNDED`, `REFUND_REFUSED` (precisa de uma pessoa), `CHARGED_BACK` (o cliente deve o valor de novo; ' +
          'precisa de uma pessoa) ou `SETTLED` (resolvido pela equipe, com ' +
          `\`resolution\`). Dos mais recentes para os mais antigos. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: reconciliationListQuerySchema,
        response: {
          200: reconciliationListResponseSchema.describe('Uma página dos casos e o total'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => reconciliation.list(request.query),
  );

  app.post(
    '/api/admin/reconciliation/:caseId/settle',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Marca como resolvido um estorno recusado pelo provedor',
        description:
          'Quando o provedor recusa um estorno de vez, a equipe devolve o dinheiro por outro meio (uma ' +
          'transferência, por exemplo) e registra aqui como foi (`note`): o caso fica `SETTLED` e o pagamento, ' +
          'estornado. Uma contestação (chargeback) é resolvida quando o valor é recuperado (disputa ganha ou pago ' +
          'de novo por fora): o diário registra o recebimento e a locação inadimplente volta a `RENTED`. ' +
          `Registrado na auditoria (\`reconciliation.settle\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: reconciliationParamsSchema,
        body: settleReconciliationRequestSchema,
        response: {
          200: reconciliationItemSchema.describe('O caso, resolvido'),
          ...errorResponses(
            400,
            [404, 'Caso não encontrado'],
            [
              409,
              'O caso não é um estorno recusado nem uma contestação em aberto (RECONCILIATION_NOT_SETTLEABLE)',
            ],
            413,
            415,
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => reconciliation.settle(request.params.caseId, request.body, staffActor(request)),
  );
};
