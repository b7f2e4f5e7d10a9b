import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createPostgresDatabase } from '../../db/connection.ts';
import type { ApartmentRow, Database } from '../../db/schema.ts';
import { apartmentsOfOneModality, completeProfile, draftBody, userIdByEmail } from './rental-test-support.ts';

// No double booking: many customers submit overlapping stays of one apartment at the same moment; the
// database lets exactly one hold the nights and every other answer is a clean 409.

const CUSTOMERS = 50;

let testApp: TestApp;
let apartments: ApartmentRow[];

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 2);
});

afterAll(async () => {
  await testApp?.close();
});

async function readyCustomers(app: FastifyInstance, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await signUpUser(app);
    await completeProfile(testApp.db, await userIdByEmail(testApp.db, user.email));
    users.push(user);
  }
  return users;
}

/**
 * One draft per customer on `apartment`; the stays start on different days but all share two nights,
 * so any two of them overlap.
 */
async function overlappingDrafts(
  app: FastifyInstance,
  users: TestUser[],
  apartment: ApartmentRow,
  base: number,
) {
  return Promise.all(
    users.map(async (user, index) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: user.headers,
        payload: draftBody(apartment, base + (index % 5), 6),
      });
      expect(response.statusCode, response.body).toBe(201);
      return { user, rentalId: response.json().id as string };
    }),
  );
}

function expectOneWinner(responses: { statusCode: number; json(): { code?: string; status?: string } }[]) {
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(responses.length - 1);
  for (const response of responses) {
    if (response.statusCode === 409) expect(response.json().code).toBe('APARTMENT_UNAVAILABLE');
    else expect(response.json().status).toBe('WAITING_FOR_SIGNATURE');
  }
}

async function holdersOf(db: Kysely<Database>, apartment: ApartmentRow): Promise<number> {
  const rows = await db
    .selectFrom('rentals')
    .select('id')
    .where('apartment_id', '=', apartment.id)
    .where('status', 'not in', ['UNFINISHED', 'CANCELLED'])
    .execute();
  return rows.length;
}

describe('concurrent submissions on one apartment', () => {
  it(`lets exactly one of ${CUSTOMERS} overlapping stays hold the nights`, async () => {
    const users = await readyCustomers(testApp.app, CUSTOMERS);
    const drafts = await overlappingDrafts(testApp.app, users, apartments[0]!, 30);
    const responses = await Promise.all(
      drafts.map(({ user, rentalId }) =>
        testApp.app.inject({ method: 'POST', url: `/api/rentals/${rentalId}/submit`, headers: user.headers }),
      ),
    );
    expectOneWinner(responses);
    expect(await holdersOf(testApp.db, apartments[0]!)).toBe(1);
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL database', () => {
  let second: { app: FastifyInstance; db: Kysely<Database> } | undefined;

  beforeAll(async () => {
    // The second instance gets a pool of its own on the database the first one uses.
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(testApp.db);
    const url = new URL(serverUrl!);
    url.pathname = `/${rows[0]!.name}`;
    const db = createPostgresDatabase(url.toString(), 10);
    const app = await buildApp({ config: testApp.config, db, passwordHasher: TEST_PASSWORD_HASHER });
    await app.ready();
    second = { app, db };
  });

  afterAll(async () => {
    await second?.app.close();
    await second?.db.destroy();
  });

  it('lets exactly one submission win across both instances', async () => {
    const instances = [testApp.app, second!.app];
    const users = await readyCustomers(testApp.app, 20);
    const drafts = await overlappingDrafts(testApp.app, users, apartments[1]!, 60);
    const responses = await Promise.all(
      drafts.map(({ user, rentalId }, index) =>
        instances[index % 2]!.inject({
          method: 'POST',
          url: `/api/rentals/${rentalId}/submit`,
          headers: user.headers,
        }),
      ),
    );
    expectOneWinner(responses);
    expect(await holdersOf(testApp.db, apartments[1]!)).toBe(1);
    expect(await holdersOf(second!.db, apartments[1]!)).toBe(1);
  }, 120_000);
});
