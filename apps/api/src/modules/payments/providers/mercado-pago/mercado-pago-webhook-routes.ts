import { idSchema, reaisToCents } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors.ts';
import { errorResponses } from '../../../../http/error-responses.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { declineReason } from './mercado-pago-card.ts';
import { approvedAt, type MercadoPagoPayment } from './mercado-pago-payment.ts';
import { verifyMercadoPagoSignature } from './mercado-pago-webhook.ts';

/** A payment Mercado Pago says is approved, for the one crediting path. */
export interface MercadoPagoConfirmation {
  provider: 'mercadopago';
  /**
   * Mercado Pago's payment id: one payment is one movement of money however many notifications speak
   * of it (payment.created, payment.updated, every retry), so the crediting path dedupes on it.
   */
  eventId: string;
  /** Ours: the payment's external_reference. */
  paymentId: string;
  /** What Mercado Pago says was charged (transaction_amount), never what the notification says. */
  amountCents: number;
  paidAt: Date;
  /** Mercado Pago's payment id of this money: a refund of it is asked against this payment. */
  providerPaymentId: string;
  /** The amount is reserved on the card (status `authorized`: a caução), not paid. */
  authorization?: boolean;
}

/** Where the truth about a payment is read; MercadoPagoProvider is one. */
export interface MercadoPagoPaymentReader {
  getPayment(mercadoPagoPaymentId: string): Promise<MercadoPagoPayment>;
}

export interface MercadoPagoWebhookOptions {
  provider: MercadoPagoPaymentReader;
  /** MERCADOPAGO_WEBHOOK_SECRET: the application's secret signature at Mercado Pago. */
  webhookSecret: string;
  clock: Clock;
  /** Credits the payment; deduplicating by eventId (and by payment) is its job. */
  credit: (confirmation: MercadoPagoConfirmation) => Promise<unknown>;
  /**
   * A card payment Mercado Pago refused after we recorded it as pending (a failed 3-D Secure
   * challenge): marks it FAILED with the reason, if it is still pending.
   */
  declined?: (paymentId: string, reason: string) => Promise<unknown>;
  /**
   * A payment Mercado Pago reports `charged_back` or `refunded` (a chargeback, or a refund made in its
   * panel): recorded as a journal entry and a reconciliation case (a refund we asked for changes nothing).
   */
  reversed?: (reversal: {
    provider: 'mercadopago';
    eventId: string;
    paymentId: string;
    kind: 'CHARGEBACK' | 'PANEL_REFUND';
    amountCents: number;
    at: Date;
  }) => Promise<unknown>;
  /** Refuse signatures older than this; unchecked by default (Mercado Pago retries for days). */
  toleranceMs?: number;
}

export const MERCADO_PAGO_WEBHOOK_PATH = '/api/payments/webhook/mercadopago';

const idText = z.union([z.string(), z.number()]).transform(String);

const notificationQuerySchema = z.looseObject({
  'data.id': z.string().optional().describe('Id do recurso notificado (o pagamento), assinado'),
  type: z.string().optional().describe('Tópico: `payment` é o único tratado'),
  topic: z.string().optional(),
});

const notificationBodySchema = z
  .looseObject({
    id: idText.optional().describe('Id da notificação'),
    type: z.string().optional(),
    action: z.string().optional().describe('Ex.: payment.created, payment.updated'),
    data: z.looseObject({ id: idText.optional() }).optional(),
  })
  .optional();

const outcomeSchema = z.object({
  outcome: z
    .enum(['CREDITED', 'AUTHORIZED', 'NOT_APPROVED', 'IGNORED'])
    .describe(
      'CREDITED: pagamento aprovado e creditado; AUTHORIZED: caução pré-autorizada no cartão (não cobrada); ' +
        'NOT_APPROVED: ainda não aprovado; IGNORED: não é nosso',
    ),
});

const invalidSignature = () => new AppError(401, 'INVALID_SIGNATURE', 'Assinatura do Mercado Pago inválida.');
const providerUnavailable = () =>
  new AppError(
    503,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Não foi possível consultar o pagamento no Mercado Pago. A notificação será reenviada.',
  );

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Mercado Pago's webhook. The notification only says "look at payment N": once its signature holds,
 * the payment is read back from Mercado Pago and credited only if Mercado Pago says it is approved.
 * Any answer but 2xx makes Mercado Pago send the notification again later.
 */
export const mercadoPagoWebhookRoutes: FastifyPluginAsyncZod<MercadoPagoWebhookOptions> = async (
  app,
  { provider, webhookSecret, clock, credit, declined, reversed, toleranceMs },
) => {
  app.post(
    MERCADO_PAGO_WEBHOOK_PATH,
    {
      schema: {
        tags: ['Pagamentos'],
        summary: 'Notificação do Mercado Pago (webhook)',
        description:
          'Autenticada por `x-signature: ts=…,v1=…` (HMAC-SHA256 de `id:[data.id];request-id:[x-request-id];ts:[ts];` ' +
          'com MERCADOPAGO_WEBHOOK_SECRET; sem limite de idade, pois o Mercado Pago reenvia a cada 15 minutos). ' +
          'O valor e a situação vêm de `GET /v1/payments/{data.id}` no Mercado Pago, nunca do corpo da ' +
          'notificação; o mesmo pagamento notificado de novo não é creditado duas vezes.',
        querystring: notificationQuerySchema,
        body: notificationBodySchema,
        response: {
          200: outcomeSchema.describe('Notificação recebida'),
          ...errorResponses(
            400,
            [401, 'Assinatura ausente ou inválida (INVALID_SIGNATURE): nada foi alterado'],
            [503, 'O Mercado Pago não pôde ser consultado (PAYMENT_PROVIDER_UNAVAILABLE): reenviar depois'],
          ),
        },
      },
    },
    async (request) => {
      const queryDataId = request.query['data.id'];
      const bodyDataId = request.body?.data?.id;
      const signed = verifyMercadoPagoSignature({
        xSignature: firstHeader(request.headers['x-signature']),
        xRequestId: firstHeader(request.headers['x-request-id']),
        dataId: queryDataId,
        secret: webhookSecret,
        now: clock.now(),
        toleranceMs,
      });
      // The signature covers the query's data.id only: a body naming another payment is not signed.
      if (!signed || (queryDataId && bodyDataId && queryDataId !== bodyDataId)) {
        request.log.warn({ dataId: queryDataId }, 'Mercado Pago notification refused: bad signature');
        throw invalidSignature();
      }

      const topic = request.query.type ?? request.body?.type ?? request.query.topic;
      // Without data.id in the query the body's is unsigned; acting on it is still safe, as only
      // what Mercado Pago itself answers about that payment is believed.
      const mercadoPagoId = queryDataId ?? bodyDataId;
      if (topic !== 'payment' || !mercadoPagoId) return { outcome: 'IGNORED' as const };

      let payment: MercadoPagoPayment;
      try {
        payment = await provider.getPayment(mercadoPagoId);
      } catch (error) {
        request.log.error({ err: error, mercadoPagoId }, 'Mercado Pago payment could not be read');
        throw providerUnavailable();
      }

      const paymentId = idSchema.safeParse(payment.external_reference);
      if (!paymentId.success) {
        // Another system charging through the same Mercado Pago account.
        request.log.info({ mercadoPagoId }, 'Mercado Pago payment without one of our ids: ignored');
        return { outcome: 'IGNORED' as const };
      }
      const status = payment.status ?? 'unknown';
      if ((status === 'rejected' || status === 'cancelled') && declined) {
        await declined(paymentId.data, declineReason(payment.status_detail));
      }
      if ((status === 'charged_back' || status === 'refunded') && reversed) {
        await reversed({
          provider: 'mercadopago',
          eventId: String(payment.id ?? mercadoPagoId),
          paymentId: paymentId.data,
          kind: status === 'charged_back' ? 'CHARGEBACK' : 'PANEL_REFUND',
          amountCents: reaisToCents(
            payment.transaction_details?.total_paid_amount ?? payment.transaction_amount ?? 0,
          ),
          at: clock.now(),
        });
      }
      // A caução reserved on the card (capture: false): its own event, so that the capture's notification
      // (the same payment, approved) is still news.
      if (status === 'authorized' && typeof payment.transaction_amount === 'number') {
        const mercadoPagoPaymentId = String(payment.id ?? mercadoPagoId);
        await credit({
          provider: 'mercadopago',
          eventId: `${mercadoPagoPaymentId}:authorized`,
          providerPaymentId: mercadoPagoPaymentId,
          paymentId: paymentId.data,
          amountCents: reaisToCents(payment.transaction_amount),
          paidAt: clock.now(),
          authorization: true,
        });
        return { outcome: 'AUTHORIZED' as const };
      }
      if (status !== 'approved') {
        // A refund is ours to start (refund()); a chargeback needs a person, so it is logged loudly.
        const level = status === 'charged_back' || status === 'refunded' ? 'warn' : 'info';
        request.log[level](
          { paymentId: paymentId.data, mercadoPagoId, status },
          'Mercado Pago payment not approved',
        );
        return { outcome: 'NOT_APPROVED' as const };
      }
      if (typeof payment.transaction_amount !== 'number') {
        request.log.error({ mercadoPagoId }, 'Mercado Pago approved payment without an amount');
        throw providerUnavailable();
      }

      request.log.info(
        { mercadoPagoId, notificationId: request.body?.id, paymentId: paymentId.data },
        'Mercado Pago payment approved',
      );
      const mercadoPagoPaymentId = String(payment.id ?? mercadoPagoId);
      await credit({
        provider: 'mercadopago',
        eventId: mercadoPagoPaymentId,
        providerPaymentId: mercadoPagoPaymentId,
        paymentId: paymentId.data,
        amountCents: reaisToCents(payment.transaction_amount),
        paidAt: approvedAt(payment) ?? clock.now(),
      });
      return { outcome: 'CREDITED' as const };
    },
  );
};
