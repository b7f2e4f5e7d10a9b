import {
  depositSettlementSchema,
  guaranteeQueueSchema,
  putSavingsRateSchema,
  recordYieldTransferSchema,
  savingsRateParamsSchema,
  savingsRateSchema,
  savingsRatesResponseSchema,
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
import { rentalParams } from '../rentals/rental-params.ts';
import type { DepositsService } from './service.ts';

const READ = { area: 'payments', access: 'read' } as const;
const WRITE = { area: 'payments', access: 'write' } as const;

/**
 * The guarantees for staff beyond one rental: the queue, the official poupança rates, and the transfer of a
 * caução's yield paid out.
 */
export const savingsRatesRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.get(
    '/api/admin/guarantees/queue',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'A fila das garantias',
        description:
          'O que espera pela equipe nas garantias das locações: cada caução guardada de uma estada que terminou ' +
          '(a acertar, contestada, aceita para concluir, ou aguardando o cliente, com o prazo dele), cada ' +
          'rendimento a transferir, e os meses sem taxa oficial da poupança. Primeiro o que precisa da equipe, ' +
          `cada grupo do mais antigo ao mais recente. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        response: { 200: guaranteeQueueSchema, ...errorResponses(), ...staffErrors(READ) },
      },
    },
    async () => deposits.queue(),
  );

  app.get(
    '/api/admin/savings-rates',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'As taxas mensais da poupança',
        description:
          'As taxas oficiais de cada mês (as do Banco Central ou as informadas pela equipe) com que o rendimento ' +
          'das cauções é creditado (Lei 8.245/1991, art. 38 § 2), a mais recente primeiro, e os meses de que uma ' +
          `caução guardada precisa e que ainda não têm taxa (\`missingMonths\`). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        response: { 200: savingsRatesResponseSchema, ...errorResponses(), ...staffErrors(READ) },
      },
    },
    async () => deposits.savingsRates(),
  );

  app.put(
    '/api/admin/savings-rates/:month',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'Informa a taxa mensal da poupança',
        description:
          'Quando a fonte oficial não pode ser consultada: a taxa do mês em % (até 4 casas, `0.6745`). Uma taxa ' +
          'informada pela equipe não é substituída pela do Banco Central; o rendimento que esperava por ela é ' +
          `creditado na próxima rodada. Registrado na auditoria (\`savings_rate.save\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: savingsRateParamsSchema,
        body: putSavingsRateSchema,
        response: { 200: savingsRateSchema, ...errorResponses(400), ...staffErrors(WRITE) },
      },
    },
    async (request) => deposits.saveSavingsRate(request.params.month, request.body, staffActor(request)),
  );

  app.post(
    '/api/admin/rentals/:rentId/deposit-settlement/yield-transfer',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'Registra a transferência do rendimento da caução',
        description:
          'O provedor devolve no máximo o que o pagamento da caução trouxe: o rendimento além disso é ' +
          'transferido ao cliente pela equipe (um Pix, por exemplo), que registra aqui como foi (`note`). ' +
          `Registrado na auditoria (\`deposit.yield_transfer\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        body: recordYieldTransferSchema,
        response: {
          200: depositSettlementSchema,
          ...errorResponses(
            400,
            [404, 'Locação não encontrada ou sem caução'],
            [409, 'Nenhum rendimento aguardando transferência (YIELD_TRANSFER_NOT_PENDING)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => deposits.recordYieldTransfer(request.params.rentId, request.body, staffActor(request)),
  );
};
