import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import type { PaymentRow } from '../../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../../lib/clock.ts';
import { createJobQueue } from '../../../lib/jobs/job-queue.ts';
import { adminKit, expectError } from '../../admin/admin-test-support.ts';
import { BoletoIssuance } from '../boleto-issuance.ts';
import { createMoneyFollowUps } from '../money-followups.ts';
import { paymentsTestKit } from '../payment-test-support.ts';
import {
  type PaymentProvider,
  PaymentProviderRefusal,
  type RefundRequest,
  type RefundResult,
} from '../providers/payment-provider.ts';
import { refundPayment } from './refund-requests.ts';
import { RefundRunner } from './refund-runner.ts';

// A refund is a persisted state delivered against a provider that fails, times out, answers "still
// processing" and recovers: REFUND_PENDING until the provider confirms, REFUNDED with its date then,
// asked once at a time whatever the number of instances, and a refusal for good left to a person.

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp.close();
});

/** A provider whose refund answers, call after call, what the script says. */
function scriptedProvider(script: Array<'fail' | 'hang' | 'pending' | 'refunded' | 'refuse'>) {
  const calls: RefundRequest[] = [];
  const provider = {
    name: 'scripted',
    isSandbox: false,
    async createCharge() {
      throw new Error('not used');
    },
    async cancel() {},
    authorizationDays: 5,
    async capture(): Promise<never> {
      throw new Error('not used');
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      calls.push(request);
      const step = script[Math.min(calls.length - 1, script.length - 1)];
      if (step === 'fail') throw new Error('503 Service Unavailable');
      if (step === 'hang') return new Promise<RefundResult>(() => {});
      if (step === 'refuse') throw new PaymentProviderRefusal('Pagamento antigo demais para estorno.');
      return { status: step === 'pending' ? 'PENDING' : 'REFUNDED' };
    },
  } satisfies PaymentProvider;
  return { provider, calls };
}

/** A paid Pix whose refund has just been asked for: the payment is REFUND_PENDING. */
async function pendingRefund(): Promise<{ payment: PaymentRow; refundId: string }> {
  const user = await kit.customer();
  const rental = await kit.rentalAwaitingPayment(user);
  const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  const paid = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
  expect(paid.statusCode, paid.body).toBe(200);
  const row = (await kit.paymentRows(rental.id))[0]!;
  const { payment, refund } = await testApp.db
    .transaction()
    .execute((trx) => refundPayment(trx, row, clock.now()));
  expect(payment.status).toBe('REFUND_PENDING');
  expect(payment.refund_requested_at).toBeInstanceOf(Date);
  return { payment, refundId: refund.id };
}

const runner = (provider: PaymentProvider, callTimeoutMs = 50) =>
  new RefundRunner({
    db: testApp.db,
    clock,
    provider,
    logger: { info() {}, warn() {}, error() {} },
    callTimeoutMs,
  });

async function paymentRow(id: string) {
  return testApp.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('refunds that arrive', () => {
  it('stays REFUND_PENDING through a failure, a timeout and "still processing", then REFUNDED with its date', async () => {
    const { payment, refundId } = await pendingRefund();
    const { provider, calls } = scriptedProvider(['fail', 'hang', 'pending', 'refunded']);
    // Each attempt is made by a new runner: what it knows lives in the database, as after a restart.
    for (const reason of ['503 Service Unavailable', 'did not answer within 50 ms', 'still processing']) {
      await expect(runner(provider).deliver(refundId)).rejects.toThrow(reason);
      expect((await paymentRow(payment.id)).status).toBe('REFUND_PENDING');
      // Not before its next attempt is due (a few minutes at most: refund-retry-schedule.test.ts).
      await expect(runner(provider).deliver(refundId)).rejects.toThrow('another instance');
      clock.advance(10 * 60_000);
    }
    const refund = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'PENDING', attempts: 3 });
    expect(await runner(provider).deliver(refundId)).toBe('refunded');
    const done = await paymentRow(payment.id);
    expect(done.status).toBe('REFUNDED');
    expect(done.refunded_at?.getTime()).toBe(clock.now().getTime());
    // The same refund id every time: the provider's idempotency key, so it never refunds twice.
    expect(calls.map((call) => [call.refundId, call.amountCents])).toEqual(
      Array.from({ length: 4 }, () => [refundId, payment.amount_cents]),
    );
    // Done: a late duplicate of its job changes nothing and asks nothing.
    expect(await runner(provider).deliver(refundId)).toBe('gone');
    expect(calls).toHaveLength(4);
  });

  it('keeps a payment given back in two refunds REFUND_PENDING until the second is delivered too', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const paid = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    const row = (await kit.paymentRows(rental.id))[0]!;
    const part = Math.floor(row.amount_cents / 3);
    // An early departure's part, then the rest (a withdrawal): two refunds of the same payment.
    const [first, second] = await testApp.db.transaction().execute(async (trx) => {
      const one = await refundPayment(trx, row, clock.now(), part);
      const two = await refundPayment(trx, one.payment, clock.now(), row.amount_cents - part);
      return [one.refund, two.refund];
    });
    const { provider, calls } = scriptedProvider(['refunded']);
    expect(await runner(provider).deliver(first!.id)).toBe('refunded');
    // The rest is still on its way: not REFUNDED yet.
    expect((await paymentRow(row.id)).status).toBe('REFUND_PENDING');
    clock.advance(60_000);
    expect(await runner(provider).deliver(second!.id)).toBe('refunded');
    const done = await paymentRow(row.id);
    expect(done.status).toBe('REFUNDED');
    expect(done.refunded_at?.getTime()).toBe(clock.now().getTime());
    expect(calls.map((call) => call.amountCents)).toEqual([part, row.amount_cents - part]);
  });

  it('is a job of the queue written with the refund: retried with backoff, across a restart, until REFUNDED', async () => {
    await testApp.app.backgroundTasks.drain();
    await testApp.app.jobQueue.drain();
    const { payment, refundId } = await pendingRefund();
    const { provider, calls } = scriptedProvider(['fail', 'hang', 'refunded']);
    const logger = { info() {}, warn() {}, error() {} };
    // An instance whose refunds go to the scripted provider; `restart` builds another on the same database.
    const instance = () => {
      const queue = createJobQueue({ db: testApp.db, clock, logger });
      const refunds = runner(provider);
      const followUps = createMoneyFollowUps({
        queue,
        clock,
        provider,
        refunds,
        issuance: new BoletoIssuance({
          db: testApp.db,
          clock,
          provider,
          logger,
          daysAhead: 10,
          queue,
        }),
      });
      followUps.register();
      return { queue, followUps };
    };
    const first = instance();
    // The job exists because the transaction that asked for the refund committed.
    const refund = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    await testApp.db
      .transaction()
      .execute((trx) => first.followUps.enqueue(trx, { voided: [], refunds: [refund], scheduled: [] }));
    expect(await first.queue.drain()).toBeGreaterThanOrEqual(1); // 503: failed, retry scheduled
    expect(calls).toHaveLength(1);
    expect(await first.queue.drain()).toBe(0); // not before its backoff
    clock.advance(60_000);
    await first.queue.drain(); // no answer within the time limit: failed again
    expect(calls).toHaveLength(2);
    expect((await paymentRow(payment.id)).status).toBe('REFUND_PENDING');
    // The process is gone; another starts and finds the job where the database keeps it.
    const second = instance();
    clock.advance(10 * 60_000);
    await second.queue.drain();
    expect(calls).toHaveLength(3);
    const done = await paymentRow(payment.id);
    expect(done.status).toBe('REFUNDED');
    expect(done.refunded_at).toBeInstanceOf(Date);
  });

  it('is asked of the provider by one instance at a time', async () => {
    const { refundId } = await pendingRefund();
    let release!: () => void;
    const calls: string[] = [];
    const slow = {
      ...scriptedProvider([]).provider,
      async refund(request: RefundRequest): Promise<RefundResult> {
        calls.push(request.refundId);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 'REFUNDED' };
      },
    };
    // This provider answers when released: the first instance waits for it (no timeout in between).
    const first = runner(slow, 60_000).deliver(refundId);
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // A second instance finds it claimed and leaves it (its job tries again later).
    await expect(runner(slow, 60_000).deliver(refundId)).rejects.toThrow('another instance');
    release();
    expect(await first).toBe('refunded');
    expect(calls).toEqual([refundId]);
  });

  it('leaves a refund the provider refuses for good to a person, who settles it in the reconciliation', async () => {
    const { payment, refundId } = await pendingRefund();
    const { provider } = scriptedProvider(['refuse']);
    expect(await runner(provider).deliver(refundId)).toBe('refused');
    expect((await paymentRow(payment.id)).status).toBe('REFUND_PENDING');

    const finance = await staff.staff('FINANCE');
    const list = await staff.call(finance, 'GET', '/api/admin/reconciliation?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json().items as { id: string; paymentId: string }[]).find(
      (entry) => entry.paymentId === payment.id,
    );
    expect(item).toMatchObject({
      reason: 'REFUND_REFUSED',
      outcome: 'REFUND_REFUSED',
      open: true,
      receivedCents: payment.amount_cents,
      refund: { lastError: 'Pagamento antigo demais para estorno.' },
    });
    const dashboard = await staff.call(finance, 'GET', '/api/admin/dashboard');
    expect(dashboard.json().openReconciliationCases).toBeGreaterThanOrEqual(1);

    const bookings = await staff.staff('BOOKINGS');
    const url = `/api/admin/reconciliation/${item!.id}/settle`;
    expectError(
      await staff.call(bookings, 'POST', url, { note: 'Transferência feita' }),
      403,
      'MISSING_PERMISSIONS',
    );
    const settled = await staff.call(finance, 'POST', url, { note: 'Devolvido por transferência (TED)' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      outcome: 'SETTLED',
      open: false,
      resolution: { note: 'Devolvido por transferência (TED)', by: { id: finance.id } },
    });
    expect((await paymentRow(payment.id)).status).toBe('REFUNDED');
    expectError(
      await staff.call(finance, 'POST', url, { note: 'De novo' }),
      409,
      'RECONCILIATION_NOT_SETTLEABLE',
    );
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reconciliation.settle')
      .where('actor_id', '=', finance.id)
      .execute();
    expect(audit).toHaveLength(1);
  });
});
