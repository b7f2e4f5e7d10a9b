import { randomUUID } from 'node:crypto';
import type { Payment } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { paymentsTestKit } from '../payment-test-support.ts';
import { PaymentProviderRefusal } from './payment-provider.ts';
import { readSandboxPaymentId, SandboxPaymentProvider, sandboxPaymentId } from './sandbox-provider.ts';

// The sandbox refunds like Mercado Pago: the payment that brought the money, by its own id; an id it
// never made (or made for another charge) is refused for good, and so is more than the payment brought.

const SECRET = 'sandbox-secret-for-tests-0123456789';
const sandbox = () =>
  new SandboxPaymentProvider({
    webhookSecret: SECRET,
    boletoBankCode: '001',
    pix: {
      key: 'pagamentos@estadia.com.br',
      merchantName: 'ESTADIA',
      merchantCity: 'SAO PAULO',
      expiryMinutes: 30,
    },
  });

describe('the sandbox provider refunds the payments its bank made', () => {
  it('refunds a payment of this charge, once per refund id, up to what it brought', async () => {
    const provider = sandbox();
    const paymentId = randomUUID();
    const target = sandboxPaymentId(SECRET, paymentId, 10_000);
    expect(readSandboxPaymentId(SECRET, paymentId, target)).toEqual({ amountCents: 10_000 });
    const ask = { paymentId, providerChargeId: `sbx_${paymentId}`, providerPaymentId: target };
    const first = { ...ask, refundId: randomUUID(), amountCents: 6_000 };
    expect(await provider.refund(first)).toEqual({ status: 'REFUNDED' });
    expect(await provider.refund(first)).toEqual({ status: 'REFUNDED' });
    await expect(provider.refund({ ...ask, refundId: randomUUID(), amountCents: 4_001 })).rejects.toThrow(
      PaymentProviderRefusal,
    );
    expect(await provider.refund({ ...ask, refundId: randomUUID(), amountCents: 4_000 })).toEqual({
      status: 'REFUNDED',
    });
  });

  it('refuses an id it does not know: made up, of another charge, our own payment id, or forged', async () => {
    const provider = sandbox();
    const paymentId = randomUUID();
    const other = sandboxPaymentId(SECRET, randomUUID(), 10_000);
    const forged = sandboxPaymentId('another-secret-0123456789', paymentId, 10_000);
    for (const target of ['1325000001', other, forged, paymentId]) {
      const refusal = await provider
        .refund({
          paymentId,
          providerChargeId: `sbx_${paymentId}`,
          providerPaymentId: target,
          refundId: randomUUID(),
          amountCents: 100,
        })
        .catch((error: unknown) => error);
      expect(refusal, target).toBeInstanceOf(PaymentProviderRefusal);
      expect((refusal as Error).message).toContain('não encontrado');
    }
    // Money confirmed by hand has no payment at the bank: the charge itself is refunded.
    expect(
      await provider.refund({
        paymentId,
        providerChargeId: `sbx_${paymentId}`,
        providerPaymentId: `sbx_${paymentId}`,
        refundId: randomUUID(),
        amountCents: 100,
      }),
    ).toEqual({ status: 'REFUNDED' });
  });
});

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

describe('a payment through the sandbox bank', () => {
  it('keeps the id of the money received and its purpose, and a refund of it is asked against that id', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(pix).toMatchObject({ purpose: 'RENT', providerPaymentId: null });
    const paid = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    const credited = paid.json() as Payment;
    expect(credited.status).toBe('PAID');
    expect(credited.purpose).toBe('RENT');
    expect(credited.providerPaymentId).toMatch(/^sbx_pay_/);

    // The money of a second payment of the same charge has an id of its own, and is given back from it.
    const again = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    expect(again.statusCode, again.body).toBe(200);
    const refund = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_id', '=', pix.id)
      .executeTakeFirstOrThrow();
    expect(refund.provider_payment_id).toMatch(/^sbx_pay_/);
    expect(refund.provider_payment_id).not.toBe(credited.providerPaymentId);
    await testApp.app.jobQueue.drain();
    const done = await testApp.db
      .selectFrom('payment_refunds')
      .select('status')
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('REFUNDED');
  });
});
