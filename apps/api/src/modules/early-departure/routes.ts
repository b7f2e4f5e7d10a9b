import {
  EARLY_DEPARTURE_SHORT_NOTICE_DAYS,
  EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS,
  earlyDepartureQuoteQuerySchema,
  earlyDepartureQuoteResponseSchema,
  earlyDepartureRequestSchema,
  rentalSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { EarlyDepartureService } from './service.ts';

const TAGS = ['Estada'];
const SECURED = [{ bearerAuth: [] }];
const NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const NOT_ALLOWED =
  'A estada não está paga (RENTED), já teve check-out (EARLY_DEPARTURE_NOT_ALLOWED), já teve a saída ' +
  'antecipada (EARLY_DEPARTURE_ALREADY_RECORDED), tem uma prorrogação em aberto, aguardando assinatura ou ' +
  'pagamento (EARLY_DEPARTURE_EXTENSION_OPEN), ou a nova data devolveria parte do que foi pago por uma ' +
  'prorrogação, o que se combina com a equipe (EARLY_DEPARTURE_NEEDS_STAFF)';
const BAD_DATE =
  'Data fora da estada: precisa ser depois de hoje e do check-in e antes da saída prevista ' +
  '(EARLY_DEPARTURE_DATE_INVALID); ou carta de transferência que não é do cliente (TRANSFER_LETTER_NOT_FOUND)';
const RULE =
  `Estadias curtas (até 29 noites): as noites depois da nova data são devolvidas, menos o valor de uma noite ` +
  `quando o aviso vem com menos de ${EARLY_DEPARTURE_SHORT_NOTICE_DAYS} dias. Estadias longas: a multa do ` +
  'contrato (o valor de 30 noites da estadia) reduzida na proporção das noites que faltam (art. 4º da Lei nº ' +
  '8.245/1991), sem multa com a carta de transferência do empregador enviada (POST /api/upload) ao menos ' +
  `${EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS} dias antes da nova data (parágrafo único); as noites depois dela não são cobradas.`;

export const earlyDepartureRoutes: FastifyPluginAsyncZod<{ earlyDepartures: EarlyDepartureService }> = async (
  app,
  { earlyDepartures },
) => {
  app.get(
    '/api/rentals/:rentId/early-departure-quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Quanto custa e quanto volta sair antes (Antecipar saída)',
        description:
          `${RULE} \`transferLetter\`: o nome do arquivo da carta de transferência já enviada; a data do envio ` +
          'conta como a do aviso. Nada é gravado.',
        security: SECURED,
        params: rentalParams,
        querystring: earlyDepartureQuoteQuerySchema,
        response: {
          200: earlyDepartureQuoteResponseSchema,
          ...errorResponses(400, 401, [404, NOT_FOUND], [409, NOT_ALLOWED], [422, BAD_DATE]),
        },
      },
    },
    async (request) => earlyDepartures.quote(currentUser(request).id, request.params.rentId, request.query),
  );

  app.post(
    '/api/rentals/:rentId/early-departure',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Antecipa a saída da estada',
        description:
          `${RULE} Em uma só transação: a data de saída (\`endDate\`) passa a ser \`date\` e as noites depois dela ` +
          'ficam livres; o valor da locação passa a ser o das noites usadas mais a taxa ou multa; as parcelas ' +
          'que ainda não venceram e não são mais devidas são canceladas; o que foi pago além do novo valor é ' +
          'devolvido (REFUND_PENDING, depois REFUNDED). A recepção, a vistoria de saída e a limpeza seguem a ' +
          'nova data; o cliente recebe um e-mail. Uma vez por locação.',
        security: SECURED,
        params: rentalParams,
        body: earlyDepartureRequestSchema,
        response: {
          200: rentalSchema.describe('A locação com a nova data de saída e `earlyDeparture`'),
          ...errorResponses(400, 401, [404, NOT_FOUND], [409, NOT_ALLOWED], 413, 415, [422, BAD_DATE]),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return earlyDepartures.confirm(
        { id: user.id, email: user.email, name: user.name, ip: request.ip?.slice(0, 64) ?? null },
        request.params.rentId,
        request.body,
      );
    },
  );
};
