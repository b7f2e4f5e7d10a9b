import { addDays } from '@estadia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { lastGraceDay } from './charge-sweeps.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// DEFAULTER is never set on a stay that was just paid: the periodic round takes the rental's lock and
// then its payments' (the crediting path's order) and judges the overdue boletos after the lock. On
// PostgreSQL, a confirmation that holds the rental's lock when the round reaches it wins: the round
// sees the month PAID. (PGlite runs one statement at a time: there is no race to lose there.)

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({
    seed: true,
    clock,
    env: { DEFAULTER_GRACE_DAYS: '5', SESSION_TTL_HOURS: '8760' },
  });
});

afterAll(async () => {
  await testApp?.close();
});

const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00.000-03:00`);

async function runJobs() {
  const report = await testApp.app.jobs.runOnce();
  await testApp.app.backgroundTasks.drain();
  return report!;
}

/** A long stay on monthly boletos, month 1 paid, month 2 issued and overdue past the grace days. */
async function stayWithOverdueMonth(user: Customer) {
  clock.set(new Date());
  const rental = await kit.rentalAwaitingPayment(user, 75, 3);
  kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
  const [first, second] = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
  await kit.call(user, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
  expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
  clock.set(brasilia(addDays(second.dueDate, -10), '10:00'));
  await runJobs();
  await testApp.app.jobQueue.drain();
  clock.set(brasilia(addDays(lastGraceDay(second.dueDate, 5), 1), '10:00'));
  return { rental, second };
}

/** How many sessions wait for a row lock held by another. */
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

describe.runIf(onPostgres)('DEFAULTER and a payment confirmed at the same moment (PostgreSQL)', () => {
  it('a stay whose overdue month is being credited when the round comes is never marked DEFAULTER', async () => {
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      const user = await kit.customer();
      const { rental, second } = await stayWithOverdueMonth(user);

      // The stage: something holds the rental's row while the bank's confirmation and the round arrive,
      // the confirmation first (as the crediting path would hold it, under load).
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
      const confirmation = kit.call(user, 'POST', `/api/payments/${second.id}/sandbox/confirm`);
      await until(async () => (await lockWaiters()) >= 1, 'the confirmation to wait for the rental');
      const sweep = runJobs();
      await until(async () => (await lockWaiters()) >= 2, 'the round to wait for the rental');
      release();
      await holder;
      const [confirmed, report] = await Promise.all([confirmation, sweep]);
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      expect(report.defaulters).not.toContain(rental.id);
      const after = await kit.rental(user, rental.id);
      expect(after.status).toBe('RENTED');
      expect(after.payments.find((payment) => payment.id === second.id)?.status).toBe('PAID');
    }
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('a stay still owing its overdue month is marked DEFAULTER by the round, its door code revoked', async () => {
    const user = await kit.customer();
    const { rental } = await stayWithOverdueMonth(user);
    expect((await runJobs()).defaulters).toContain(rental.id);
    expect(await kit.rental(user, rental.id)).toMatchObject({ status: 'DEFAULTER', accessCode: null });
  });
});
