import { adminProjectListResponseSchema, type Modality, modalitySchema } from '@estadia/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../../test/helpers.ts';
import { buildApp } from '../../../app.ts';
import { createPostgresDatabase } from '../../../db/connection.ts';
import type { ApartmentRow, Database } from '../../../db/schema.ts';
import { systemClock } from '../../../lib/clock.ts';
import { daysFromToday } from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';
import { PricesService } from './service.ts';

// A price set in the back-office is what the next quote and the next draft charge, on every instance;
// what was already submitted keeps its price.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let admin: TestAccount;
let bookings: TestAccount;
let finance: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  // A modality without dynamic prices, whose base prices are the ones quoted.
  const plain = await testApp.db
    .selectFrom('modalities')
    .select('id')
    .where('dynamic_prices', 'is', null)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  apartments = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .where('modality_id', '=', plain.id)
    .orderBy('number')
    .limit(3)
    .execute();
  expect(apartments).toHaveLength(3);
  admin = await kit.staff('ADMIN');
  bookings = await kit.staff('BOOKINGS');
  finance = await kit.staff('FINANCE');
  customer = await kit.customer();
});

afterAll(async () => {
  await testApp?.close();
});

const modalityId = () => apartments[0]!.modality_id;

function quote(app: FastifyInstance, nights: number) {
  return app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { modalityId: modalityId(), start: daysFromToday(30), end: daysFromToday(30 + nights) },
  });
}

function patch(body: object, user: TestAccount = admin, id = modalityId()) {
  return call(user, 'PATCH', `/api/admin/modalities/${id}`, body);
}

function modalityOf(response: { statusCode: number; body: string; json(): unknown }): Modality {
  expect(response.statusCode, response.body).toBe(200);
  return modalitySchema.parse(response.json());
}

describe('GET /api/admin/projects', () => {
  it('lists every project with its apartment count and current prices, to whoever reads prices', async () => {
    const response = await call(bookings, 'GET', '/api/admin/projects');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = adminProjectListResponseSchema.parse(response.json());
    expect(items.map((project) => project.apartments).sort()).toEqual([28, 30, 48]);
    const modality = items.flatMap((project) => project.modalities).find((each) => each.id === modalityId());
    expect(modality).toMatchObject({
      priceShortPeriod: expect.any(Number),
      priceLongPeriod: expect.any(Number),
    });
    expectError(await call(finance, 'GET', '/api/admin/projects'), 403, 'MISSING_PERMISSIONS');
  });
});

describe('PATCH /api/admin/modalities/:modalityId', () => {
  it('changes what quotes, the catalogue and new drafts charge at once; submitted rentals keep their price', async () => {
    const before = (await quote(testApp.app, 3)).json();
    const submitted = await kit.submitted(customer, apartments[0]!, 30, 3);
    const draftBefore = await kit.draft(customer, apartments[1]!, 30, 3);

    const changed = modalityOf(await patch({ priceShortPeriod: 321.45 }));
    expect(changed).toMatchObject({ id: modalityId(), priceShortPeriod: 321.45 });

    const after = (await quote(testApp.app, 3)).json();
    expect(after.rentCents).toBe(3 * 32_145);
    expect(after.rentCents).not.toBe(before.rentCents);
    const catalogue = await call(null, 'GET', '/api/projects');
    const listed = catalogue
      .json()
      .items.flatMap((project: { modalities: Modality[] }) => project.modalities)
      .find((each: Modality) => each.id === modalityId());
    expect(listed.priceShortPeriod).toBe(321.45);

    // Already submitted: the price it was sent with.
    const kept = (await call(customer, 'GET', `/api/rentals/${submitted}`)).json();
    expect(kept.rentalValueCents).toBe(before.totalCents);
    // A draft made before the change is priced again when it is sent: the new price.
    const sent = await call(customer, 'POST', `/api/rentals/${draftBefore}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().rentalValueCents).toBe(after.totalCents);
    // A new draft: the new price.
    const draft = await kit.draft(customer, apartments[2]!, 30, 3);
    expect((await call(customer, 'GET', `/api/rentals/${draft}`)).json().rentalValueCents).toBe(
      after.totalCents,
    );
  });

  it('sets and removes dynamic prices, keeping the fields not sent, and records before and after', async () => {
    const base = modalityOf(await patch({ priceLongPeriod: 4500 }));
    const dynamic = modalityOf(await patch({ dynamicPrices: { shortPeriod: 99.9 } }));
    expect(dynamic).toMatchObject({
      priceShortPeriod: base.priceShortPeriod,
      priceLongPeriod: 4500,
      dynamicPrices: { shortPeriod: 99.9 },
    });
    expect((await quote(testApp.app, 2)).json().rentCents).toBe(2 * 9_990);
    const removed = modalityOf(await patch({ dynamicPrices: null }));
    expect(removed.dynamicPrices).toBeNull();
    expect((await quote(testApp.app, 2)).json().rentCents).toBe(Math.round(2 * base.priceShortPeriod * 100));
    const emptied = modalityOf(await patch({ dynamicPrices: { shortPeriod: null, longPeriod: null } }));
    expect(emptied.dynamicPrices).toBeNull();

    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `modality:${modalityId()}`)
      .where('action', '=', 'modality.update_prices')
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
    expect(
      audit.find((entry) => (entry.details.after as { dynamicPrices: unknown }).dynamicPrices !== null)
        ?.details,
    ).toMatchObject({
      before: { dynamicPrices: null },
      after: { dynamicPrices: { shortPeriod: 99.9 } },
    });
  });

  it('refuses bad prices with Portuguese issues, an unknown modality with 404, and staff without prices:write', async () => {
    expectValidationError(await patch({ priceShortPeriod: -1 }), ['priceShortPeriod']);
    expectValidationError(await patch({ priceShortPeriod: 0 }), ['priceShortPeriod']);
    expectValidationError(await patch({ priceLongPeriod: 1.005 }), ['priceLongPeriod']);
    expectValidationError(await patch({ priceLongPeriod: '100' }), ['priceLongPeriod']);
    expectValidationError(await patch({}), ['']);
    expectValidationError(await patch({ priceShortPeriod: 10, name: 'Cobertura' }), ['']);
    expectError(
      await patch({ priceShortPeriod: 10 }, admin, '00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
    expectError(await patch({ priceShortPeriod: 10 }, bookings), 403, 'MISSING_PERMISSIONS');
    expectError(await patch({ priceShortPeriod: 10 }, customer), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(null, 'PATCH', `/api/admin/modalities/${modalityId()}`, { priceShortPeriod: 10 }),
      401,
      'UNAUTHORIZED',
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL database', () => {
  let second: { app: FastifyInstance; db: Kysely<Database> } | undefined;

  beforeAll(async () => {
    const db = createPostgresDatabase(testApp.config.databaseUrl!, 4);
    const app = await buildApp({ config: testApp.config, db, passwordHasher: TEST_PASSWORD_HASHER });
    await app.ready();
    second = { app, db };
  });

  afterAll(async () => {
    await second?.app.close();
    await second?.db.destroy();
  });

  it('lets the other instance quote the new price within moments (LISTEN/NOTIFY)', async () => {
    const price = 111.11 + Math.floor(Math.random() * 100);
    modalityOf(await patch({ priceShortPeriod: price, dynamicPrices: null }));
    const expected = Math.round(price * 100) * 2;
    const deadline = Date.now() + 5_000;
    let seen = (await quote(second!.app, 2)).json().rentCents;
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await quote(second!.app, 2)).json().rentCents;
    }
    expect(seen).toBe(expected);
    // And the other way round.
    const response = await second!.app.inject({
      method: 'PATCH',
      url: `/api/admin/modalities/${modalityId()}`,
      headers: admin.headers,
      payload: { priceShortPeriod: 222.22 },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(async () => (await quote(testApp.app, 1)).json().rentCents, { timeout: 5_000, interval: 50 })
      .toBe(22_222);
  });
});

describe('a price change and its audit entry', () => {
  it('commit together: when the entry cannot be written, the price stays and quotes are unchanged', async () => {
    const before = (await quote(testApp.app, 2)).json().rentCents;
    const service = new PricesService(testApp.db, systemClock, { reload: async () => {} } as never);
    await expect(
      service.updatePrices(
        modalityId(),
        { priceShortPeriod: 9_999 },
        { id: admin.id, email: 'x'.repeat(300), ip: null },
      ),
    ).rejects.toMatchObject({ code: '23514' });
    const row = await testApp.db
      .selectFrom('modalities')
      .select('price_short_period')
      .where('id', '=', modalityId())
      .executeTakeFirstOrThrow();
    expect(row.price_short_period).not.toBe(9_999);
    expect((await quote(testApp.app, 2)).json().rentCents).toBe(before);
  });
});
