import { addDays, todayIso } from '@estadia/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// The scenarios of issue 18, as a bank clears codes in ordinary orders through the signed webhook:
// whatever the order, every night is billed once, none twice, none forgotten, and money not simply
// credited is given back and shown to staff.

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({
    seed: true,
    clock,
    env: { SESSION_TTL_HOURS: '8760', DEFAULTER_GRACE_DAYS: '5' },
  });
});

afterAll(async () => {
  await testApp.close();
});

afterEach(async () => {
  await settle();
  expect(await billingRuleViolations(testApp.db)).toEqual([]);
});

/** Everything that follows: e-mails and background work, and the jobs due now (refunds, voids, months). */
async function settle() {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

/** The bank clears `payment` (its exact amount unless told) through the provider's signed webhook. */
async function clear(payment: PaymentRow, amountCents?: number) {
  const now = clock.now().toISOString();
  const answer = await kit.webhook({
    createdAt: now,
    data: {
      paymentId: payment.id,
      amountCents: amountCents ?? payment.card_total_cents ?? payment.amount_cents,
      paidAt: now,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await settle();
  return answer.json().outcome as string;
}

async function rows(rentalId: string): Promise<PaymentRow[]> {
  return kit.paymentRows(rentalId);
}

async function request(user: Customer, rentalId: string, paymentType: string): Promise<PaymentRow[]> {
  kit.paymentOf(await kit.pay(user, rentalId, { paymentType }));
  await settle();
  return (await rows(rentalId)).filter((row) => row.status === 'PENDING' || row.status === 'SCHEDULED');
}

async function statusOf(user: Customer, rentalId: string) {
  return (await kit.rental(user, rentalId)).status;
}

const statuses = (list: PaymentRow[]) =>
  list.map((row) => `${row.installment}/${row.installment_count}:${row.status}`);

describe('the billing rule, whatever order the bank clears codes in', () => {
  it('a month 2 paid before month 1 is credited; the stay waits for month 1, and month 3 is still billed', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75);
    const [m1, m2, m3] = await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(m2!)).toBe('CREDITED');
    expect(await statusOf(user, rental.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await clear(m1!)).toBe('RENTED');
    const after = await rows(rental.id);
    expect(statuses(after)).toEqual(['1/3:PAID', '2/3:PAID', '3/3:SCHEDULED']);
    expect(after.find((row) => row.id === m3!.id)?.status).toBe('SCHEDULED');
  });

  it('the old Pix paid after switching to monthly boletos pays the stay: the months are voided, no defaulter', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 65);
    const [pix] = await request(user, rental.id, 'PIX');
    await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(pix!)).toBe('RENTED');
    const after = await rows(rental.id);
    expect(after.filter((row) => row.status === 'PAID').map((row) => row.id)).toEqual([pix!.id]);
    expect(after.filter((row) => row.payment_type === 'BANK_SLIP_MONTHLY').map((row) => row.status)).toEqual([
      'EXPIRED',
      'EXPIRED',
      'EXPIRED',
    ]);
    // Long after every month's due date and the grace: a fully paid customer is no defaulter.
    clock.advance(80 * 24 * 3_600_000);
    await testApp.app.jobs.runOnce();
    await settle();
    expect(await statusOf(user, rental.id)).not.toBe('DEFAULTER');
  });

  it('the old boleto 1 paid after switching to Pix takes its plan back: months 2 and 3 are billed again', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75);
    const [m1] = await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    const [pix] = await request(user, rental.id, 'PIX');
    expect(await clear(m1!)).toBe('RENTED');
    const after = await rows(rental.id);
    expect(after.find((row) => row.id === pix!.id)?.status).toBe('EXPIRED');
    const live = after.filter((row) => ['PAID', 'PENDING', 'SCHEDULED'].includes(row.status));
    expect(statuses(live)).toEqual(['1/3:PAID', '2/3:SCHEDULED', '3/3:SCHEDULED']);
    expect(live.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(rental.rentalValueCents);
  });

  it('two boleto plans: the first plan’s month 2 paid after the second plan’s month 1 is credited in place of its twin', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75);
    const first = await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    const second = await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(second[0]!)).toBe('RENTED');
    expect(await clear(first[1]!)).toBe('CREDITED');
    const after = await rows(rental.id);
    expect(after.find((row) => row.id === first[1]!.id)?.status).toBe('PAID');
    expect(after.find((row) => row.id === second[1]!.id)?.status).toBe('EXPIRED');
    expect(after.find((row) => row.id === second[2]!.id)?.status).toBe('SCHEDULED');
  });

  it('a code paid twice, a wrong amount and a code paid after cancellation are given back and listed for staff', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const paidTwice = await kit.rentalAwaitingPayment(user);
    const [pix] = await request(user, paidTwice.id, 'PIX');
    expect(await clear(pix!)).toBe('RENTED');
    expect(await clear(pix!)).toBe('REFUNDED');

    const wrong = await kit.rentalAwaitingPayment(user);
    const [slip] = await request(user, wrong.id, 'BANK_SLIP');
    expect(await clear(slip!, slip!.amount_cents + 100)).toBe('REFUNDED');
    expect((await rows(wrong.id)).map((row) => row.status)).toEqual(['PENDING']);

    const cancelled = await kit.rentalAwaitingPayment(user);
    const [late] = await request(user, cancelled.id, 'BANK_SLIP');
    const cancel = await kit.call(user, 'POST', `/api/rentals/${cancelled.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await clear(late!)).toBe('REFUNDED');
    await settle();
    // The sandbox gives the money back at once: REFUNDED with its date.
    const lateRow = (await rows(cancelled.id))[0]!;
    expect(lateRow.status).toBe('REFUNDED');
    expect(lateRow.refunded_at).toBeInstanceOf(Date);

    const admin = await staffKit.staff('FINANCE');
    const list = await kit.call(admin, 'GET', '/api/admin/reconciliation?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { paymentId: string; reason: string; outcome: string }[];
    expect(items.find((item) => item.paymentId === pix!.id)).toMatchObject({
      reason: 'DUPLICATE',
      outcome: 'REFUNDED',
    });
    expect(items.find((item) => item.paymentId === slip!.id)).toMatchObject({ reason: 'WRONG_AMOUNT' });
    expect(items.find((item) => item.paymentId === late!.id)).toMatchObject({
      reason: 'AFTER_CANCELLATION',
      outcome: 'REFUNDED',
    });
  });

  it('a month paid before the first is given back when the hold lapses, or when a new plan replaces it', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const lapsing = await kit.rentalAwaitingPayment(user, 75);
    const [, lapsingM2] = await request(user, lapsing.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(lapsingM2!)).toBe('CREDITED');
    // Month 1 never paid: once its boleto can no longer be clearing, the hold lapses.
    clock.advance(6 * 24 * 3_600_000);
    await testApp.app.jobs.runOnce();
    await settle();
    expect(await statusOf(user, lapsing.id)).toBe('CANCELLED');
    const lapsed = await rows(lapsing.id);
    expect(lapsed.find((row) => row.id === lapsingM2!.id)).toMatchObject({ status: 'REFUNDED' });
    expect(lapsed.filter((row) => row.status === 'PENDING' || row.status === 'SCHEDULED')).toEqual([]);

    clock.set(new Date());
    const replanned = await kit.rentalAwaitingPayment(user, 75);
    const [, earlyM2] = await request(user, replanned.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(earlyM2!)).toBe('CREDITED');
    const [pix] = await request(user, replanned.id, 'PIX');
    expect((await rows(replanned.id)).find((row) => row.id === earlyM2!.id)?.status).toBe('REFUNDED');
    expect(await clear(pix!)).toBe('RENTED');
  });

  it('issues a later month BOLETO_ISSUE_DAYS_AHEAD days before it is due, and e-mails it', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 65, 5);
    const [m1, m2] = await request(user, rental.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(m1!)).toBe('RENTED');
    const dueDate = m2!.due_date;
    // Eleven days before: still scheduled.
    clock.set(new Date(`${addDays(dueDate, -11)}T15:00:00.000Z`));
    await testApp.app.jobs.runOnce();
    await testApp.app.jobQueue.drain();
    expect((await rows(rental.id)).find((row) => row.id === m2!.id)?.status).toBe('SCHEDULED');
    await testApp.app.jobQueue.drain();
    expect((await rows(rental.id)).find((row) => row.id === m2!.id)?.status).toBe('SCHEDULED');
    // Ten days before, from 00:00 in Brasília: its job issues it, and e-mails it.
    clock.set(new Date(`${addDays(dueDate, -10)}T15:00:00.000Z`));
    const report = await testApp.app.jobs.runOnce();
    expect(report?.boletosDue).toContain(m2!.id);
    await settle();
    const issued = (await rows(rental.id)).find((row) => row.id === m2!.id)!;
    expect(issued.status).toBe('PENDING');
    expect(issued.bank_slip_digitable_line).toMatch(/^\d{47}$/);
    const mail = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .orderBy('created_at', 'desc')
      .execute();
    expect(mail.some((message) => message.subject.includes('2/3'))).toBe(true);
    expect(todayIso(clock.now()) <= issued.due_date).toBe(true);
  });
});
