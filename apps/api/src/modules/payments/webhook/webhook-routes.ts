import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentCrediting } from '../crediting.ts';
import type { ProviderReversals } from '../provider-reversals.ts';
import { sandboxPaymentId } from '../providers/sandbox-provider.ts';
import { reversalKindOf } from './reversal-events.ts';
import {
  PAYMENT_AUTHORIZED_EVENT,
  PAYMENT_PAID_EVENT,
  paymentWebhookEventSchema,
  webhookAnswerSchema,
} from './webhook-event.ts';
import { isFreshEvent, isValidWebhookSignature } from './webhook-signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes received, on the routes that check a signature over them. */
    rawBody?: Buffer;
  }
}

export interface PaymentWebhookRoutesOptions {
  crediting: PaymentCrediting;
  secret: string;
  clock: Clock;
  /** Whose events these are (the payment_events key beside the event id). */
  providerName: string;
  /** Chargebacks and refunds made at the provider (`payment.charged_back`, `payment.refunded`). */
  reversals?: ProviderReversals;
}

const WEBHOOK_BODY_LIMIT = 64 * 1024;

const invalidSignature = () => new AppError(401, 'INVALID_SIGNATURE', 'Assinatura do evento inválida.');

/**
 * POST /api/payments/webhook: the only door through which a payment is confirmed from outside.
 * Registered as its own plugin so that only here JSON is kept as raw bytes too: the signature is
 * over the bytes sent, not over what JSON.parse made of them.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<PaymentWebhookRoutesOptions> = async (
  app,
  { crediting, secret, clock, providerName, reversals },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(new AppError(400, 'BAD_REQUEST', 'O corpo da requisição não é um JSON válido.'));
      }
    },
  );

  app.post(
    '/api/payments/webhook',
    {
      // Before the body's schema: a forged request learns nothing about what a valid body looks like.
      preValidation: async (request) => {
        const signature = request.headers['x-signature'];
        const header = Array.isArray(signature) ? signature[0] : signature;
        if (!request.rawBody || !isValidWebhookSignature(request.rawBody, header, secret)) {
          throw invalidSignature();
        }
      },
      schema: {
        tags: ['Pagamentos'],
        summary: 'Recebe a confirmação de pagamento do provedor',
        description:
          'Autenticado por `X-Signature: sha256=<HMAC-SHA256 do corpo bruto com PAYMENT_WEBHOOK_SECRET, em hexa>`, ' +
          'comparado em tempo constante. Um evento assinado há mais de 5 minutos é recusado (401 STALE_EVENT); ' +
          'um evento já recebido (mesmo `id`) não muda nada. Pagar a primeira cobrança inteira leva a locação a ' +
          '`RENTED`. Um código antigo pago entra no lugar da cobrança que o substituiu (ou retoma o seu plano, se nada foi pago); ' +
          'o que não cabe no plano — pagamento em dobro, valor diferente, pagamento depois do cancelamento — é ' +
          'devolvido automaticamente (`REFUNDED`) e aparece na conciliação. `payment.charged_back` (contestação no ' +
          'cartão) e `payment.refunded` (estorno feito no painel do provedor, com `amountCents` devolvido e ' +
          '`paidAt` o instante) viram lançamentos no diário e casos da conciliação na hora (`CHARGED_BACK`, ' +
          '`REFUNDED_AT_PROVIDER`; `NOTHING_TO_REVERSE` para um estorno pedido por nós). Nunca responde 5xx a um ' +
          'evento válido.',
        headers: z
          .object({ 'x-signature': z.string().optional().describe('sha256=<HMAC-SHA256 do corpo, em hexa>') })
          .loose(),
        body: paymentWebhookEventSchema,
        response: {
          200: webhookAnswerSchema,
          ...errorResponses(
            400,
            [401, 'Assinatura ausente ou inválida (INVALID_SIGNATURE) ou evento antigo (STALE_EVENT)'],
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const event = request.body;
      // The sandbox's events are its bank's payments (signed with the same secret): one without its id
      // is given one, so that its money can be refunded like any other.
      const bankPaymentId = (data: { paymentId: string; amountCents: number }) =>
        providerName === 'sandbox' ? sandboxPaymentId(secret, data.paymentId, data.amountCents) : null;
      if (!isFreshEvent(new Date(event.createdAt), clock.now())) {
        throw new AppError(401, 'STALE_EVENT', 'Evento antigo demais: assinado há mais de 5 minutos.');
      }
      const reversal = reversalKindOf(event.type);
      if (reversal && reversals) {
        const outcome = await reversals.record({
          provider: providerName,
          eventId: event.id,
          paymentId: event.data.paymentId,
          kind: reversal,
          amountCents: event.data.amountCents,
          at: new Date(event.data.paidAt),
        });
        return { received: true as const, outcome };
      }
      const authorization = event.type === PAYMENT_AUTHORIZED_EVENT;
      if (event.type !== PAYMENT_PAID_EVENT && !authorization)
        return { received: true as const, outcome: 'IGNORED' };
      const { outcome } = await crediting.credit({
        ...(authorization ? { authorization } : {}),
        provider: providerName,
        eventId: event.id,
        paymentId: event.data.paymentId,
        amountCents: event.data.amountCents,
        paidAt: new Date(event.data.paidAt),
        providerPaymentId: event.data.providerPaymentId ?? bankPaymentId(event.data),
        via: 'WEBHOOK',
      });
      return { received: true as const, outcome };
    },
  );
};
