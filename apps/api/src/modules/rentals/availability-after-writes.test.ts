import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import {
  apartmentsOfOneModality,
  completeProfile,
  draftBody,
  grantPermissions,
  userIdByEmail,
} from './rental-test-support.ts';

// Availability is served from memory on the embedded database and by queries on PostgreSQL: either
// way, the answer right after a submission or a cancellation already reflects it.

let testApp: TestApp;
let apartments: ApartmentRow[];
let customer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { AUTO_APPROVE: 'false' } });
  apartments = await apartmentsOfOneModality(testApp.db, 2);
  customer = await signUpUser(testApp.app);
  await completeProfile(testApp.db, await userIdByEmail(testApp.db, customer.email));
});

afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload?: object, user: TestUser = customer) =>
  testApp.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });

async function freeApartmentIds(apartment: ApartmentRow, interval: { start: string; end: string }) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/projects/${apartment.project_id}/modalities/${apartment.modality_id}/availability?start=${interval.start}&end=${interval.end}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().apartments as { id: string }[]).map((free) => free.id);
}

async function heldNights(apartment: ApartmentRow, interval: { start: string; end: string }) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/apartments/${apartment.id}/unavailable-dates?from=${interval.start}&to=${interval.end}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dates as string[];
}

async function createDraft(apartment: ApartmentRow, start: number, nights: number) {
  const response = await post('/api/rentals', draftBody(apartment, start, nights));
  expect(response.statusCode, response.body).toBe(201);
  const { id, startDate, endDate } = response.json() as { id: string; startDate: string; endDate: string };
  return { id, interval: { start: startDate, end: endDate } };
}

describe('availability right after a rental changes', () => {
  it('drops the apartment at once when a stay is submitted, and brings it back at once on cancel', async () => {
    const [apartment] = apartments as [ApartmentRow];
    const draft = await createDraft(apartment, 40, 3);
    expect(await freeApartmentIds(apartment, draft.interval)).toContain(apartment.id);

    expect((await post(`/api/rentals/${draft.id}/submit`)).statusCode).toBe(200);
    expect(await freeApartmentIds(apartment, draft.interval)).not.toContain(apartment.id);
    expect(await heldNights(apartment, draft.interval)).toHaveLength(3);
    // The check-out day is free for the next guest.
    const checkOut = { start: draft.interval.end, end: draftBody(apartment, 44, 1).interval.end };
    expect(await freeApartmentIds(apartment, checkOut)).toContain(apartment.id);

    const cancelled = await post(`/api/rentals/${draft.id}/cancel`, { reason: 'MISTOOK_RESERVATION' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await freeApartmentIds(apartment, draft.interval)).toContain(apartment.id);
    expect(await heldNights(apartment, draft.interval)).toEqual([]);
  });

  it('reflects a refused submission (409) as holding nothing new, and a provider rejection at once', async () => {
    const [, apartment] = apartments as [ApartmentRow, ApartmentRow];
    const first = await createDraft(apartment, 50, 4);
    const second = await createDraft(apartment, 52, 4);
    expect((await post(`/api/rentals/${first.id}/submit`)).statusCode).toBe(200);
    expect((await post(`/api/rentals/${second.id}/submit`)).statusCode).toBe(409);
    // Only the first stay's nights: the refused one rolled back.
    expect(
      await heldNights(apartment, { start: first.interval.start, end: second.interval.end }),
    ).toHaveLength(4);

    const admin = await signUpUser(testApp.app);
    await grantPermissions(testApp.db, await userIdByEmail(testApp.db, admin.email), [
      { module: 'DASH', controller: 'rentals', access: 'write' },
    ]);
    const rejected = await post(
      `/api/admin/rentals/${first.id}/reject`,
      { reason: 'OTHER', details: 'Manutenção' },
      admin,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await freeApartmentIds(apartment, first.interval)).toContain(apartment.id);
  });
});
