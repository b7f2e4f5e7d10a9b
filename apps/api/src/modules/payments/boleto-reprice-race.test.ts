import { addDays } from '@estadia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { paymentsTestKit } from './payment-test-support.ts';

// A month is issued at the amount it has when it is issued: a scheduled month re-priced by an early
// departure while the provider is making its boleto is not left billing the old amount. On PostgreSQL
// the race is staged: something holds the rental while the departure and then the issuance job arrive;
// the job has already asked the provider (with the old amount) when the departure lowers the month.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp?.close();
});

const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00.000-03:00`);

/** The amount a FEBRABAN barcode bills, in cents (positions 10 to 19). */
const barcodeCents = (barcode: string) => Number(barcode.slice(9, 19));

async function lockWaiters(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_stat_activity
     where wait_event_type = 'Lock' and datname = current_database()`.execute(testApp.db);
  return rows[0]!.count;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

describe.runIf(onPostgres)('a month re-priced while its boleto is being issued (PostgreSQL)', () => {
  it('is issued at the amount it has: the boleto made at the old amount is voided and the month issued again', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75, 3);
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    const [first, second] = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    await kit.call(user, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
    await settle();
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    expect(second.status).toBe('SCHEDULED');

    // Month 2's issue day: the round enqueues its job; the job runs when the queue is drained.
    clock.set(brasilia(addDays(second.dueDate, -10), '10:00'));
    await testApp.app.jobs.runOnce();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = testApp.db.transaction().execute(async (trx) => {
      await sql`select id from rentals where id = ${rental.id} for update`.execute(trx);
      held();
      await gate;
    });
    await holding;
    // Leaving 30 nights early lowers month 2 (still SCHEDULED) in the departure's transaction.
    const departure = kit.call(user, 'POST', `/api/rentals/${rental.id}/early-departure`, {
      date: addDays(rental.startDate, 45),
      reason: 'Fim do projeto',
    });
    await until(async () => (await lockWaiters()) >= 1, 'the departure to wait for the rental');
    // The issuance job reads month 2 at its old amount, asks the provider, then waits for the rental.
    const issuing = testApp.app.jobQueue.drain();
    await until(async () => (await lockWaiters()) >= 2, 'the issuance to wait for the rental');
    release();
    await holder;
    const departed = await departure;
    expect(departed.statusCode, departed.body).toBe(200);
    await issuing;
    await settle();

    const rows = await kit.paymentRows(rental.id);
    const month2 = rows.filter((row) => row.installment === 2);
    const live = month2.filter((row) => row.status === 'PENDING' || row.status === 'SCHEDULED');
    expect(live).toHaveLength(1);
    const issued = live[0]!;
    expect(issued.amount_cents).toBeLessThan(second.amountCents);
    expect(issued.status).toBe('PENDING');
    // The boleto the customer pays bills what the month is worth now.
    expect(barcodeCents(issued.bank_slip_barcode!)).toBe(issued.amount_cents);
    // The boleto made at the old amount is voided, at the provider too.
    const stale = month2.find((row) => row.id === second.id)!;
    expect(stale.status).toBe('EXPIRED');
    const voids = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job
       where data->>'job' = 'payments.void-charge' and data->'payload'->>'paymentId' = ${second.id}`.execute(
      testApp.db,
    );
    expect(voids.rows[0]!.count).toBe(1);

    // Paid at that amount, it is credited: no refund, no DEFAULTER.
    const paid = await kit.call(user, 'POST', `/api/payments/${issued.id}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    await settle();
    expect((await kit.paymentRows(rental.id)).find((row) => row.id === issued.id)?.status).toBe('PAID');
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
