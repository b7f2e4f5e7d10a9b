import { createHash, randomUUID } from 'node:crypto';
import { addDays, extensionSchema, type Rental } from '@estadia/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { boletoClearedBy } from '../../lib/bank-days.ts';
import { createManualClock } from '../../lib/clock.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { BOLETO_CLEARING_DAYS } from '../rentals/hold-expiry.ts';

// An extension paid by boleto the day before check-out (decision 0015): while the boleto may still clear
// (its due day plus BOLETO_CLEARING_DAYS bank days) the periodic rounds run through the original
// check-out and neither finish the stay nor expire the extension; cleared, the stay goes on to the new
// check-out with the money kept; never cleared, the extension expires when its allowance passes.

const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});

afterEach(() => {
  clock.set(new Date());
});

afterAll(async () => {
  await testApp?.close();
});

/** 16:00 UTC, 13:00 in Brasília: past the check-out time (12:00) of `day`. */
const afternoonOf = (day: string) => new Date(`${day}T16:00:00.000Z`);

/** A 2-night stay paid by Pix from the day after tomorrow, extended by `nights`, its boleto issued. */
async function extensionPaidByBoleto(user: Customer, nights: number) {
  const rental: Rental = await kit.rentalAwaitingPayment(user, 2, 2);
  const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  expect((await call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`)).statusCode).toBe(200);
  const end = addDays(rental.endDate, nights);
  const extension = extensionSchema.parse(
    (await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end })).json(),
  );
  const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
  const signed = await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
    accept: true,
    sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const boleto = kit.paymentOf(
    await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'BANK_SLIP' },
      { 'idempotency-key': randomUUID() },
    ),
  );
  expect(boleto.status).toBe('PENDING');
  await settle();
  return { rental, extension, end, boleto };
}

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

async function rounds(count: number) {
  const reports = [];
  for (let round = 0; round < count; round += 1) reports.push(await testApp.app.jobs.runOnce());
  await settle();
  return reports;
}

async function unavailable(rental: Rental, from: string, to: string): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/apartments/${rental.apartment.id}/unavailable-dates?from=${from}&to=${to}`,
  );
  return response.json().dates;
}

async function extensionNow(user: Customer, id: string) {
  return extensionSchema.parse((await call(user, 'GET', `/api/extensions/${id}`)).json());
}

describe('an extension paid by boleto the day before check-out', () => {
  it('keeps the stay, the extension and its nights through the original check-out; cleared, the stay goes on', async () => {
    const user = await kit.customer();
    const { rental, extension, end, boleto } = await extensionPaidByBoleto(user, 5);

    // The original check-out passes (and the extension's hold with it); the boleto is still clearing.
    clock.set(afternoonOf(rental.endDate));
    const [row] = await testApp.db
      .selectFrom('rental_extensions')
      .select('hold_expires_at')
      .where('id', '=', extension.id)
      .execute();
    expect(row!.hold_expires_at.getTime()).toBeLessThan(clock.now().getTime());
    const reports = await rounds(2);
    for (const report of reports) {
      expect(report?.expiredExtensions ?? []).not.toContain(extension.id);
      expect(report?.finishedStays ?? []).not.toContain(rental.id);
    }
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    expect((await extensionNow(user, extension.id)).status).toBe('WAITING_FOR_PAYMENT');
    expect(await unavailable(rental, rental.endDate, addDays(end, -1))).toHaveLength(5);

    // The boleto clears: the money is kept, the stay ends on the new check-out.
    const cleared = await call(user, 'POST', `/api/payments/${boleto.id}/sandbox/confirm`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    await settle();
    expect((await extensionNow(user, extension.id)).status).toBe('PAID');
    const extended = await kit.rental(user, rental.id);
    expect(extended).toMatchObject({ status: 'RENTED', endDate: end });
    const payment = (await kit.paymentRows(rental.id)).find((each) => each.id === boleto.id);
    expect(payment?.status).toBe('PAID');
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds).toEqual([]);
    expect(await unavailable(rental, rental.endDate, addDays(end, -1))).toHaveLength(5);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // The new check-out passes: now the stay finishes.
    clock.set(afternoonOf(end));
    await rounds(1);
    expect((await kit.rental(user, rental.id)).status).toBe('FINISHED');
  });

  it('never cleared: the extension expires when its allowance (in bank days) passes, and the stay finishes', async () => {
    const user = await kit.customer();
    const { rental, extension, end, boleto } = await extensionPaidByBoleto(user, 20);
    const dueDate = (await kit.paymentRows(rental.id)).find((each) => each.id === boleto.id)!.due_date;
    const lastDay = boletoClearedBy(dueDate, BOLETO_CLEARING_DAYS);

    // On the allowance's last day the extension is still kept.
    clock.set(afternoonOf(lastDay));
    await rounds(2);
    expect((await extensionNow(user, extension.id)).status).toBe('WAITING_FOR_PAYMENT');
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');

    clock.set(afternoonOf(addDays(lastDay, 1)));
    await rounds(2);
    const expired = await extensionNow(user, extension.id);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.payments[0]?.status).toBe('EXPIRED');
    expect(await kit.rental(user, rental.id)).toMatchObject({ status: 'FINISHED', endDate: rental.endDate });
    expect(await unavailable(rental, addDays(lastDay, 2), addDays(end, -1))).toEqual([]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('cleared after the extension’s own end (the stay finished meanwhile): the money is kept, never refunded', async () => {
    const user = await kit.customer();
    const { rental, extension, end, boleto } = await extensionPaidByBoleto(user, 1);
    // A boleto due on the extension's last day: it may still clear after the stay finished.
    await testApp.db.updateTable('payments').set({ due_date: end }).where('id', '=', boleto.id).execute();
    clock.set(afternoonOf(end));
    await rounds(2);
    expect((await kit.rental(user, rental.id)).status).toBe('FINISHED');
    expect((await extensionNow(user, extension.id)).status).toBe('WAITING_FOR_PAYMENT');

    const cleared = await call(user, 'POST', `/api/payments/${boleto.id}/sandbox/confirm`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    await settle();
    expect((await extensionNow(user, extension.id)).status).toBe('PAID');
    expect(await kit.rental(user, rental.id)).toMatchObject({ status: 'FINISHED', endDate: end });
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds).toEqual([]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
