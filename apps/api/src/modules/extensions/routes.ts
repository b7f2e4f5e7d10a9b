import {
  createPaymentRequestSchema,
  extensionListSchema,
  extensionQuoteSchema,
  extensionRequestSchema,
  extensionSchema,
  idSchema,
  paymentSchema,
  signExtensionRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/binary-response.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { ADMIN_TAGS, permissionNote, STAFF_SECURITY, staffErrors, staffOnly } from '../admin/staff-access.ts';
import { currentUser } from '../auth/authenticate.ts';
import { idempotencyKeyRequired } from '../payments/payment-errors.ts';
import {
  PAYMENT_CREATIONS_429,
  PAYMENT_CREATIONS_PER_USER,
  PAYMENT_CREATIONS_REFUSAL,
} from '../payments/payment-rate-limits.ts';
import type { PaymentsService } from '../payments/service.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import { apartmentUnavailableResponseSchema } from '../rentals/unavailable-response.ts';
import type { ExtensionsService } from './service.ts';

const TAGS = ['Estada'];
const SECURED = [{ bearerAuth: [] }];
const RENTAL_NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const EXTENSION_NOT_FOUND =
  'Prorrogação não encontrada (também quando é de outro usuário, ou quando o fiador da locação não assina o seu ' +
  'termo aditivo)';
const FIADOR_READS =
  'Responde também ao fiador da locação, pela conta dele, quando ele assina o termo aditivo (uma fiança cujo ' +
  'fiador assinou o contrato): sem os pagamentos (`payments` vazio) nem nada mais do cliente.';
const NOT_EXTENDABLE =
  'Noite acrescentada já reservada (APARTMENT_UNAVAILABLE: nada muda), estadia que não está `RENTED` ou já no ' +
  'dia da saída (STAY_NOT_EXTENDABLE)';
const INVALID_END =
  'Nova saída que não é depois da atual (EXTENSION_END_NOT_AFTER) ou estadia de mais de 730 noites (EXTENSION_TOO_LONG)';
const STAFF_READ = { area: 'rentals', access: 'read' } as const;

export const extensionParams = z.object({ extensionId: idSchema });

const idempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .max(255, { error: 'A Idempotency-Key deve ter no máximo 255 caracteres' })
      .optional()
      .describe('Obrigatório: a mesma chave com o mesmo corpo devolve o mesmo pagamento'),
  })
  .loose();

export const extensionsRoutes: FastifyPluginAsyncZod<{
  extensions: ExtensionsService;
  payments: PaymentsService;
  limiter: RateLimiter;
}> = async (app, { extensions, payments, limiter }) => {
  app.post(
    '/api/rentals/:rentId/extension-quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Quanto custa prorrogar a estadia até uma nova data de saída',
        description:
          'A estadia inteira recalculada pela regra de preços (uma estadia curta que passa de 29 noites vira ' +
          'longa); o valor já contratado é o mínimo (linha `AGREED_VALUE` quando a regra dá menos). ' +
          '`differenceCents` é o que falta pagar. Só para estadias `RENTED` antes do dia da saída. Nada é reservado.',
        security: SECURED,
        params: rentalParams,
        body: extensionRequestSchema,
        response: {
          200: extensionQuoteSchema,
          ...errorResponses(400, 401, [404, RENTAL_NOT_FOUND], 413, 415, [422, INVALID_END]),
          409: apartmentUnavailableResponseSchema.describe(NOT_EXTENDABLE),
        },
      },
    },
    async (request) => extensions.quote(currentUser(request).id, request.params.rentId, request.body.end),
  );

  app.post(
    '/api/rentals/:rentId/extensions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Pede a prorrogação: as noites acrescentadas ficam reservadas na hora',
        description:
          'Cria a prorrogação `WAITING_FOR_SIGNATURE`, reservando as noites acrescentadas pela mesma regra de ' +
          'exclusão das reservas. Depois: assinar o termo aditivo (`GET /api/extensions/:id/addendum`, ' +
          '`POST …/signature`) e pagar a diferença (`POST /api/extensions/:id/payments`). Paga, a saída da ' +
          'estadia muda; sem pagamento em `HOLD_HOURS`, as noites são liberadas. Uma prorrogação em aberto por vez.',
        security: SECURED,
        params: rentalParams,
        body: extensionRequestSchema,
        response: {
          201: extensionSchema,
          ...errorResponses(400, 401, [404, RENTAL_NOT_FOUND], 413, 415, [422, INVALID_END]),
          409: apartmentUnavailableResponseSchema.describe(
            `${NOT_EXTENDABLE}, ou já há uma prorrogação em aberto (EXTENSION_ALREADY_OPEN)`,
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await extensions.create(
        currentUser(request).id,
        request.params.rentId,
        request.body.end,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/rentals/:rentId/extensions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'As prorrogações da estadia, com os seus pagamentos',
        description:
          'Das mais novas às mais antigas, cada uma com quem assina o termo aditivo (`signerRoles`) e quem já ' +
          'assinou (`signatures`). Ao fiador da locação, só as prorrogações cujo termo aditivo ele assina, sem os ' +
          'pagamentos.',
        security: SECURED,
        params: rentalParams,
        response: { 200: extensionListSchema, ...errorResponses(401, [404, RENTAL_NOT_FOUND]) },
      },
    },
    async (request) => extensions.list(currentUser(request).id, request.params.rentId),
  );

  app.get(
    '/api/extensions/:extensionId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Uma prorrogação',
        description: FIADOR_READS,
        security: SECURED,
        params: extensionParams,
        response: { 200: extensionSchema, ...errorResponses(401, [404, EXTENSION_NOT_FOUND]) },
      },
    },
    async (request) => extensions.get(currentUser(request).id, request.params.extensionId),
  );

  app.get(
    '/api/extensions/:extensionId/addendum',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O termo aditivo da prorrogação, em PDF',
        description:
          'As partes, o contrato original, a saída anterior e a nova, o novo valor e a diferença; numa fiança cujo ' +
          'fiador assinou o contrato, o fiador também é parte e anui à prorrogação (a fiança passa a cobrir as ' +
          'noites acrescentadas). Os mesmos dados geram sempre os mesmos bytes; depois da primeira assinatura, são ' +
          `os bytes assinados, que as demais partes assinam. ${FIADOR_READS}`,
        security: SECURED,
        params: extensionParams,
        response: {
          200: binaryResponse('application/pdf', 'O termo aditivo (application/pdf)'),
          ...errorResponses(401, [404, EXTENSION_NOT_FOUND]),
        },
      },
    },
    async (request, reply) => {
      const file = await extensions.addendum(currentUser(request).id, request.params.extensionId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.get(
    '/api/extensions/:extensionId/addendum/signed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A via assinada do termo aditivo, em PDF',
        description:
          'O termo aditivo como foi assinado, seguido do manifesto de assinatura eletrônica, que lista cada parte ' +
          `que assinou até agora (a via da última assinatura). ${FIADOR_READS}`,
        security: SECURED,
        params: extensionParams,
        response: {
          200: binaryResponse('application/pdf', 'A via assinada (application/pdf)'),
          ...errorResponses(401, [404, `${EXTENSION_NOT_FOUND}, ou ainda não assinada`]),
        },
      },
    },
    async (request, reply) => {
      const file = await extensions.signedAddendum(currentUser(request).id, request.params.extensionId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.post(
    '/api/extensions/:extensionId/signature',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Assina o termo aditivo (assinatura eletrônica simples)',
        description:
          'Como a assinatura do contrato: registra quando, de onde, o navegador e o SHA-256 do PDF exibido, e ' +
          'guarda a via assinada, com o manifesto de cada parte que assinou até agora. Assinam o cliente e, numa ' +
          'fiança cujo fiador assinou o contrato, o fiador, pela conta dele, em qualquer ordem (`signerRoles`): a ' +
          'primeira assinatura fixa os bytes. Antes da última, a prorrogação continua `WAITING_FOR_SIGNATURE` e a ' +
          'parte que falta recebe um e-mail; com a última, passa a `WAITING_FOR_PAYMENT` (ou a `PAID` na hora, ' +
          'quando não há diferença a pagar ou a diferença é cobrada mês a mês). Responde a prorrogação como quem ' +
          'assinou a vê (ao fiador, sem os pagamentos).',
        security: SECURED,
        params: extensionParams,
        body: signExtensionRequestSchema,
        response: {
          200: extensionSchema,
          ...errorResponses(
            [400, 'Sem `accept: true` ou sem o `sha256` do termo exibido (VALIDATION_ERROR)'],
            401,
            [404, EXTENSION_NOT_FOUND],
            [
              409,
              'O termo mudou desde que foi exibido (CONTRACT_CHANGED: nada foi assinado), esta parte já assinou ' +
                '(ADDENDUM_ALREADY_SIGNED: nada muda) ou não aguarda assinatura (EXTENSION_NOT_AWAITING_SIGNATURE)',
            ],
            413,
            415,
          ),
        },
      },
    },
    async (request) =>
      extensions.sign(currentUser(request).id, request.params.extensionId, {
        sha256: request.body.sha256,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/api/extensions/:extensionId/payments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Paga a diferença da prorrogação (Pix, boleto à vista ou cartão)',
        description:
          'Como `POST /api/rentals/:rentId/payments`: exige `Idempotency-Key`, e um novo pedido substitui a ' +
          'cobrança ainda pendente da prorrogação. Uma só cobrança, do valor da diferença. A confirmação vem ' +
          'pelo webhook do provedor; paga, a saída da estadia muda.',
        security: SECURED,
        params: extensionParams,
        headers: idempotencyHeaders,
        body: createPaymentRequestSchema,
        response: {
          201: paymentSchema,
          ...errorResponses(
            [400, 'Dados inválidos (VALIDATION_ERROR) ou sem Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED)'],
            401,
            [404, EXTENSION_NOT_FOUND],
            [
              409,
              'Termo aditivo não assinado, prorrogação já paga ou expirada (EXTENSION_NOT_AWAITING_PAYMENT)',
            ],
            413,
            415,
            [
              422,
              'Chave já usada com outro corpo (IDEMPOTENCY_KEY_REUSED) ou boleto mensal (PAYMENT_TYPE_NOT_ALLOWED)',
            ],
            [429, PAYMENT_CREATIONS_429],
            [502, 'O provedor não respondeu (PAYMENT_PROVIDER_UNAVAILABLE): repita com a mesma chave'],
          ),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']?.trim();
      if (!key) throw idempotencyKeyRequired();
      await enforceRateLimit(
        limiter,
        PAYMENT_CREATIONS_PER_USER,
        currentUser(request).id,
        PAYMENT_CREATIONS_REFUSAL,
      );
      const created = await payments.createForExtension(
        currentUser(request).id,
        request.params.extensionId,
        key,
        request.body,
      );
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(created.payment);
    },
  );

  app.get(
    '/api/admin/rentals/:rentId/extensions',
    {
      onRequest: staffOnly(app, STAFF_READ),
      schema: {
        tags: ADMIN_TAGS.rentals,
        summary: 'As prorrogações de uma locação, com os seus pagamentos',
        description: `Status, nova saída, diferença e pagamentos de cada prorrogação. ${permissionNote(STAFF_READ)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: extensionListSchema,
          ...errorResponses([404, 'Locação não encontrada']),
          ...staffErrors(STAFF_READ),
        },
      },
    },
    async (request) => extensions.listForStaff(request.params.rentId),
  );

  app.get(
    '/api/admin/extensions/:extensionId/addendum/signed',
    {
      onRequest: staffOnly(app, STAFF_READ),
      schema: {
        tags: ADMIN_TAGS.rentals,
        summary: 'A via assinada do termo aditivo de uma prorrogação',
        description:
          'O termo aditivo como as partes o assinaram até agora, seguido do manifesto de assinatura eletrônica. ' +
          permissionNote(STAFF_READ),
        security: STAFF_SECURITY,
        params: extensionParams,
        response: {
          200: binaryResponse('application/pdf', 'A via assinada (application/pdf)'),
          ...errorResponses([404, 'Prorrogação inexistente ou termo aditivo ainda não assinado']),
          ...staffErrors(STAFF_READ),
        },
      },
    },
    async (request, reply) => {
      const file = await extensions.signedAddendumForStaff(request.params.extensionId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );
};
