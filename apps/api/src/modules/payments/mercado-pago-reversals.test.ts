import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fake-mercado-pago.ts';
import { handleError } from '../../http/error-handler.ts';
import { createManualClock } from '../../lib/clock.ts';
import { MercadoPagoProvider } from './providers/mercado-pago/mercado-pago-provider.ts';
import { mercadoPagoWebhookRoutes } from './providers/mercado-pago/mercado-pago-webhook-routes.ts';

// Mercado Pago's `charged_back` and `refunded` (a refund made in its panel) reach the reversals path the
// moment it notifies them, read back from Mercado Pago like every notification (decision 0013, amendment).

const clock = createManualClock('2026-03-10T13:00:00.000Z');
const credit = vi.fn(async () => {});
const reversed = vi.fn(async (_reversal: unknown) => {});

let fake: FakeMercadoPago;
let provider: MercadoPagoProvider;
let app: FastifyInstance;

async function approvedPix(): Promise<{ paymentId: string; mercadoPagoId: string }> {
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
  fake.approve(charge.providerChargeId);
  return { paymentId, mercadoPagoId: charge.providerChargeId };
}

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
    reversed,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

beforeEach(() => {
  credit.mockClear();
  reversed.mockClear();
});

describe('Mercado Pago taking money back', () => {
  it('a payment charged_back is a CHARGEBACK of the amount Mercado Pago reports, crediting nothing', async () => {
    const { paymentId, mercadoPagoId } = await approvedPix();
    fake.setStatus(mercadoPagoId, 'charged_back', 'settled');
    const response = await fake.notify({ app }, mercadoPagoId, { notificationId: 7_001 });
    expect(response.statusCode).toBe(200);
    expect(credit).not.toHaveBeenCalled();
    expect(reversed).toHaveBeenCalledWith({
      provider: 'mercadopago',
      eventId: String(mercadoPagoId),
      paymentId,
      kind: 'CHARGEBACK',
      amountCents: 123_456,
      at: clock.now(),
    });
  });

  it('a payment refunded in its panel is a PANEL_REFUND', async () => {
    const { paymentId, mercadoPagoId } = await approvedPix();
    fake.setStatus(mercadoPagoId, 'refunded', 'refunded');
    const response = await fake.notify({ app }, mercadoPagoId, { notificationId: 7_002 });
    expect(response.statusCode).toBe(200);
    expect(reversed).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId, kind: 'PANEL_REFUND', amountCents: 123_456 }),
    );
  });

  it('any other status that is not approved reaches neither path', async () => {
    const { mercadoPagoId } = await approvedPix();
    fake.setStatus(mercadoPagoId, 'in_mediation', 'pending');
    await fake.notify({ app }, mercadoPagoId, { notificationId: 7_003 });
    expect(reversed).not.toHaveBeenCalled();
    expect(credit).not.toHaveBeenCalled();
  });
});
