import { rentalSchema, signContractRequestSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryResponse } from '../../http/binary-response.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { ContractsService } from './service.ts';

const TAGS = ['Locações'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';

export const contractsRoutes: FastifyPluginAsyncZod<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  app.get(
    '/api/rentals/:rentId/contract',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O contrato da locação, em PDF',
        description:
          'Preenchido com os dados da locação, do cliente e do apartamento: "Contrato de locação por ' +
          'temporada" (estadia curta) ou "Contrato de locação residencial" (estadia longa), com a política ' +
          'de cancelamento e o regulamento interno como cláusulas. Os mesmos dados geram sempre os mesmos ' +
          'bytes: o SHA-256 assinado pode ser conferido depois. Existe a partir de `WAITING_FOR_SIGNATURE` ' +
          '(também para locações aprovadas e depois canceladas). O fiador que respondeu ao convite também o lê; ' +
          'aprovado, o fiador (e o cônjuge que consente) é qualificado na cláusula da garantia.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: binaryResponse('application/pdf', 'O contrato (application/pdf)'),
          ...errorResponses(
            401,
            [404, NOT_FOUND],
            [409, 'A reserva ainda não foi aprovada, ou foi cancelada antes disso (CONTRACT_NOT_READY)'],
          ),
        },
      },
    },
    async (request, reply) => {
      const file = await contracts.contract(currentUser(request).id, request.params.rentId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.post(
    '/api/rentals/:rentId/contract/signature',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Assina o contrato (assinatura eletrônica simples)',
        description:
          'Registra a data e a hora, o IP, o navegador, o e-mail e o SHA-256 do PDF do contrato aceito, e ' +
          'guarda a via assinada (o contrato seguido do manifesto de assinatura). A locação passa de ' +
          '`WAITING_FOR_SIGNATURE` a `WAITING_FOR_PAYMENT` (ou a `RENTED`, numa locação longa pós-paga sem ' +
          'caução). Numa fiança, o cliente e o fiador aprovado assinam cada um da própria conta os mesmos bytes ' +
          '(o primeiro a assinar fixa o documento): a locação segue só com a última assinatura, a outra parte é ' +
          'avisada por e-mail e `contract.signatures` lista quem já assinou.',
        security: SECURED,
        params: rentalParams,
        body: signContractRequestSchema,
        response: {
          200: rentalSchema.describe('A locação, aguardando pagamento (ou a assinatura da outra parte)'),
          ...errorResponses(
            [400, 'Sem `accept: true` ou sem o `sha256` do contrato exibido (VALIDATION_ERROR)'],
            401,
            [404, NOT_FOUND],
            [
              409,
              'O contrato já foi assinado (CONTRACT_ALREADY_SIGNED), a locação não está aguardando ' +
                'assinatura (RENTAL_NOT_AWAITING_SIGNATURE) ou o contrato mudou desde que foi exibido ' +
                '(CONTRACT_CHANGED: nada foi assinado; baixe-o de novo)',
            ],
            413,
            415,
          ),
        },
      },
    },
    async (request) =>
      contracts.sign(currentUser(request).id, request.params.rentId, {
        sha256: request.body.sha256,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/api/rentals/:rentId/contract/signed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A via assinada do contrato, em PDF',
        description:
          'O contrato exatamente como foi assinado, seguido do manifesto de assinatura eletrônica ' +
          '(acrescentado como atualização incremental: os primeiros bytes são o documento assinado), que lista ' +
          'cada parte que assinou: o cliente e, numa fiança, o fiador, que também a baixa. Idêntica byte a byte ' +
          'em todo download depois da última assinatura.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: binaryResponse('application/pdf', 'A via assinada (application/pdf)'),
          ...errorResponses(401, [404, `${NOT_FOUND}, ou contrato ainda não assinado (CONTRACT_NOT_SIGNED)`]),
        },
      },
    },
    async (request, reply) => {
      const file = await contracts.signedCopy(currentUser(request).id, request.params.rentId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.get(
    '/api/rentals/:rentId/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A estadia como evento de calendário (iCalendar)',
        description:
          'Um evento do check-in (14:00) ao check-out (12:00), no horário de Brasília, com o endereço. Só ' +
          'depois do pagamento aprovado (`RENTED`, `DEFAULTER` ou `FINISHED`). Não inclui o código de acesso.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: binaryResponse('text/calendar', 'O arquivo .ics (text/calendar)'),
          ...errorResponses(401, [404, `${NOT_FOUND}, ou pagamento ainda não aprovado (STAY_NOT_CONFIRMED)`]),
        },
      },
    },
    async (request, reply) => {
      const file = await contracts.calendar(currentUser(request).id, request.params.rentId);
      return reply
        .headers({
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'no-store',
        })
        .send(Buffer.from(file.text, 'utf8'));
    },
  );
};
