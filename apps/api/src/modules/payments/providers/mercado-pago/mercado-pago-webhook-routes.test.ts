import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { handleError } from '../../../../http/error-handler.ts';
import { createManualClock } from '../../../../lib/clock.ts';
import { MercadoPagoProvider } from './mercado-pago-provider.ts';
import { type MercadoPagoConfirmation, mercadoPagoWebhookRoutes } from './mercado-pago-webhook-routes.ts';

const clock = createManualClock('2026-03-10T13:00:00.000Z');
const credit = vi.fn<(confirmation: MercadoPagoConfirmation) => Promise<void>>(async () => {});
const declined = vi.fn<(paymentId: string, reason: string) => Promise<void>>(async () => {});

let fake: FakeMercadoPago;
let provider: MercadoPagoProvider;
let app: FastifyInstance;

/** A pending Pix of R$ 1.234,56 at the fake Mercado Pago, with one of our ids. */
async function pendingPix(): Promise<{ paymentId: string; mercadoPagoId: string }> {
  const paymentId = randomUUID();
  const charge = await provider.createCharge({
    paymentId,
    method: 'PIX',
    amountCents: 123_456,
    dueDate: '2026-03-10',
    expiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    description: 'Estadia - Locação Pinheiros 101 (1/1)',
    payer: { name: 'Maria Souza', email: 'maria@example.com', cpfOrCnpj: '12345678909', address: null },
    card: null,
  });
  return { paymentId, mercadoPagoId: charge.providerChargeId };
}

const readsOf = (mercadoPagoId: string) =>
  fake.requests.filter((entry) => entry.method === 'GET' && entry.path === `/v1/payments/${mercadoPagoId}`)
    .length;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clock });
  provider = new MercadoPagoProvider({ accessToken: fake.accessToken, apiUrl: fake.url, clock });
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(mercadoPagoWebhookRoutes, {
    provider,
    webhookSecret: fake.webhookSecret,
    clock,
    credit,
    declined,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

beforeEach(() => {
  credit.mockClear();
  declined.mockClear();
});

describe('POST /api/payments/webhook/mercadopago', () => {
  it('credits an approved payment once, with our id and the amount Mercado Pago reports', async () => {
    const { paymentId, mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);

    // A forged amount in the body changes nothing: the amount is read back from Mercado Pago.
    const response = await fake.notify({ app }, mercadoPagoId, {
      notificationId: 9_001,
      body: { transaction_amount: 1, amount: 1 },
    });

    expect(response).toEqual({ statusCode: 200, body: { outcome: 'CREDITED' } });
    expect(readsOf(mercadoPagoId)).toBe(1);
    expect(credit).toHaveBeenCalledTimes(1);
    expect(credit).toHaveBeenCalledWith({
      provider: 'mercadopago',
      // One Mercado Pago payment is one movement of money, whichever notification tells of it.
      eventId: mercadoPagoId,
      // The money's own id at Mercado Pago: a refund of it is asked against this payment.
      providerPaymentId: mercadoPagoId,
      paymentId,
      amountCents: 123_456,
      paidAt: clock.now(),
    });
  });

  it('credits one payment under one event id however many notifications tell of it', async () => {
    const { mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    await fake.notify({ app }, mercadoPagoId, { notificationId: 9_002 });
    const again = await fake.notify({ app }, mercadoPagoId, { notificationId: 9_002 });
    const updated = await fake.notify({ app }, mercadoPagoId, { notificationId: 9_003 });
    expect([again.statusCode, updated.statusCode]).toEqual([200, 200]);
    expect(credit.mock.calls.map(([confirmation]) => confirmation.eventId)).toEqual([
      mercadoPagoId,
      mercadoPagoId,
      mercadoPagoId,
    ]);
  });

  it('refuses a bad signature with 401 INVALID_SIGNATURE, without reading or crediting anything', async () => {
    const { mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    const response = await fake.notify({ app }, mercadoPagoId, { secret: 'not-the-application-secret' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'INVALID_SIGNATURE' });
    expect(readsOf(mercadoPagoId)).toBe(0);
    expect(credit).not.toHaveBeenCalled();
  });

  it("takes Mercado Pago's retry of a day-old notification (it retries every 15 minutes)", async () => {
    const { mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    const yesterday = String(clock.now().getTime() - 24 * 60 * 60_000);
    const response = await fake.notify({ app }, mercadoPagoId, { ts: yesterday });
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'CREDITED' } });
    expect(credit).toHaveBeenCalledTimes(1);
  });

  it('marks a card Mercado Pago refused after its 3-D Secure challenge as declined, crediting nothing', async () => {
    const { paymentId, mercadoPagoId } = await pendingPix();
    fake.setStatus(mercadoPagoId, 'rejected', 'cc_rejected_3ds_challenge');
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'NOT_APPROVED' } });
    expect(declined).toHaveBeenCalledWith(paymentId, 'A autenticação do banco não foi concluída');
    expect(credit).not.toHaveBeenCalled();
  });

  it('refuses a notification without x-signature', async () => {
    const { mercadoPagoId } = await pendingPix();
    const response = await fake.notify({ app }, mercadoPagoId, { signature: null });
    expect(response.statusCode).toBe(401);
    expect(credit).not.toHaveBeenCalled();
  });

  it('refuses a body naming another payment than the signed data.id', async () => {
    const { mercadoPagoId } = await pendingPix();
    const other = await pendingPix();
    fake.approve(other.mercadoPagoId);
    const response = await fake.notify({ app }, mercadoPagoId, {
      body: { data: { id: other.mercadoPagoId } },
    });
    expect(response.statusCode).toBe(401);
    expect(credit).not.toHaveBeenCalled();
  });

  it('tells a caução reserved on a card as a reservation, under an event of its own', async () => {
    const { paymentId, mercadoPagoId } = await pendingPix();
    // As a card payment made with capture: false reads until it is captured.
    Object.assign(fake.payments.get(Number(mercadoPagoId))!, {
      status: 'authorized',
      status_detail: 'pending_capture',
    });
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'AUTHORIZED' } });
    expect(credit).toHaveBeenCalledWith({
      provider: 'mercadopago',
      // Not the payment's id: the capture's notification (the same payment, approved) is news after it.
      eventId: `${mercadoPagoId}:authorized`,
      providerPaymentId: mercadoPagoId,
      paymentId,
      amountCents: 123_456,
      paidAt: clock.now(),
      authorization: true,
    });
  });

  it('answers 200 for a pending payment and credits nothing', async () => {
    const { mercadoPagoId } = await pendingPix();
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'NOT_APPROVED' } });
    expect(credit).not.toHaveBeenCalled();
  });

  it('answers 200 for a refunded payment and credits nothing', async () => {
    const { mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    fake.setStatus(mercadoPagoId, 'refunded', 'refunded');
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response.body).toEqual({ outcome: 'NOT_APPROVED' });
    expect(credit).not.toHaveBeenCalled();
  });

  it('ignores other topics with 200, without asking Mercado Pago', async () => {
    const { mercadoPagoId } = await pendingPix();
    const response = await fake.notify({ app }, mercadoPagoId, { type: 'topic_merchant_order_wh' });
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'IGNORED' } });
    expect(readsOf(mercadoPagoId)).toBe(0);
  });

  it("ignores an approved payment that is not one of ours (another system's external reference)", async () => {
    const { mercadoPagoId } = await pendingPix();
    const payment = fake.approve(mercadoPagoId);
    payment.external_reference = 'pedido-4521';
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response.body).toEqual({ outcome: 'IGNORED' });
    expect(credit).not.toHaveBeenCalled();
  });

  it('answers 503 when Mercado Pago cannot be read, so the notification comes again', async () => {
    const { mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    fake.failNext(500);
    const response = await fake.notify({ app }, mercadoPagoId);
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(credit).not.toHaveBeenCalled();
  });

  it('works over a real socket as Mercado Pago calls it', async () => {
    const { paymentId, mercadoPagoId } = await pendingPix();
    fake.approve(mercadoPagoId);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fake.notify({ url: address }, mercadoPagoId);
    expect(response).toEqual({ statusCode: 200, body: { outcome: 'CREDITED' } });
    expect(credit).toHaveBeenCalledWith(expect.objectContaining({ paymentId, amountCents: 123_456 }));
  });
});

describe('the webhook in the OpenAPI document', () => {
  it('is described from its zod schemas, 401 and 503 included', async () => {
    const documented = Fastify({ logger: false });
    documented.setValidatorCompiler(validatorCompiler);
    documented.setSerializerCompiler(serializerCompiler);
    await documented.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 'test', version: '1' } },
      transform: jsonSchemaTransform,
    });
    await documented.register(mercadoPagoWebhookRoutes, {
      provider,
      webhookSecret: fake.webhookSecret,
      clock,
      credit,
    });
    await documented.ready();
    const operation = documented.swagger().paths?.['/api/payments/webhook/mercadopago']?.post;
    await documented.close();
    expect(operation?.tags).toEqual(['Pagamentos']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '503']));
    expect(operation?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : ''))).toContain(
      'data.id',
    );
  });
});
