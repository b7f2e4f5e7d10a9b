import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { apartmentsOfOneModality, completeProfile, draftBody, userIdByEmail } from './rental-test-support.ts';
import { findRentalForSubmission, submitIfUnchanged, updateRental } from './repository.ts';

// A submission reads the draft without locks and writes it only if the row is still the version it
// read: what happens when the draft changes in between.

let testApp: TestApp;
let apartments: ApartmentRow[];
let user: TestUser;
let userId: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 4);
  user = await signUpUser(testApp.app);
  userId = await userIdByEmail(testApp.db, user.email);
  await completeProfile(testApp.db, userId);
});

afterAll(async () => {
  await testApp?.close();
});

async function call(method: string, url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function newDraft(apartment: ApartmentRow, startInDays: number, nights: number): Promise<string> {
  const response = await call('POST', '/api/rentals', draftBody(apartment, startInDays, nights));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Marks the customer's held rentals paid (RENTED), as the payments module would. */
async function paid(owner: TestUser) {
  await testApp.db
    .updateTable('rentals')
    .set({ status: 'RENTED' })
    .where('user_id', '=', await userIdByEmail(testApp.db, owner.email))
    .where('status', '=', 'WAITING_FOR_SIGNATURE')
    .execute();
}

function rentalRow(id: string) {
  return testApp.db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('submitIfUnchanged', () => {
  it('writes nothing when the row changed after it was read', async () => {
    const id = await newDraft(apartments[0]!, 40, 3);
    const read = (await findRentalForSubmission(testApp.db, userId, id))!;
    await updateRental(testApp.db, id, { common_car_spots: 1 });

    const written = await submitIfUnchanged(testApp.db, read, { status: 'WAITING_FOR_SIGNATURE' });

    expect(written).toBeUndefined();
    const row = await rentalRow(id);
    expect(row.status).toBe('UNFINISHED');
    expect(row.common_car_spots).toBe(1);
  });

  it('writes the version it read', async () => {
    const id = await newDraft(apartments[0]!, 50, 3);
    const read = (await findRentalForSubmission(testApp.db, userId, id))!;

    const written = await submitIfUnchanged(testApp.db, read, { status: 'WAITING_APPROVAL' });

    expect(written?.status).toBe('WAITING_APPROVAL');
  });

  it('is another user’s rental: nothing to read', async () => {
    const id = await newDraft(apartments[0]!, 60, 3);
    const other = await signUpUser(testApp.app);
    expect(await findRentalForSubmission(testApp.db, await userIdByEmail(testApp.db, other.email), id)).toBe(
      undefined,
    );
  });
});

describe('POST /api/rentals/:rentId/submit racing other writes', () => {
  it('sends one draft sent twice at once exactly once', async () => {
    const id = await newDraft(apartments[1]!, 40, 4);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', `/api/rentals/${id}/submit`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409))
      expect(response.json().code).toBe('RENTAL_NOT_SUBMITTABLE');
  });

  it('always holds the stay the draft says, at the price of that stay, when edits race the submission', async () => {
    const apartment = apartments[2]!;
    // Two edits at most can beat a submission's read (it tries three times): it always goes through.
    for (let round = 0; round < 10; round += 1) {
      // Each round's stay stays held: a customer holds 3 unpaid at most, so the earlier ones are paid.
      await paid(user);
      const id = await newDraft(apartment, 100 + round * 40, 3);
      const edits = [9, 30].map((nights) => {
        const { interval } = draftBody(apartment, 100 + round * 40, nights);
        return call('PATCH', `/api/rentals/${id}`, { interval });
      });
      const [submit, ...patches] = await Promise.all([call('POST', `/api/rentals/${id}/submit`), ...edits]);
      expect(submit.statusCode, submit.body).toBe(200);
      // Every edit either came first (200) or found the draft already sent (409): none is lost half-way.
      for (const patch of patches) expect([200, 409]).toContain(patch.statusCode);

      const row = await rentalRow(id);
      expect(row.status).toBe('WAITING_FOR_SIGNATURE');
      const quote = await call('POST', '/api/quotes', {
        modalityId: apartment.modality_id,
        start: row.start_date,
        end: row.end_date,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(row.rental_value_cents).toBe(quote.json().totalCents);
      expect(submit.json()).toMatchObject({ startDate: row.start_date, endDate: row.end_date });
    }
  }, 60_000);
});
