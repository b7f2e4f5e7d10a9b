import { randomUUID } from 'node:crypto';
import type { Payment } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers.ts';
import { adminKit } from '../../../admin/admin-test-support.ts';
import { paymentsTestKit } from '../../payment-test-support.ts';

// Mercado Pago refunds a *payment* (the money received), not the charge we asked for: a second payment
// of one charge is given back from that second payment, and money whose charge id we never learnt (a
// card approved after our call timed out) from the payment Mercado Pago's notification named.

let fake: FakeMercadoPago;
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);

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
      MERCADOPAGO_JS_URL: fake.jsUrl,
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

function mercadoPagoPaymentsOf(paymentId: string) {
  return [...fake.payments.values()].filter((payment) => payment.external_reference === paymentId);
}

/** Another checkout of the same charge at Mercado Pago: a new payment with our external reference. */
async function secondMercadoPagoPayment(paymentId: string): Promise<number> {
  const first = fake.requests.find(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payments' &&
      (request.body as { external_reference?: string }).external_reference === paymentId,
  );
  const response = await fetch(`${fake.url}/v1/payments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fake.accessToken}`,
      'content-type': 'application/json',
      'x-idempotency-key': randomUUID(),
    },
    body: JSON.stringify(first!.body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function apiPayment(user: Awaited<ReturnType<typeof kit.customer>>, id: string): Promise<Payment> {
  const response = await kit.call(user, 'GET', `/api/payments/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Payment;
}

describe('refunds target the Mercado Pago payment that brought the money', () => {
  it('gives a second payment of one charge back from that second payment, never from the first', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const [first] = mercadoPagoPaymentsOf(pix.id);
    fake.approve(first!.id);
    expect((await fake.notify({ app: testApp.app }, first!.id)).statusCode).toBe(200);
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    const credited = await apiPayment(user, pix.id);
    expect(credited).toMatchObject({ status: 'PAID', purpose: 'RENT', providerPaymentId: String(first!.id) });

    const secondId = await secondMercadoPagoPayment(pix.id);
    fake.approve(secondId);
    expect((await fake.notify({ app: testApp.app }, secondId)).statusCode).toBe(200);
    const refund = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_id', '=', pix.id)
      .executeTakeFirstOrThrow();
    expect(refund.provider_payment_id).toBe(String(secondId));
    await testApp.app.jobQueue.drain();

    expect(fake.payments.get(secondId)!.refunds).toHaveLength(1);
    expect(fake.payments.get(secondId)!.status).toBe('refunded');
    expect(fake.payments.get(first!.id)!.refunds).toHaveLength(0);
    expect(fake.payments.get(first!.id)!.status).toBe('approved');
    const done = await testApp.db
      .selectFrom('payment_refunds')
      .select('status')
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('REFUNDED');
    // The stay's own payment is untouched: still paid, still the first payment's.
    expect(await apiPayment(user, pix.id)).toMatchObject({
      status: 'PAID',
      providerPaymentId: String(first!.id),
    });
  });

  it('refunds money whose charge id was never learnt (an answer lost) from the payment the notification named', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const [mercadoPago] = mercadoPagoPaymentsOf(pix.id);
    // As after a call that timed out: Mercado Pago made the payment, we never heard its id.
    await testApp.db
      .updateTable('payments')
      .set({ provider_charge_id: null })
      .where('id', '=', pix.id)
      .execute();
    fake.approve(mercadoPago!.id);
    expect((await fake.notify({ app: testApp.app }, mercadoPago!.id)).statusCode).toBe(200);
    expect(await apiPayment(user, pix.id)).toMatchObject({
      status: 'PAID',
      providerPaymentId: String(mercadoPago!.id),
    });

    const finance = await staff.staff('FINANCE');
    const asked = await staff.call(finance, 'POST', `/api/admin/payments/${pix.id}/refund`, {
      amountCents: 1000,
      note: 'Diária não usada',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await testApp.app.jobQueue.drain();
    const refunds = fake.requests.filter((request) => request.path.endsWith('/refunds'));
    expect(refunds.map((request) => request.path)).toContain(`/v1/payments/${mercadoPago!.id}/refunds`);
    expect(refunds.map((request) => request.path)).not.toContain(`/v1/payments/${pix.id}/refunds`);
    expect(fake.payments.get(mercadoPago!.id)!.refunds).toEqual([
      expect.objectContaining({ amount: 10, status: 'approved' }),
    ]);
    const refund = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_id', '=', pix.id)
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('REFUNDED');
  });
});
