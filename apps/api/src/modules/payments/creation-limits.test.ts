import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';
import { PAYMENT_CREATIONS_PER_USER } from './payment-rate-limits.ts';
import { paymentsTestKit } from './payment-test-support.ts';

// Charges (Pix codes, boletos, card payments) created per account are limited, a rental's and its
// extensions' together: each one calls the provider and leaves a code that may be paid.

const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp?.close();
});

const REFUSAL = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message:
    'Você gerou muitas cobranças (Pix, boleto ou cartão) em pouco tempo. Aguarde 1 hora e tente de novo.',
};

describe('payment creation rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit per account, on rentals and extensions alike', async () => {
    const customer = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(customer);
    const pix = (url: string) =>
      kit.call(customer, 'POST', url, { paymentType: 'PIX' }, { 'idempotency-key': randomUUID() });

    for (let attempt = 0; attempt < PAYMENT_CREATIONS_PER_USER.max - 1; attempt += 1) {
      const created = await pix(`/api/rentals/${rental.id}/payments`);
      expect(created.statusCode, created.body).toBe(201);
    }
    // An extension's charge counts with the rental's (here one that does not exist: refused all the same).
    expect((await pix(`/api/extensions/${randomUUID()}/payments`)).statusCode).toBe(404);

    const refused = await pix(`/api/rentals/${rental.id}/payments`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(REFUSAL);
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await pix(`/api/extensions/${randomUUID()}/payments`)).json()).toEqual(REFUSAL);
    const pending = await testApp.db
      .selectFrom('payments')
      .select('id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(pending).toHaveLength(PAYMENT_CREATIONS_PER_USER.max - 1);

    // Another customer pays as usual.
    const other = await kit.customer();
    const otherRental = await kit.rentalAwaitingPayment(other, 3, 40);
    const created = await kit.call(
      other,
      'POST',
      `/api/rentals/${otherRental.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(created.statusCode, created.body).toBe(201);

    clock.advance(PAYMENT_CREATIONS_PER_USER.windowMs);
    expect((await pix(`/api/rentals/${rental.id}/payments`)).statusCode).toBe(201);
  });
});
