import { dashboardSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';

// The dashboard warns of apartments a guest arrives in today that are not ready, and the calendar
// shows each apartment's state.

let testApp: TestApp;
const kit = adminKit(() => testApp);
let apartments: ApartmentRow[];
let staff: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 2);
  staff = await kit.staff('ADMIN');
  customer = await kit.customer('Ana Chegando');
});

afterAll(async () => {
  await testApp?.close();
});

async function notReady() {
  const response = await kit.call(staff, 'GET', '/api/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json()).notReadyForArrival;
}

describe('GET /api/admin/dashboard: apartments not ready for today’s arrivals', () => {
  it('lists a dirty apartment a guest arrives in today until it is cleaned', async () => {
    const [arriving, leaving] = apartments as [ApartmentRow, ApartmentRow];
    const rentalId = await kit.submitted(customer, arriving, 0, 3);
    await kit.submitted(customer, leaving, 4, 3);
    expect(await notReady()).toEqual([]);
    for (const apartment of apartments)
      expect(
        (
          await kit.call(staff, 'PATCH', `/api/admin/apartments/${apartment.id}/housekeeping`, {
            state: 'DIRTY',
          })
        ).statusCode,
      ).toBe(200);
    // Only the apartment with an arrival today: the other one's guest comes in four days.
    expect(await notReady()).toEqual([
      expect.objectContaining({
        apartmentId: arriving.id,
        number: arriving.number,
        state: 'DIRTY',
        rentalId,
        customerName: 'Ana Chegando',
      }),
    ]);
    await kit.call(staff, 'PATCH', `/api/admin/apartments/${arriving.id}/housekeeping`, {
      state: 'INSPECTED',
    });
    expect(await notReady()).toEqual([]);
    // Once the guest has checked in, the apartment is no longer waiting for them.
    await kit.call(staff, 'PATCH', `/api/admin/apartments/${arriving.id}/housekeeping`, { state: 'DIRTY' });
    expect(await notReady()).toHaveLength(1);
    await testApp.db
      .updateTable('rentals')
      .set({ checked_in_at: new Date() })
      .where('id', '=', rentalId)
      .execute();
    expect(await notReady()).toEqual([]);
  });
});
