import {
  createPaymentRequestSchema,
  idSchema,
  paymentListResponseSchema,
  paymentOptionsSchema,
  paymentSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/binary-response.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import { documentNumber } from './payment-documents.ts';
import { idempotencyKeyRequired } from './payment-errors.ts';
import {
  PAYMENT_CREATIONS_429,
  PAYMENT_CREATIONS_PER_USER,
  PAYMENT_CREATIONS_REFUSAL,
} from './payment-rate-limits.ts';
import type { PaymentsService } from './service.ts';

const TAGS = ['Pagamentos'];
const SECURED = [{ bearerAuth: [] }];
const RENTAL_NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const PAYMENT_NOT_FOUND = 'Pagamento não encontrado (também quando é de outro usuário)';

export const paymentParams = z.object({ paymentId: idSchema });

const idempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .max(255, { error: 'A Idempotency-Key deve ter no máximo 255 caracteres' })
      .optional()
      .describe('Obrigatório: a mesma chave com o mesmo corpo devolve o mesmo pagamento'),
  })
  .loose();

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  limiter: RateLimiter;
}> = async (app, { payments, limiter }) => {
  app.get(
    '/api/rentals/:rentId/payment-options',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Como esta locação pode ser paga',
        description:
          'O valor, as formas de pagamento (boleto mensal só em estadias longas), as parcelas do cartão com a ' +
          'regra de juros do provedor, os boletos que o boleto mensal geraria e a validade do Pix.',
        security: SECURED,
        params: rentalParams,
        response: { 200: paymentOptionsSchema, ...errorResponses(401, [404, RENTAL_NOT_FOUND]) },
      },
    },
    async (request) => payments.options(currentUser(request).id, request.params.rentId),
  );

  app.post(
    '/api/rentals/:rentId/payments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cria o pagamento da locação (Pix, boleto ou cartão)',
        description:
          'Exige o cabeçalho `Idempotency-Key`: a mesma chave com o mesmo corpo devolve o mesmo pagamento ' +
          '(com `Idempotent-Replayed: true`), e duas requisições simultâneas com a mesma chave criam um só. ' +
          'Um novo pedido substitui as cobranças ainda pendentes (um Pix novo expira o anterior). ' +
          '`BANK_SLIP_MONTHLY` cria um boleto por período de 30 noites e responde o primeiro, vencendo hoje; ' +
          'os outros estão em `GET …/payments`. Do cartão só a bandeira, os 4 últimos dígitos e as parcelas ' +
          'são guardados. A confirmação vem sempre pelo webhook do provedor.',
        security: SECURED,
        params: rentalParams,
        headers: idempotencyHeaders,
        body: createPaymentRequestSchema,
        response: {
          201: paymentSchema.describe('O pagamento (o primeiro boleto, no boleto mensal)'),
          ...errorResponses(
            [
              400,
              'Dados inválidos (VALIDATION_ERROR, por campo) ou sem Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED)',
            ],
            401,
            [404, RENTAL_NOT_FOUND],
            [
              409,
              'Contrato ainda não assinado (CONTRACT_NOT_SIGNED) ou locação que não aguarda pagamento ' +
                '(RENTAL_NOT_AWAITING_PAYMENT)',
            ],
            413,
            415,
            [
              422,
              'Chave já usada com outro corpo (IDEMPOTENCY_KEY_REUSED; nada é criado), boleto mensal em estadia ' +
                'curta (PAYMENT_TYPE_NOT_ALLOWED) ou parcelas indisponíveis para o valor (INSTALLMENTS_UNAVAILABLE)',
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
      const created = await payments.create(
        currentUser(request).id,
        request.params.rentId,
        key,
        request.body,
      );
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(created.payment);
    },
  );

  app.get(
    '/api/rentals/:rentId/payments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Os pagamentos da locação',
        description:
          'Todos, inclusive os expirados, recusados e estornados, dos mais antigos aos mais novos.',
        security: SECURED,
        params: rentalParams,
        response: { 200: paymentListResponseSchema, ...errorResponses(401, [404, RENTAL_NOT_FOUND]) },
      },
    },
    async (request) => payments.list(currentUser(request).id, request.params.rentId),
  );

  app.get(
    '/api/payments/:paymentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Um pagamento',
        security: SECURED,
        params: paymentParams,
        response: { 200: paymentSchema, ...errorResponses(401, [404, PAYMENT_NOT_FOUND]) },
      },
    },
    async (request) => payments.get(currentUser(request).id, request.params.paymentId),
  );

  app.get(
    '/api/payments/:paymentId/bank-slip.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O PDF do boleto',
        description:
          'Recibo do pagador e ficha de compensação, com a linha digitável e o código de barras ITF que um ' +
          'leitor lê. Sempre os mesmos bytes para o mesmo boleto. Só para o dono; 404 se não for um boleto; ' +
          '409 se o boleto não puder mais ser pago (já pago, substituído, expirado ou cancelado).',
        security: SECURED,
        params: paymentParams,
        response: {
          200: binaryResponse('application/pdf', 'O boleto em PDF'),
          ...errorResponses(
            401,
            [404, PAYMENT_NOT_FOUND],
            [409, 'Boleto já pago, substituído, expirado ou cancelado (BANK_SLIP_NOT_PAYABLE)'],
          ),
        },
      },
    },
    async (request, reply) => {
      const pdf = await payments.boletoPdf(currentUser(request).id, request.params.paymentId);
      return sendPdf(reply, pdf, `boleto-${documentNumber(request.params.paymentId)}.pdf`);
    },
  );

  app.get(
    '/api/payments/:paymentId/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O recibo de um pagamento aprovado',
        description:
          'Recibo em PDF, com o valor por extenso, emitido pelo provedor. Só para pagamentos `PAID` do próprio ' +
          'cliente; 404 para qualquer outro. Sempre os mesmos bytes para o mesmo pagamento.',
        security: SECURED,
        params: paymentParams,
        response: {
          200: binaryResponse('application/pdf', 'O recibo em PDF'),
          ...errorResponses(401, [404, `${PAYMENT_NOT_FOUND}, ou ainda não pago`]),
        },
      },
    },
    async (request, reply) => {
      const pdf = await payments.receiptPdf(currentUser(request).id, request.params.paymentId);
      return sendPdf(reply, pdf, `recibo-${documentNumber(request.params.paymentId)}.pdf`);
    },
  );

  if (payments.isSandbox) {
    app.post(
      '/api/payments/:paymentId/sandbox/confirm',
      {
        onRequest: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Sandbox: simula o pagamento pelo banco',
          description:
            'Só com `PAYMENT_PROVIDER=sandbox`. O banco simulado paga a cobrança enviando um evento assinado pelo ' +
            'mesmo `POST /api/payments/webhook` de um provedor real; repetir não credita nada duas vezes.',
          security: SECURED,
          params: paymentParams,
          response: {
            200: paymentSchema.describe('O pagamento depois da confirmação'),
            ...errorResponses(
              [400, 'Corpo malformado (a rota não lê corpo)'],
              401,
              [404, PAYMENT_NOT_FOUND],
              [409, 'Cobrança expirada, substituída ou recusada (PAYMENT_NOT_PAYABLE)'],
              413,
              415,
            ),
          },
        },
      },
      async (request) => payments.sandboxPay(currentUser(request).id, request.params.paymentId),
    );
  }
};
