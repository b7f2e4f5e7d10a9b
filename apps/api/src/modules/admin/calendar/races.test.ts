import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import { apartmentsOfOneModality, daysFromToday } from '../../rentals/rental-test-support.ts';
import { adminKit, type TestAccount } from '../admin-test-support.ts';

// A block and a submission racing for the same nights of one apartment: the apartment lock queues them
// and the one exclusion constraint decides, so exactly one holds the nights and the other gets a clean
// 409 APARTMENT_UNAVAILABLE — never a deadlock, never a 500 (PGlite, and PostgreSQL with TEST_DATABASE_URL).

const ROUNDS = 20;

let testApp: TestApp;
const kit = adminKit(() => testApp);
let apartment: ApartmentRow;
let staff: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  [apartment] = (await apartmentsOfOneModality(testApp.db, 1)) as [ApartmentRow];
  staff = await kit.staff('BOOKINGS');
});

afterAll(async () => {
  await testApp?.close();
});

async function holdersBetween(start: string, end: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from night_holds
    where apartment_id = ${apartment.id} and nights && daterange(${start}::date, ${end}::date, '[)')`.execute(
    testApp.db,
  );
  return Number(rows[0]!.count);
}

describe('a block racing submissions of the same nights', () => {
  it(`lets exactly one of them hold the nights, ${ROUNDS} rounds in a row`, async () => {
    const winners = { block: 0, rental: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = 30 + round * 10;
      // Customers of their own each round: one customer holds at most 3 unpaid rentals at once.
      const customers = [await kit.customer(), await kit.customer()];
      // Two overlapping drafts and a block overlapping both: one holder at most.
      const drafts = await Promise.all(
        customers.map((customer, index) => kit.draft(customer, apartment, base + index, 4)),
      );
      const responses = await Promise.all([
        kit.call(staff, 'POST', `/api/admin/apartments/${apartment.id}/blocks`, {
          start: daysFromToday(base + 2),
          end: daysFromToday(base + 6),
          reason: 'Reparo hidráulico',
        }),
        ...drafts.map((id, index) => kit.call(customers[index]!, 'POST', `/api/rentals/${id}/submit`)),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      const won = statuses.filter((status) => status === 200 || status === 201);
      expect(won, JSON.stringify(statuses)).toHaveLength(1);
      for (const response of responses)
        if (response.statusCode === 409) expect(response.json().code).toBe('APARTMENT_UNAVAILABLE');
        else expect([200, 201]).toContain(response.statusCode);
      if (statuses[0] === 201) winners.block += 1;
      else winners.rental += 1;
      expect(await holdersBetween(daysFromToday(base), daysFromToday(base + 7))).toBe(1);
    }
    expect(winners.block + winners.rental).toBe(ROUNDS);
  }, 120_000);
});
