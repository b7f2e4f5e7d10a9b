import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../../lib/clock.ts';
import { createJobQueue, JOB_QUEUE_NAME, JOB_QUEUE_SCHEMA } from '../../../lib/jobs/job-queue.ts';
import { BoletoIssuance } from '../boleto-issuance.ts';
import { createMoneyFollowUps } from '../money-followups.ts';
import { paymentsTestKit } from '../payment-test-support.ts';
import type { PaymentProvider, RefundRequest, RefundResult } from '../providers/payment-provider.ts';
import { refundPayment } from './refund-requests.ts';
import { REFUND_RETRY_CAP_MS, RefundRunner, refundRetryDelayMs, STALE_REFUND_MS } from './refund-runner.ts';

// A failed refund comes back within minutes, for as long as the provider fails: 1, 2, 4, 8, then every
// 10 minutes, each attempt a job of its own. One whose job was lost or spent is scheduled again by the
// periodic sweep a few minutes later — never 12 hours later, when the queue would let its key go.

const MINUTE = 60_000;
let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const logger = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp.close();
});

/** A paid Pix whose refund has just been recorded (no job yet). */
async function pendingRefund(): Promise<{ paymentId: string; refundId: string }> {
  const user = await kit.customer();
  const rental = await kit.rentalAwaitingPayment(user);
  const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  const paid = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
  expect(paid.statusCode, paid.body).toBe(200);
  const row = (await kit.paymentRows(rental.id))[0]!;
  const { refund } = await testApp.db.transaction().execute((trx) => refundPayment(trx, row, clock.now()));
  await testApp.app.backgroundTasks.drain();
  await testApp.app.jobQueue.drain();
  return { paymentId: row.id, refundId: refund.id };
}

const refundRow = (id: string) =>
  testApp.db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a refund the provider keeps failing', () => {
  it('is tried again after 1, 2, 4, 8 and then every 10 minutes, each attempt a job, until it is done', async () => {
    const { paymentId, refundId } = await pendingRefund();
    const failures = 14;
    const calls: number[] = [];
    const provider = {
      name: 'flaky',
      isSandbox: false,
      async createCharge() {
        throw new Error('not used');
      },
      async cancel() {},
      authorizationDays: 5,
      async capture(): Promise<never> {
        throw new Error('not used');
      },
      async refund(_request: RefundRequest): Promise<RefundResult> {
        calls.push(clock.now().getTime());
        if (calls.length <= failures) throw new Error('503 Service Unavailable');
        return { status: 'REFUNDED' };
      },
    } satisfies PaymentProvider;
    const queue = createJobQueue({ db: testApp.db, clock, logger });
    const refunds = new RefundRunner({ db: testApp.db, clock, provider, logger, callTimeoutMs: 1_000 });
    const issuance = new BoletoIssuance({ db: testApp.db, clock, provider, logger, daysAhead: 10, queue });
    const followUps = createMoneyFollowUps({ queue, clock, provider, refunds, issuance });
    followUps.register();
    const recorded = await refundRow(refundId);
    await testApp.db
      .transaction()
      .execute((trx) => followUps.enqueue(trx, { voided: [], refunds: [recorded], scheduled: [] }));

    await queue.drain();
    expect(calls).toHaveLength(1);
    for (let failed = 1; failed <= failures; failed += 1) {
      const wait = refundRetryDelayMs(failed);
      // Not a second early…
      clock.advance(wait - 1_000);
      await queue.drain();
      expect(calls, `after failure ${failed}`).toHaveLength(failed);
      // …and on time, by a job the failed attempt wrote.
      clock.advance(1_000);
      await queue.drain();
      expect(calls, `after failure ${failed}`).toHaveLength(failed + 1);
    }
    const waits = calls.slice(1).map((at, index) => (at - calls[index]!) / MINUTE);
    expect(waits).toEqual([1, 2, 4, 8, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(Math.max(...waits) * MINUTE).toBe(REFUND_RETRY_CAP_MS);
    expect(await refundRow(refundId)).toMatchObject({ status: 'REFUNDED', attempts: failures + 1 });
    const payment = await testApp.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('REFUNDED');
    // Done: nothing left to run.
    clock.advance(REFUND_RETRY_CAP_MS);
    await queue.drain();
    expect(calls).toHaveLength(failures + 1);
  });
});

describe('a refund whose job was lost or spent', () => {
  it('is scheduled again by the periodic sweep minutes after its attempt was due, even when a spent job holds its key', async () => {
    const { refundId } = await pendingRefund();
    // A server claimed it and died mid-call: leased for 5 minutes, and no job left to try it again.
    const leasedUntil = new Date(clock.now().getTime() + 5 * MINUTE);
    await testApp.db
      .updateTable('payment_refunds')
      .set({ next_attempt_at: leasedUntil, attempts: 1 })
      .where('id', '=', refundId)
      .execute();
    clock.advance(5 * MINUTE);
    expect((await testApp.app.jobs.runOnce())?.staleRefunds).not.toContain(refundId);

    clock.advance(STALE_REFUND_MS);
    expect((await testApp.app.jobs.runOnce())?.staleRefunds).toContain(refundId);
    // Its new job is spent before it could run (the database away through all its retries).
    const spent = await sql`
      update ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)} set state = 'failed', completed_on = now()
      where name = ${JOB_QUEUE_NAME} and data->'payload'->>'refundId' = ${refundId}
      returning id`.execute(testApp.db);
    expect(spent.rows.length).toBeGreaterThan(0);
    await testApp.app.jobQueue.drain();
    expect((await refundRow(refundId)).status).toBe('PENDING');

    // Minutes later the sweep schedules it again, under a key no spent job holds, and it is delivered.
    clock.advance(STALE_REFUND_MS);
    expect((await testApp.app.jobs.runOnce())?.staleRefunds).toContain(refundId);
    await testApp.app.jobQueue.drain();
    expect(await refundRow(refundId)).toMatchObject({ status: 'REFUNDED' });
  });
});
