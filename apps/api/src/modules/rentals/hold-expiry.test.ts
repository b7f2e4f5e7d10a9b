import type { RentalStatus } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { insertGuest } from '../../../test/stays.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock } from '../../lib/clock.ts';
import { expireUnpaidHolds, HOLD_EXPIRED_DETAILS } from './hold-expiry.ts';
import { apartmentsOfOneModality, completeProfile, draftBody, userIdByEmail } from './rental-test-support.ts';

const HOUR = 3_600_000;
const HOLD_HOURS = 48;

let database: TestDatabase;
let userId: string;
let apartments: ApartmentRow[];
let nextApartment = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  apartments = await database.db.selectFrom('apartments').selectAll().orderBy('id').execute();
  userId = await insertGuest(database.db);
});

afterAll(async () => {
  await database.close();
});

/** A rental in `status`, approved at `approvedAt`, each on an apartment of its own. */
async function rental(status: RentalStatus, approvedAt: Date | null): Promise<string> {
  const apartment = apartments[nextApartment++]!;
  const row = await database.db
    .insertInto('rentals')
    .values({
      user_id: userId,
      apartment_id: apartment.id,
      modality_id: apartment.modality_id,
      project_id: apartment.project_id,
      start_date: '2027-05-01',
      end_date: '2027-05-08',
      status,
      approved_at: approvedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function statusOf(id: string) {
  return database.db
    .selectFrom('rentals')
    .select(['status', 'cancellation_reason', 'cancellation_details', 'cancelled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('expireUnpaidHolds', () => {
  it('cancels approved, unpaid rentals once HOLD_HOURS have passed since approval, and nothing else', async () => {
    const clock = createManualClock('2027-01-10T12:00:00.000Z');
    const approved = clock.now();
    const awaitingSignature = await rental('WAITING_FOR_SIGNATURE', approved);
    const awaitingPayment = await rental('WAITING_FOR_PAYMENT', approved);
    const paid = await rental('RENTED', approved);
    const awaitingApproval = await rental('WAITING_APPROVAL', null);
    const draft = await rental('UNFINISHED', null);
    const approvedLater = await rental('WAITING_FOR_PAYMENT', new Date(approved.getTime() + HOUR));

    clock.advance(HOLD_HOURS * HOUR - 1);
    expect(await expireUnpaidHolds(database.db, clock, HOLD_HOURS)).toEqual([]);

    clock.advance(2);
    const expired = await expireUnpaidHolds(database.db, clock, HOLD_HOURS);
    expect(expired.sort()).toEqual([awaitingSignature, awaitingPayment].sort());
    for (const id of expired) {
      expect(await statusOf(id)).toEqual({
        status: 'CANCELLED',
        cancellation_reason: 'OTHER',
        cancellation_details: HOLD_EXPIRED_DETAILS,
        cancelled_at: clock.now(),
      });
    }
    for (const id of [paid, awaitingApproval, draft, approvedLater]) {
      expect((await statusOf(id)).status).not.toBe('CANCELLED');
    }

    clock.advance(HOUR);
    expect(await expireUnpaidHolds(database.db, clock, HOLD_HOURS)).toEqual([approvedLater]);
    expect(await expireUnpaidHolds(database.db, clock, HOLD_HOURS)).toEqual([]);
  });

  it('frees the nights: the same stay can be held again', async () => {
    const clock = createManualClock('2027-02-01T00:00:00.000Z');
    const expiredId = await rental('WAITING_FOR_PAYMENT', clock.now());
    const { apartment_id, modality_id, project_id } = await database.db
      .selectFrom('rentals')
      .select(['apartment_id', 'modality_id', 'project_id'])
      .where('id', '=', expiredId)
      .executeTakeFirstOrThrow();
    const again = () =>
      database.db
        .insertInto('rentals')
        .values({
          user_id: userId,
          apartment_id,
          modality_id,
          project_id,
          start_date: '2027-05-01',
          end_date: '2027-05-08',
          status: 'WAITING_APPROVAL',
        })
        .execute();
    await expect(again()).rejects.toMatchObject({ code: '23P01' });
    clock.advance(HOLD_HOURS * HOUR + 1);
    await expireUnpaidHolds(database.db, clock, HOLD_HOURS);
    await expect(again()).resolves.toBeDefined();
  });
});

describe('an expired hold, as the customer sees it', () => {
  it('is cancelled with the reason, and its nights can be booked again', async () => {
    const clock = createManualClock(new Date());
    const testApp = await createTestApp({ seed: true, clock, env: { HOLD_HOURS: '2' } });
    try {
      const [apartment] = await apartmentsOfOneModality(testApp.db, 1);
      const [first, second] = [await signUpUser(testApp.app), await signUpUser(testApp.app)];
      for (const user of [first, second]) {
        await completeProfile(testApp.db, await userIdByEmail(testApp.db, user.email));
      }
      const inject = (user: typeof first, method: 'GET' | 'POST', url: string, payload?: object) =>
        testApp.app.inject({ method, url, headers: user.headers, payload });
      const held = (await inject(first, 'POST', '/api/rentals', draftBody(apartment!, 10, 3))).json();
      expect((await inject(first, 'POST', `/api/rentals/${held.id}/submit`)).json().status).toBe(
        'WAITING_FOR_SIGNATURE',
      );
      const later = (await inject(second, 'POST', '/api/rentals', draftBody(apartment!, 11, 3))).json();
      expect((await inject(second, 'POST', `/api/rentals/${later.id}/submit`)).statusCode).toBe(409);

      clock.advance(2 * HOUR - 1000);
      expect((await testApp.app.jobs.runOnce())?.expiredHolds).toEqual([]);
      clock.advance(2000);
      expect((await testApp.app.jobs.runOnce())?.expiredHolds).toEqual([held.id]);

      const seen = (await inject(first, 'GET', `/api/rentals/${held.id}`)).json();
      expect(seen).toMatchObject({
        status: 'CANCELLED',
        cancellation: { reason: 'OTHER', details: 'Prazo de pagamento expirado' },
      });
      expect((await inject(second, 'POST', `/api/rentals/${later.id}/submit`)).json().status).toBe(
        'WAITING_FOR_SIGNATURE',
      );
    } finally {
      await testApp.close();
    }
  });
});
