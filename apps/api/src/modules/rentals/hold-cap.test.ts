import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { MAX_UNPAID_HOLDS } from './hold-cap.ts';
import { apartmentsOfOneModality, completeProfile, draftBody, userIdByEmail } from './rental-test-support.ts';

// A customer holds at most 3 rentals with nights taken and nothing paid: a 4th submission is refused
// with 409 TOO_MANY_HOLDS and writes nothing, even when several are sent at the same moment.

const TOO_MANY_HOLDS = {
  statusCode: 409,
  code: 'TOO_MANY_HOLDS',
  message:
    'Você já tem 3 reservas com noites garantidas e ainda sem pagamento. Conclua o pagamento de uma ' +
    'delas, ou cancele a que não for usar, para enviar uma nova.',
};

let testApp: TestApp;
let awaitingApproval: TestApp;
let apartments: ApartmentRow[];
// Ids are random per database: each app has its own rows.
let approvalApartments: ApartmentRow[];
// Each test books its own weeks, so that no two tests compete for nights.
let nextStart = 30;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  awaitingApproval = await createTestApp({ seed: true, env: { AUTO_APPROVE: 'false' } });
  apartments = await apartmentsOfOneModality(testApp.db, 6);
  approvalApartments = await apartmentsOfOneModality(awaitingApproval.db, 6);
});

afterAll(async () => {
  await testApp?.close();
  await awaitingApproval?.close();
});

async function customer(app: TestApp = testApp): Promise<TestUser & { id: string }> {
  const user = await signUpUser(app.app);
  const id = await userIdByEmail(app.db, user.email);
  await completeProfile(app.db, id);
  return { ...user, id };
}

/** `count` drafts of the customer, on different apartments of the same weeks. */
async function drafts(user: TestUser, count: number, app: TestApp = testApp): Promise<string[]> {
  const start = nextStart;
  nextStart += 10;
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: user.headers,
      payload: draftBody((app === testApp ? apartments : approvalApartments)[index]!, start, 3),
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  return ids;
}

function submit(user: TestUser, rentalId: string, app: TestApp = testApp) {
  return app.app.inject({ method: 'POST', url: `/api/rentals/${rentalId}/submit`, headers: user.headers });
}

async function statuses(app: TestApp, ids: string[]): Promise<string[]> {
  const rows = await app.db.selectFrom('rentals').select(['id', 'status']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)!.status);
}

describe('at most 3 held, unpaid rentals per customer', () => {
  it('refuses the 4th submission with 409 TOO_MANY_HOLDS and writes nothing', async () => {
    const user = await customer();
    const ids = await drafts(user, 4);
    for (const id of ids.slice(0, 3)) expect((await submit(user, id)).statusCode).toBe(200);
    await testApp.app.jobQueue.drain();
    const outboxBefore = await testApp.db.selectFrom('outbox').select('id').execute();

    const refused = await submit(user, ids[3]!);
    await testApp.app.jobQueue.drain();

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(TOO_MANY_HOLDS);
    const fourth = await testApp.db
      .selectFrom('rentals')
      .selectAll()
      .where('id', '=', ids[3]!)
      .executeTakeFirstOrThrow();
    expect(fourth).toMatchObject({ status: 'UNFINISHED', submitted_at: null, approved_at: null });
    expect(await testApp.db.selectFrom('outbox').select('id').execute()).toHaveLength(outboxBefore.length);
    // The nights of the refused draft stay free for anyone else.
    const other = await customer();
    const [otherDraft] = await drafts(other, 1);
    await testApp.db
      .updateTable('rentals')
      .set({ apartment_id: apartments[3]!.id, start_date: fourth.start_date, end_date: fourth.end_date })
      .where('id', '=', otherDraft!)
      .execute();
    expect((await submit(other, otherDraft!)).statusCode).toBe(200);
  });

  it('counts every status that holds nights before money arrives, and frees a place on payment or cancellation', async () => {
    const user = await customer();
    const ids = await drafts(user, 5);
    for (const id of ids.slice(0, 3)) expect((await submit(user, id)).statusCode).toBe(200);
    // Signed, waiting for the payment: still held and unpaid.
    await testApp.db
      .updateTable('rentals')
      .set({ status: 'WAITING_FOR_PAYMENT' })
      .where('id', '=', ids[0]!)
      .execute();
    expect((await submit(user, ids[3]!)).json().code).toBe('TOO_MANY_HOLDS');

    // Paid: the first charge confirmed makes it RENTED, no longer an unpaid hold.
    await testApp.db.updateTable('rentals').set({ status: 'RENTED' }).where('id', '=', ids[0]!).execute();
    expect((await submit(user, ids[3]!)).statusCode).toBe(200);
    expect((await submit(user, ids[4]!)).json().code).toBe('TOO_MANY_HOLDS');

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/rentals/${ids[1]}/cancel`,
      headers: user.headers,
      payload: { reason: 'MISTOOK_RESERVATION' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await submit(user, ids[4]!)).statusCode).toBe(200);
    expect(await statuses(testApp, ids)).toEqual([
      'RENTED',
      'CANCELLED',
      'WAITING_FOR_SIGNATURE',
      'WAITING_FOR_SIGNATURE',
      'WAITING_FOR_SIGNATURE',
    ]);
  });

  it('counts submissions waiting for the provider’s approval (AUTO_APPROVE=false)', async () => {
    const user = await customer(awaitingApproval);
    const ids = await drafts(user, 4, awaitingApproval);
    for (const id of ids.slice(0, 3)) expect((await submit(user, id, awaitingApproval)).statusCode).toBe(200);
    const refused = await submit(user, ids[3]!, awaitingApproval);
    expect(refused.json()).toEqual(TOO_MANY_HOLDS);
    expect(await statuses(awaitingApproval, ids)).toEqual([
      'WAITING_APPROVAL',
      'WAITING_APPROVAL',
      'WAITING_APPROVAL',
      'UNFINISHED',
    ]);
  });

  it('lets exactly 3 through when several submissions of one customer arrive at once', async () => {
    const user = await customer();
    const ids = await drafts(user, 6);
    const responses = await Promise.all(ids.map((id) => submit(user, id)));
    const answers = responses.map((response) => response.json().code ?? response.statusCode);
    expect(answers.filter((answer) => answer === 200)).toHaveLength(MAX_UNPAID_HOLDS);
    expect(answers.filter((answer) => answer === 'TOO_MANY_HOLDS')).toHaveLength(
      ids.length - MAX_UNPAID_HOLDS,
    );
    const held = (await statuses(testApp, ids)).filter((status) => status !== 'UNFINISHED');
    expect(held).toHaveLength(MAX_UNPAID_HOLDS);
  });

  it('is per customer: another customer’s holds do not count', async () => {
    const [first, second] = [await customer(), await customer()];
    const firstIds = await drafts(first, 3);
    for (const id of firstIds) expect((await submit(first, id)).statusCode).toBe(200);
    const [secondId] = await drafts(second, 1);
    expect((await submit(second, secondId!)).statusCode).toBe(200);
  });
});
