import { createHash, randomUUID } from 'node:crypto';
import { extensionSchema, type Rental, rentalAccessSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { DOOR_SYNC_JOB } from './door-access-service.ts';
import { doorHistory } from './door-access-test-support.ts';

// The door code as a credential, through HTTP: a paid stay's code opens from check-in (14:00) to
// check-out (12:00) in Brasília, the guest replaces it (the old one revoked at the lock), an extension
// and an early departure move its window, and the lock is written once per change.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;
let customer: Customer;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  customer = await kit.customer();
});

afterAll(async () => {
  await testApp?.close();
});

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

/** A stay paid by Pix through the sandbox bank, with the lock told. */
async function paidStay(user: Customer, nights = 5, startInDays = 3): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, nights, startInDays);
  const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  const confirmed = await call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await settle();
  return kit.rental(user, rental.id);
}

const rotate = (user: Customer, rentalId: string) =>
  call(user, 'POST', `/api/rentals/${rentalId}/access-code/rotate`);

const windowOf = (startDate: string, endDate: string) => ({
  validFrom: `${startDate}T17:00:00.000Z`,
  validUntil: `${endDate}T15:00:00.000Z`,
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the door code of a paid stay', () => {
  it('opens from check-in at 14:00 to check-out at 12:00 (Brasília), and the lock has it', async () => {
    const stay = await paidStay(customer);
    expect(stay.access).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      ...windowOf(stay.startDate, stay.endDate),
    });
    expect(stay.accessCode).toBe(stay.access!.code);

    const [only, ...others] = await doorHistory(testApp.db, stay.id);
    expect(others).toEqual([]);
    expect(only!.grant).toMatchObject({ code: stay.access!.code, revoked_at: null, lock_sync_error: null });
    expect(only!.grant.lock_synced_at).toBeInstanceOf(Date);
    expect(only!.lock).toMatchObject({
      code: stay.access!.code,
      valid_from: new Date(stay.access!.validFrom),
      valid_until: new Date(stay.access!.validUntil),
      revoked_at: null,
      writes: 1,
    });
    // Audited, without the code: staff read the audit log.
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `rental:${stay.id}`)
      .where('action', 'like', 'door.%')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['door.grant']);
    expect(JSON.stringify(audit)).not.toContain(stay.access!.code);
  });

  it('is replaced on request: a new code with the same window, the old one revoked at the lock at once', async () => {
    const stay = await paidStay(customer);
    const response = await rotate(customer, stay.id);
    expect(response.statusCode, response.body).toBe(200);
    const access = rentalAccessSchema.parse(response.json());
    expect(access.code).not.toBe(stay.access!.code);
    expect(access).toMatchObject(windowOf(stay.startDate, stay.endDate));
    expect((await kit.rental(customer, stay.id)).access).toEqual(access);

    await settle();
    const [old, current] = await doorHistory(testApp.db, stay.id);
    expect(old!.grant).toMatchObject({ code: stay.access!.code, revoke_reason: 'ROTATED' });
    expect(old!.lock).toMatchObject({ code: stay.access!.code, revoked_at: old!.grant.revoked_at });
    expect(current!.grant).toMatchObject({ code: access.code, revoked_at: null });
    expect(current!.lock).toMatchObject({ code: access.code, revoked_at: null });
  });

  it('refuses another user’s rental (404), a rental not yet paid (409) and too many rotations (429)', async () => {
    const stay = await paidStay(customer);
    const stranger = await kit.customer();
    const foreign = await rotate(stranger, stay.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');

    const unpaid = await kit.rentalAwaitingPayment(customer, 2, 40);
    const refused = await rotate(customer, unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOOR_ACCESS_UNAVAILABLE' });
    expect(refused.json().message).toMatch(/estadia está paga e em andamento/);
    expect(await doorHistory(testApp.db, unpaid.id)).toEqual([]);

    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await rotate(customer, stay.id)).statusCode).toBe(200);
    const limited = await rotate(customer, stay.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('writes the lock once per change, even when its job runs again', async () => {
    const stay = await paidStay(customer);
    const [first] = await doorHistory(testApp.db, stay.id);
    // A crash after the lock took the code and before we recorded it: the job runs a second time.
    await testApp.db
      .updateTable('door_access_grants')
      .set({ lock_synced_version: 0 })
      .where('id', '=', first!.grant.id)
      .execute();
    await testApp.app.jobQueue.enqueue(testApp.db, DOOR_SYNC_JOB, { grantId: first!.grant.id });
    await testApp.app.jobQueue.enqueue(testApp.db, DOOR_SYNC_JOB, { grantId: first!.grant.id });
    expect(await testApp.app.jobQueue.drain()).toBe(2);
    const [again] = await doorHistory(testApp.db, stay.id);
    expect(again!.lock).toEqual(first!.lock);
    expect(again!.grant.lock_synced_version).toBe(again!.grant.version);
  });
});

describe('the window follows the stay', () => {
  it('an extension, once paid, moves validUntil to the new check-out; the code stays', async () => {
    const stay = await paidStay(customer, 4, 3);
    const end = addDays(stay.endDate, 2);
    const created = await call(customer, 'POST', `/api/rentals/${stay.id}/extensions`, { end });
    expect(created.statusCode, created.body).toBe(201);
    const extension = extensionSchema.parse(created.json());
    const addendum = await call(customer, 'GET', `/api/extensions/${extension.id}/addendum`);
    const sha256 = createHash('sha256').update(addendum.rawPayload).digest('hex');
    const signed = await call(customer, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const pix = kit.paymentOf(
      await call(
        customer,
        'POST',
        `/api/extensions/${extension.id}/payments`,
        { paymentType: 'PIX' },
        { 'idempotency-key': randomUUID() },
      ),
    );
    expect((await call(customer, 'POST', `/api/payments/${pix.id}/sandbox/confirm`)).statusCode).toBe(200);
    await settle();

    const extended = await kit.rental(customer, stay.id);
    expect(extended.endDate).toBe(end);
    expect(extended.access).toEqual({ code: stay.access!.code, ...windowOf(stay.startDate, end) });
    const [only] = await doorHistory(testApp.db, stay.id);
    expect(only!.lock).toMatchObject({
      valid_until: new Date(`${end}T15:00:00.000Z`),
      version: 2,
      writes: 2,
    });
  });

  it('an early departure moves validUntil to the new check-out', async () => {
    const stay = await paidStay(customer, 6, 2);
    const date = addDays(stay.startDate, 3);
    const response = await call(customer, 'POST', `/api/rentals/${stay.id}/early-departure`, {
      date,
      reason: 'A empresa antecipou a mudança',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().access).toEqual({ code: stay.access!.code, ...windowOf(stay.startDate, date) });
    await settle();
    const [only] = await doorHistory(testApp.db, stay.id);
    expect(only!.lock).toMatchObject({ valid_until: new Date(`${date}T15:00:00.000Z`), revoked_at: null });
  });
});
