import {
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  adminPaymentSchema,
  confirmPaymentRequestSchema,
  paymentParamsSchema,
  refundPaymentRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import type { AdminPaymentsService } from './service.ts';

const READ = { area: 'payments', access: 'read' } as const;
const WRITE = { area: 'payments', access: 'write' } as const;
const TAGS = ADMIN_TAGS.payments;

export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ payments: AdminPaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/admin/payments',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'O livro de pagamentos, com totais por situação',
        description:
          'Todos os pagamentos, dos mais recentes para os mais antigos, com o cliente e a locação de cada um. ' +
          'Filtros: `status`, `paymentType` e os dias de criação `from`/`to` (horário de Brasília, inclusive). ' +
          '`totals` traz, para cada situação, a quantidade e a soma de `amountCents` de tudo o que os filtros ' +
          `encontram (não só da página). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: adminPaymentListQuerySchema,
        response: {
          200: adminPaymentListResponseSchema.describe(
            'Uma página do livro, o total e os totais por situação',
          ),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => payments.list(request.query),
  );

  app.post(
    '/api/admin/payments/:paymentId/confirm',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Dá baixa manual em um pagamento pendente',
        description:
          'Para o dinheiro que chegou por fora do provedor. Passa pelo mesmo caminho de crédito do webhook, ' +
          'com um identificador de evento próprio (`manual:<paymentId>`): se o webhook e a baixa chegarem juntos, ' +
          'só um credita, e a locação fica `RENTED` uma vez. Idempotente: um pagamento já pago é devolvido como ' +
          'está. Corpo opcional `{ note }`. Registrado na auditoria (`payment.confirm`) quando credita. ' +
          permissionNote(WRITE),
        security: STAFF_SECURITY,
        params: paymentParamsSchema,
        body: confirmPaymentRequestSchema,
        response: {
          200: adminPaymentSchema.describe('O pagamento, pago'),
          ...errorResponses(
            400,
            [404, 'Pagamento não encontrado'],
            [
              409,
              'Pagamento expirado, recusado ou reembolsado (PAYMENT_NOT_CONFIRMABLE), ou cobrança que não é mais ' +
                'devida porque a locação foi cancelada ou paga de outra forma (PAYMENT_NOT_OWED)',
            ],
            413,
            415,
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => payments.confirm(request.params.paymentId, request.body, staffActor(request)),
  );

  app.post(
    '/api/admin/payments/:paymentId/refund',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Registra o reembolso de um pagamento pago',
        description:
          '`amountCents` (o valor pago, por padrão) volta ao cliente pelo provedor; o pagamento fica ' +
          '`REFUND_PENDING` e depois `REFUNDED`, com `refundedCents`. Devolver o pagamento inteiro de uma estadia ' +
          'que ainda não começou a cancela (noites liberadas, código da porta revogado, tudo o que foi pago ' +
          'devolvido); depois do check-in é recusado (409 STAY_ALREADY_STARTED). Devolver só uma parte (ou ' +
          'qualquer valor de uma estadia encerrada) é um crédito: o valor da locação cai na mesma quantia. ' +
          'Registrado na auditoria (`payment.refund`). ' +
          permissionNote(WRITE),
        security: STAFF_SECURITY,
        params: paymentParamsSchema,
        body: refundPaymentRequestSchema,
        response: {
          200: adminPaymentSchema.describe('O pagamento, reembolsado'),
          ...errorResponses(
            400,
            [404, 'Pagamento não encontrado'],
            [
              409,
              'O pagamento não está pago (PAYMENT_NOT_REFUNDABLE), ou devolvê-lo inteiro cancelaria uma estadia ' +
                'já começada (STAY_ALREADY_STARTED)',
            ],
            413,
            415,
            [422, 'Valor maior que o pago (REFUND_TOO_LARGE)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => payments.refund(request.params.paymentId, request.body, staffActor(request)),
  );

  const reversalBody = z
    .object({
      amountCents: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe(
          'Quanto o provedor toma de volta, em centavos (por padrão, tudo o que o pagamento recebeu)',
        ),
    })
    .optional();
  const reversalAnswer = z.object({
    outcome: z
      .string()
      .describe(
        'O que o evento fez: CHARGED_BACK, REFUNDED_AT_PROVIDER ou NOTHING_TO_REVERSE (nada do pagamento restava)',
      ),
    payment: adminPaymentSchema,
  });
  for (const [path, kind, summary] of [
    ['chargeback', 'CHARGEBACK', 'Ambiente de testes: simula uma contestação no cartão (chargeback)'],
    ['provider-refund', 'PANEL_REFUND', 'Ambiente de testes: simula um estorno feito no painel do provedor'],
  ] as const) {
    app.post(
      `/api/admin/payments/:paymentId/sandbox/${path}`,
      {
        onRequest: staffOnly(app, WRITE),
        schema: {
          tags: TAGS,
          summary,
          description:
            'Só com o provedor de testes (`PAYMENT_PROVIDER=sandbox`; 404 com outro): o provedor envia pelo webhook ' +
            `assinado o evento \`${kind === 'CHARGEBACK' ? 'payment.charged_back' : 'payment.refunded'}\`, como um ` +
            'provedor real faria. O dinheiro tomado de volta vira um lançamento no diário e um caso da conciliação, e a ' +
            'locação muda pela política da decisão 0013. ' +
            permissionNote(WRITE),
          security: STAFF_SECURITY,
          params: paymentParamsSchema,
          body: reversalBody,
          response: {
            200: reversalAnswer.describe('O que o evento fez e o pagamento'),
            ...errorResponses(
              400,
              [404, 'Pagamento não encontrado, ou o provedor não é o de testes'],
              [409, 'O pagamento não recebeu dinheiro (PAYMENT_NOT_REFUNDABLE)'],
              415,
            ),
            ...staffErrors(WRITE),
          },
        },
      },
      async (request) =>
        payments.simulateReversal(request.params.paymentId, kind, { amountCents: request.body?.amountCents }),
    );
  }
};
