import { isValidBoletoBarcode, isValidPixBrCode } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers.ts';
import { paymentsTestKit } from '../../payment-test-support.ts';

// The product with PAYMENT_PROVIDER=mercadopago and nothing else changed: the variables point it at
// a local server speaking Mercado Pago's documented API, and a customer pays from start to end.

let fake: FakeMercadoPago;
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  testApp = await createTestApp({
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
      MERCADOPAGO_PUBLIC_KEY: fake.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
      MERCADOPAGO_API_URL: fake.url,
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

/** Mercado Pago's id of our payment: the charge the adapter created, by its external reference. */
function mercadoPagoIdOf(paymentId: string): number {
  const found = [...fake.payments.values()].find((payment) => payment.external_reference === paymentId);
  if (!found) throw new Error(`No Mercado Pago payment for ${paymentId}`);
  return found.id;
}

describe('with Mercado Pago as the provider', () => {
  it('has no sandbox: the simulated bank route does not exist', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const response = await kit.call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    expect(response.statusCode).toBe(404);
    const options = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json();
    expect(options.sandbox).toBe(false);
  });

  it('takes a Pix from Mercado Pago and confirms it only from its signed notification, once', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(isValidPixBrCode(payment.pix!.payload)).toBe(true);
    const mercadoPagoId = mercadoPagoIdOf(payment.id);

    // A notification while the payment is still pending credits nothing.
    expect((await fake.notify({ app: testApp.app }, mercadoPagoId)).statusCode).toBe(200);
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');

    fake.approve(mercadoPagoId);
    const forged = await fake.notify({ app: testApp.app }, mercadoPagoId, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');

    const answers = await Promise.all([
      fake.notify({ app: testApp.app }, mercadoPagoId),
      fake.notify({ app: testApp.app }, mercadoPagoId),
      fake.notify({ app: testApp.app }, mercadoPagoId),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('RENTED');
    expect(after.accessCode).toMatch(/^\d{6}$/);
    expect((await kit.paymentRows(rental.id)).filter((row) => row.status === 'PAID')).toHaveLength(1);
  });

  it('makes a boleto with Mercado Pago, whose line a bank reads', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    expect(isValidBoletoBarcode(payment.bankSlip!.barcode)).toBe(true);
    const idempotencyKeys = fake.requests
      .filter((request) => request.method === 'POST' && request.path === '/v1/payments')
      .map((request) => request.headers['x-idempotency-key']);
    expect(idempotencyKeys).toContain(payment.id);
  });
});
