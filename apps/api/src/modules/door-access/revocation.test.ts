import { addDays, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { GUEST } from '../occupants/occupants-test-support.ts';
import { lastGraceDay } from '../payments/charge-sweeps.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { doorHistory } from './door-access-test-support.ts';

// Every way a stay stops opening the door, through HTTP and the periodic round: the withdrawal, the
// check-out, DEFAULTER and the end of the stay revoke the code at once; the rental no longer shows it
// and the sandbox lock holds the revocation.

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
const { call } = kit;
let customer: Customer;
let frontDesk: TestAccount;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  customer = await kit.customer();
  frontDesk = await staffKit.staff('FRONT_DESK');
});

afterAll(async () => {
  await testApp?.close();
});

const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00.000-03:00`);

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

async function runJobs() {
  const report = await testApp.app.jobs.runOnce();
  await settle();
  return report!;
}

async function paidStay(nights = 3, startInDays = 10): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(customer, nights, startInDays);
  const payment = kit.paymentOf(await kit.pay(customer, rental.id, { paymentType: 'PIX' }));
  expect((await call(customer, 'POST', `/api/payments/${payment.id}/sandbox/confirm`)).statusCode).toBe(200);
  await settle();
  const paid = await kit.rental(customer, rental.id);
  expect(paid.access?.code).toMatch(/^\d{6}$/);
  return paid;
}

/** The rental shows no code and its one grant is revoked, at the lock too, for `reason`. */
async function expectRevoked(stay: Rental, reason: string): Promise<void> {
  const after = await kit.rental(customer, stay.id);
  expect(after.access).toBeNull();
  expect(after.accessCode).toBeNull();
  const history = await doorHistory(testApp.db, stay.id);
  const last = history.at(-1)!;
  expect(last.grant).toMatchObject({ code: stay.access!.code, revoke_reason: reason });
  expect(last.grant.revoked_at).toBeInstanceOf(Date);
  expect(last.lock).toMatchObject({ code: stay.access!.code, revoked_at: last.grant.revoked_at });
  expect(history.filter((entry) => entry.grant.revoked_at === null)).toEqual([]);
}

describe('the door code is revoked', () => {
  it('by a withdrawal (cancellation of a paid stay before check-in)', async () => {
    clock.set(new Date());
    const stay = await paidStay();
    const cancelled = await call(customer, 'POST', `/api/rentals/${stay.id}/cancel`, {
      reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', access: null, accessCode: null });
    await settle();
    await expectRevoked(stay, 'CANCELLED');
  });

  it('by the check-out, recorded by the front desk', async () => {
    clock.set(new Date());
    const stay = await paidStay(3, 2);
    const guests = await staffKit.call(customer, 'PUT', `/api/rentals/${stay.id}/occupants`, {
      items: [GUEST],
    });
    expect(guests.statusCode, guests.body).toBe(200);
    clock.set(brasilia(stay.startDate, '15:00'));
    const checkedIn = await staffKit.call(frontDesk, 'POST', `/api/admin/rentals/${stay.id}/check-in`);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().doorAccess).toMatchObject({ active: true });
    // The front desk sees the door's state, never the code (decision 0019).
    const seenByTheDesk = [
      checkedIn,
      await staffKit.call(
        frontDesk,
        'GET',
        `/api/admin/front-desk?projectId=${stay.project.id}&date=${stay.startDate}`,
      ),
      await staffKit.call(frontDesk, 'GET', `/api/admin/rentals/${stay.id}`),
    ];
    for (const answer of seenByTheDesk) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(stay.access!.code);
    }
    const checkedOut = await staffKit.call(frontDesk, 'POST', `/api/admin/rentals/${stay.id}/check-out`);
    expect(checkedOut.statusCode, checkedOut.body).toBe(200);
    expect(checkedOut.json().doorAccess).toMatchObject({ active: false, revokeReason: 'CHECKED_OUT' });
    expect(JSON.stringify(checkedOut.json())).not.toContain(stay.access!.code);
    await settle();
    await expectRevoked(stay, 'CHECKED_OUT');
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target', '=', `rental:${stay.id}`)
      .where('action', '=', 'door.revoke')
      .execute();
    expect(audit).toEqual([{ action: 'door.revoke', actor_email: frontDesk.email }]);
  });

  it('by the end of the stay (FINISHED at check-out time)', async () => {
    clock.set(new Date());
    const stay = await paidStay(2, 5);
    clock.set(brasilia(stay.endDate, '12:00'));
    expect((await runJobs()).finishedStays).toContain(stay.id);
    await expectRevoked(stay, 'FINISHED');
  });

  it('by DEFAULTER; a new code comes once the overdue month is paid', async () => {
    clock.set(new Date());
    const rental = await kit.rentalAwaitingPayment(customer, 75, 3);
    kit.paymentOf(await kit.pay(customer, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    const [first, second] = (await call(customer, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    await call(customer, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
    await settle();
    const stay = await kit.rental(customer, rental.id);
    expect(stay.access).not.toBeNull();
    clock.set(brasilia(addDays(second.dueDate, -10), '10:00'));
    await runJobs();
    clock.set(brasilia(addDays(lastGraceDay(second.dueDate, 5), 1), '10:00'));
    expect((await runJobs()).defaulters).toContain(rental.id);
    await expectRevoked(stay, 'DEFAULTER');

    await call(customer, 'POST', `/api/payments/${second.id}/sandbox/confirm`);
    await settle();
    const back = await kit.rental(customer, rental.id);
    expect(back.status).toBe('RENTED');
    expect(back.access?.code).toMatch(/^\d{6}$/);
    expect(back.access?.code).not.toBe(stay.access!.code);
  });
});
