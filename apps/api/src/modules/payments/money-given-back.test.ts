import { adminPaymentSchema, REFUND_RULE_WITHDRAWAL, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// Money given back keeps the books true (issue 26, point 4): a withdrawal after an early departure
// returns everything received, and a staff refund either cancels the stay (a whole payment, before the
// check-in), is refused (the stay under way) or is a credit that lowers the stay's value.

const DAY = 24 * 3_600_000;

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
let finance: TestAccount;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  finance = await staffKit.staff('FINANCE');
});

afterAll(async () => {
  await testApp?.close();
});

const settle = () => kit.settle();

/** A stay paid by Pix through the sandbox bank: RENTED. */
async function paidStay(user: Customer, nights: number, startInDays: number): Promise<Rental> {
  const paid = await kit.paidStay(user, nights, startInDays);
  expect(paid.status).toBe('RENTED');
  return paid;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function refundsOf(rentalId: string) {
  return testApp.db
    .selectFrom('payment_refunds')
    .select(['amount_cents', 'status'])
    .where('rental_id', '=', rentalId)
    .orderBy('requested_at')
    .execute();
}

const staffRefund = (paymentId: string, body: object = {}) =>
  kit.call(finance, 'POST', `/api/admin/payments/${paymentId}/refund`, body);

async function heldNights(rentalId: string): Promise<number> {
  const rows = await testApp.db
    .selectFrom('night_holds')
    .select('rental_id')
    .where('rental_id', '=', rentalId)
    .execute();
  return rows.length;
}

describe('a withdrawal after an early departure (CDC art. 49)', () => {
  it('gives back everything received: the departure’s part and the rest, and says how much', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 10, 20);
    const paidCents = stay.rentalValueCents;

    // Shortened before the check-in: part of the Pix goes back (REFUND_PENDING, not yet delivered).
    const departed = await kit.call(user, 'POST', `/api/rentals/${stay.id}/early-departure`, {
      date: addDays(stay.startDate, 5),
      reason: 'Mudança de planos',
    });
    expect(departed.statusCode, departed.body).toBe(200);
    const [firstRefund] = await refundsOf(stay.id);
    const departureCents = firstRefund!.amount_cents;
    expect(departureCents).toBeGreaterThan(0);
    expect(departureCents).toBeLessThan(paidCents);

    clock.advance(2 * DAY);
    const preview = await kit.call(user, 'GET', `/api/rentals/${stay.id}/cancellation-preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      paidCents,
      refundCents: paidCents,
      alreadyRefundedCents: departureCents,
      rule: REFUND_RULE_WITHDRAWAL,
    });

    const cancelled = await kit.call(user, 'POST', `/api/rentals/${stay.id}/cancel`, {
      reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellation: { refundCents: paidCents } });

    // The remainder is asked of the provider too: the two refunds add up to everything received.
    const refunds = await refundsOf(stay.id);
    expect(refunds.map((refund) => refund.amount_cents)).toEqual([
      departureCents,
      paidCents - departureCents,
    ]);
    await settle();
    const [payment] = await kit.paymentRows(stay.id);
    expect(payment).toMatchObject({ status: 'REFUNDED', refunded_cents: paidCents });
    expect((await refundsOf(stay.id)).every((refund) => refund.status === 'REFUNDED')).toBe(true);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

describe('a staff refund of a paid stay', () => {
  it('of the whole payment before the check-in cancels the stay: nights freed, door revoked, audited', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 15);
    const [paid] = await kit.paymentRows(stay.id);
    expect(await heldNights(stay.id)).toBe(1);

    const response = await staffRefund(paid!.id, { note: 'Pedido do cliente por telefone' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminPaymentSchema.parse(response.json())).toMatchObject({
      status: 'REFUND_PENDING',
      refundedCents: stay.rentalValueCents,
    });
    const after = await kit.rental(user, stay.id);
    expect(after).toMatchObject({
      status: 'CANCELLED',
      accessCode: null,
      cancellation: { reason: 'OTHER', refundCents: stay.rentalValueCents },
    });
    expect(await heldNights(stay.id)).toBe(0);
    const grants = await testApp.db
      .selectFrom('door_access_grants')
      .select('revoke_reason')
      .where('rental_id', '=', stay.id)
      .execute();
    expect(grants).toEqual([{ revoke_reason: 'CANCELLED' }]);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `payment:${paid!.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payment.refund',
        details: expect.objectContaining({ stay: 'CANCELLED' }),
      }),
    ]);
    // Given back once, not twice.
    expect((await refundsOf(stay.id)).map((refund) => refund.amount_cents)).toEqual([stay.rentalValueCents]);
    await settle();
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('of the whole payment once the stay began is refused with a 409 that says so, changing nothing', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 2);
    const [paid] = await kit.paymentRows(stay.id);
    clock.set(new Date(`${stay.startDate}T18:00:00.000Z`));

    const response = await staffRefund(paid!.id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STAY_ALREADY_STARTED',
      message: expect.stringContaining('A estadia já começou'),
    });
    expect(await kit.rental(user, stay.id)).toMatchObject({
      status: 'RENTED',
      rentalValueCents: stay.rentalValueCents,
    });
    expect((await kit.paymentRows(stay.id))[0]!.status).toBe('PAID');
    expect(await refundsOf(stay.id)).toEqual([]);
  });

  it('of the whole payment of a finished stay is refused too: a stay lived is never left unpaid', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 2, 2);
    const [paid] = await kit.paymentRows(stay.id);
    clock.set(new Date(`${addDays(stay.endDate, 1)}T18:00:00.000Z`));
    await testApp.app.jobs.runOnce();
    expect((await kit.rental(user, stay.id)).status).toBe('FINISHED');

    const response = await staffRefund(paid!.id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STAY_ALREADY_STARTED',
      message: expect.stringContaining('A estadia já terminou'),
    });
    expect(await refundsOf(stay.id)).toEqual([]);
  });

  it('of a part of the payment is a credit: the stay stays RENTED and its value drops by as much', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 2);
    const [paid] = await kit.paymentRows(stay.id);
    clock.set(new Date(`${stay.startDate}T18:00:00.000Z`));

    const response = await staffRefund(paid!.id, { amountCents: 5_000, note: 'Ar-condicionado quebrado' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await kit.rental(user, stay.id)).toMatchObject({
      status: 'RENTED',
      rentalValueCents: stay.rentalValueCents - 5_000,
    });
    expect((await refundsOf(stay.id)).map((refund) => refund.amount_cents)).toEqual([5_000]);
    await settle();
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
