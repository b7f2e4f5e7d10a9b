import { REFUND_RULE_WITHDRAWAL, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// The withdrawal right (CDC art. 49) through HTTP: a paid stay cancelled within 7 days of signing and
// before check-in, with everything given back; outside it, a 409 that says why.

const DAY = 24 * 3_600_000;

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp.close();
});

/** A stay paid by Pix through the sandbox bank: RENTED, with its access code. */
async function paidStay(user: Customer, nights = 3, startInDays = 20): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, nights, startInDays);
  const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  const confirmed = await call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const paid = await kit.rental(user, rental.id);
  expect(paid.status).toBe('RENTED');
  expect(paid.accessCode).toEqual(expect.any(String));
  return paid;
}

const cancel = (user: Customer, rentalId: string) =>
  call(user, 'POST', `/api/rentals/${rentalId}/cancel`, { reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE' });

describe('withdrawal from a paid stay (CDC art. 49)', () => {
  it('cancels within 7 days of signing: nights freed, access code revoked, everything refunded', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user);
    clock.advance(6 * DAY);

    const preview = await call(user, 'GET', `/api/rentals/${stay.id}/cancellation-preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      paidCents: stay.rentalValueCents,
      refundCents: stay.rentalValueCents,
      alreadyRefundedCents: 0,
      rule: REFUND_RULE_WITHDRAWAL,
    });

    const response = await cancel(user, stay.id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json();
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      accessCode: null,
      cancellation: { reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE', refundCents: stay.rentalValueCents },
    });
    const grants = await testApp.db
      .selectFrom('door_access_grants')
      .select(['revoke_reason'])
      .where('rental_id', '=', stay.id)
      .execute();
    expect(grants).toEqual([{ revoke_reason: 'CANCELLED' }]);

    // The nights are free again: the stay no longer holds any of them.
    const holds = await testApp.db
      .selectFrom('night_holds')
      .select('rental_id')
      .where('rental_id', '=', stay.id)
      .execute();
    expect(holds).toEqual([]);

    // The money goes back: asked of the provider at once, confirmed by the refund job.
    const [paid] = (await kit.paymentRows(stay.id)).filter((payment) => payment.paid_at);
    expect(paid?.status).toMatch(/^REFUND(_PENDING|ED)$/);
    await testApp.app.jobQueue.drain();
    const after = await kit.rental(user, stay.id);
    expect(after.payments.filter((payment) => payment.status === 'REFUNDED')).toHaveLength(1);
    expect(after.payments.some((payment) => ['PENDING', 'SCHEDULED', 'PAID'].includes(payment.status))).toBe(
      false,
    );
  });

  it('refuses once the 7 days after signing are over, in Portuguese, in the preview too', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 3, 30);
    clock.advance(7 * DAY + 60_000);

    const preview = await call(user, 'GET', `/api/rentals/${stay.id}/cancellation-preview`);
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toMatchObject({
      code: 'RENTAL_NOT_CANCELLABLE',
      message: expect.stringContaining('O prazo de desistência de 7 dias após a assinatura do contrato'),
    });
    const response = await cancel(user, stay.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(preview.json().message);
    const unchanged = await kit.rental(user, stay.id);
    expect(unchanged).toMatchObject({ status: 'RENTED', accessCode: stay.accessCode });
    expect(unchanged.payments.filter((payment) => payment.status === 'PAID')).toHaveLength(1);
  });

  it('refuses from the check-in on, even within the 7 days', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 3, 3);
    // 14:00 in Brasília on the first day.
    clock.set(new Date(`${stay.startDate}T17:00:00.000Z`));
    const response = await cancel(user, stay.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RENTAL_NOT_CANCELLABLE',
      message: expect.stringContaining('A estadia já começou'),
    });
    expect((await kit.rental(user, stay.id)).status).toBe('RENTED');
  });

  it("answers 404 for another customer's paid stay", async () => {
    clock.set(new Date());
    const stay = await paidStay(await kit.customer());
    const response = await cancel(await kit.customer(), stay.id);
    expect(response.statusCode).toBe(404);
  });
});
