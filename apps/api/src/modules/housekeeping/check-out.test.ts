import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import { markDirtyAfterCheckOut } from './check-out.ts';
import { findApartmentState } from './repository.ts';

// What the front desk's check-out calls inside its transaction.

let testApp: TestApp;
const kit = adminKit(() => testApp);
let apartments: ApartmentRow[];

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 2);
});

afterAll(async () => {
  await testApp?.close();
});

async function tasksOf(apartmentId: string) {
  return testApp.db
    .selectFrom('cleaning_tasks')
    .selectAll()
    .where('apartment_id', '=', apartmentId)
    .execute();
}

describe('markDirtyAfterCheckOut', () => {
  it('makes a clean apartment dirty with one cleaning task, however often it is called', async () => {
    const apartment = apartments[0]!;
    const customer = await kit.customer();
    const rentalId = await kit.submitted(customer, apartment, 5, 3);
    expect((await findApartmentState(testApp.db, apartment.id))?.state).toBe('CLEAN');
    const now = new Date('2026-11-26T15:00:00.000Z');
    await testApp.db.transaction().execute(async (trx) => {
      await markDirtyAfterCheckOut(trx, { apartmentId: apartment.id, rentalId, now });
      await markDirtyAfterCheckOut(trx, { apartmentId: apartment.id, rentalId, now });
    });
    expect(await findApartmentState(testApp.db, apartment.id)).toMatchObject({
      state: 'DIRTY',
      reason: null,
    });
    expect(await tasksOf(apartment.id)).toEqual([
      expect.objectContaining({ rental_id: rentalId, created_at: now, completed_at: null }),
    ]);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const apartment = apartments[1]!;
    const customer = await kit.customer();
    const rentalId = await kit.submitted(customer, apartment, 5, 3);
    await expect(
      testApp.db.transaction().execute(async (trx) => {
        await markDirtyAfterCheckOut(trx, { apartmentId: apartment.id, rentalId, now: new Date() });
        throw new Error('check-out failed');
      }),
    ).rejects.toThrow('check-out failed');
    expect((await findApartmentState(testApp.db, apartment.id))?.state).toBe('CLEAN');
    expect(await tasksOf(apartment.id)).toEqual([]);
  });
});
