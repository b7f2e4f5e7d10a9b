import { addDays, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { buildApp } from './app.ts';
import { PERIODIC_ROUND_JOB } from './jobs.ts';
import { boletoClearedBy } from './lib/bank-days.ts';
import { createManualClock, type ManualClock } from './lib/clock.ts';
import { lastGraceDay } from './modules/payments/charge-sweeps.ts';
import { paymentsTestKit } from './modules/payments/payment-test-support.ts';
import { signWebhookBody } from './modules/payments/webhook/webhook-signature.ts';
import { BOLETO_CLEARING_DAYS } from './modules/rentals/hold-expiry.ts';

const HOUR = 3_600_000;

let testApp: TestApp;
let clock: ManualClock;
let smtp: TestSmtpServer;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  clock = createManualClock(new Date());
  testApp = await createTestApp({
    seed: true,
    clock,
    env: {
      HOLD_HOURS: '48',
      HOLD_REMINDER_HOURS: '6',
      DEFAULTER_GRACE_DAYS: '5',
      SMTP_URL: smtp.url,
      // The clock moves months ahead: sessions must outlive it.
      SESSION_TTL_HOURS: '8760',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** Brasília noon of `day`, as an instant (UTC−3, no daylight saving since 2019). */
const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00.000-03:00`);

async function runJobs() {
  const report = await testApp.app.jobs.runOnce();
  await testApp.app.backgroundTasks.drain();
  expect(report).toBeDefined();
  return report!;
}

describe('periodic jobs, with a moved clock', () => {
  it('expires a Pix code after PIX_EXPIRY_MINUTES; a new one can be made and the old one cannot be paid', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const old = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    clock.advance(29 * 60_000);
    expect((await runJobs()).expiredCharges).not.toContain(old.id);
    clock.advance(2 * 60_000);
    expect((await runJobs()).expiredCharges).toContain(old.id);
    const confirm = await call(user, 'POST', `/api/payments/${old.id}/sandbox/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('PAYMENT_NOT_PAYABLE');
    const fresh = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(fresh.status).toBe('PENDING');
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
  });

  it('cancels a signed but unpaid hold after HOLD_HOURS, expiring its charges', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    clock.advance(48 * HOUR + 1000);
    const report = await runJobs();
    expect(report.expiredHolds).toContain(rental.id);
    // Voided with the cancellation, in its transaction.
    expect((await kit.paymentRows(rental.id)).find((row) => row.id === pix.id)?.status).toBe('EXPIRED');
    expect(await kit.rental(user, rental.id)).toMatchObject({
      status: 'CANCELLED',
      cancellation: { details: 'Prazo de pagamento expirado' },
    });
  });

  it('runs the round as the job its schedule sends (what a server does every minute)', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    clock.advance(48 * HOUR + 1000);
    await testApp.app.jobQueue.enqueue(testApp.db, PERIODIC_ROUND_JOB, {});
    expect(await testApp.app.jobQueue.drain()).toBeGreaterThanOrEqual(1);
    expect((await kit.rental(user, rental.id)).status).toBe('CANCELLED');
  });

  it('keeps a hold whose boleto may still be clearing, until its due date plus the clearing days', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 3, 30);
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    clock.advance(48 * HOUR + 1000);
    expect((await runJobs()).expiredHolds).not.toContain(rental.id);
    const clearedBy = boletoClearedBy(slip.dueDate, BOLETO_CLEARING_DAYS);
    clock.set(brasilia(clearedBy, '18:00'));
    expect((await runJobs()).expiredHolds).not.toContain(rental.id);
    clock.set(brasilia(addDays(clearedBy, 1), '09:00'));
    expect((await runJobs()).expiredHolds).toContain(rental.id);
  });

  it('counts the clearing days in bank days: a boleto due the Friday before Carnival keeps its hold until Friday after', async () => {
    // Due Friday 05/02/2027 (Carnival: 08 and 09/02): clears by Wednesday, Thursday and Friday 12/02.
    clock.set(brasilia('2027-02-04', '10:00'));
    const user = await kit.customer();
    // The draft's dates count from the real today: the stay starts on 08/03/2027.
    const startInDays = Math.round((Date.parse('2027-03-08') - Date.parse(todayIso())) / (24 * HOUR));
    const rental = await kit.rentalAwaitingPayment(user, 3, startInDays);
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    expect(slip.dueDate).toBe('2027-02-05');
    // Counted in calendar days the hold lapsed on Tuesday 09/02, with the money maybe on its way.
    for (const day of ['2027-02-09', '2027-02-10', '2027-02-12']) {
      clock.set(brasilia(day, '10:00'));
      expect((await runJobs()).expiredHolds, day).not.toContain(rental.id);
    }
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
    clock.set(brasilia('2027-02-13', '10:00'));
    expect((await runJobs()).expiredHolds).toContain(rental.id);
  });

  it('reminds an unpaid hold once, HOLD_REMINDER_HOURS before it expires', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    clock.advance(41 * HOUR);
    expect((await runJobs()).remindedHolds).not.toContain(rental.id);
    clock.advance(2 * HOUR);
    expect((await runJobs()).remindedHolds).toContain(rental.id);
    expect((await runJobs()).remindedHolds).not.toContain(rental.id);
  });

  it('finishes a paid stay once its check-out time (12:00 in Brasília) has passed', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 2, 5);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    await call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    clock.set(brasilia(rental.endDate, '11:59'));
    expect((await runJobs()).finishedStays).not.toContain(rental.id);
    clock.set(brasilia(rental.endDate, '12:00'));
    expect((await runJobs()).finishedStays).toContain(rental.id);
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('FINISHED');
    expect(after.accessCode).toBeNull();
    expect(after.milestones?.finishedAt).toBe(clock.now().toISOString());
  });

  it('makes a long stay with an overdue monthly boleto a DEFAULTER after the grace days, and RENTED again once paid', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75, 3);
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    const [first, second] = (await call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    await call(user, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    // Month 2 is issued BOLETO_ISSUE_DAYS_AHEAD (10) days before it is due; only an issued one is overdue.
    expect(second.status).toBe('SCHEDULED');
    clock.set(brasilia(addDays(second.dueDate, -10), '10:00'));
    await runJobs();
    await testApp.app.jobQueue.drain();
    expect((await kit.paymentRows(rental.id)).find((row) => row.id === second.id)?.status).toBe('PENDING');

    clock.set(brasilia(lastGraceDay(second.dueDate, 5), '10:00'));
    expect((await runJobs()).defaulters).not.toContain(rental.id);
    clock.set(brasilia(addDays(lastGraceDay(second.dueDate, 5), 1), '10:00'));
    expect((await runJobs()).defaulters).toContain(rental.id);
    expect((await kit.rental(user, rental.id)).status).toBe('DEFAULTER');

    await call(user, 'POST', `/api/payments/${second.id}/sandbox/confirm`);
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
  });

  it('gives an overdue boleto its grace and never less than its bank-day clearing', () => {
    // A normal week: five days of grace.
    expect(lastGraceDay('2027-03-10', 5)).toBe('2027-03-15');
    // Due the Friday before Carnival 2027: it may clear until Friday 12/02, past the five days.
    expect(lastGraceDay('2027-02-05', 5)).toBe('2027-02-12');
    // Due on New Year's Eve 2026: 04, 05 and 06/01 (01/01 a holiday, then a weekend).
    expect(lastGraceDay('2026-12-31', 5)).toBe('2027-01-06');
  });

  it('retries a failed e-mail delivery later, on the job queue, until the server takes it', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    await testApp.app.backgroundTasks.drain();
    await testApp.app.jobQueue.drain();
    const before = smtp.received.length;
    // The server is down for the next two messages: the approval's and the signature's e-mails.
    smtp.refuseNext(2);
    await kit.rentalAwaitingPayment(user);
    await testApp.app.backgroundTasks.drain();
    await testApp.app.jobQueue.drain();
    const failed = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .where('sent_at', 'is', null)
      .execute();
    expect(failed.length).toBeGreaterThanOrEqual(1);
    for (const row of failed) expect(row).toMatchObject({ attempts: 1, last_error: expect.any(String) });
    expect(await testApp.app.jobQueue.drain()).toBe(0); // not before its backoff
    clock.advance(2 * 60_000);
    expect(await testApp.app.jobQueue.drain()).toBeGreaterThanOrEqual(failed.length);
    expect(smtp.received.length).toBeGreaterThan(before);
    const left = await testApp.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .where('sent_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('two API instances on one database', () => {
  it('credit a payment once when both receive its confirmation at the same time', async () => {
    clock.set(new Date());
    const second = await buildApp({
      config: testApp.config,
      db: testApp.db,
      clock,
      passwordHasher: TEST_PASSWORD_HASHER,
    });
    await second.ready();
    try {
      const user = await kit.customer();
      const rental = await kit.rentalAwaitingPayment(user);
      const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
      const deliver = (app: typeof second, id: string) => {
        const body = JSON.stringify({
          id,
          type: 'payment.paid',
          createdAt: clock.now().toISOString(),
          data: { paymentId: pix.id, amountCents: pix.amountCents, paidAt: clock.now().toISOString() },
        });
        return app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-signature': signWebhookBody(body, testApp.config.payments.webhookSecret),
          },
          payload: body,
        });
      };
      const answers = await Promise.all([
        deliver(testApp.app, 'evt-a'),
        deliver(second, 'evt-b'),
        deliver(testApp.app, 'evt-c'),
        deliver(second, 'evt-a'),
      ]);
      const outcomes = answers.map((answer) => answer.json().outcome).sort();
      expect(outcomes.filter((outcome) => outcome === 'RENTED')).toHaveLength(1);
      expect((await kit.paymentRows(rental.id)).filter((row) => row.status === 'PAID')).toHaveLength(1);
      expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    } finally {
      await second.close();
    }
  });
});
