import { formatMoney, type Modality, modalitySchema, quoteAnswerSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { daysFromToday } from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';

// The caução a modality offers (Lei 8.245/1991, art. 38): set by staff with the prices, never above three
// months of rent, shown in the catalogue and in the quote, and never part of what the quote charges.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let modality: { id: string; projectId: string; priceLongPeriod: number };
let admin: TestAccount;
let bookings: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  // A modality without dynamic prices: three months of rent is three times its long-stay price.
  const row = await testApp.db
    .selectFrom('modalities')
    .select(['id', 'project_id', 'price_long_period'])
    .where('dynamic_prices', 'is', null)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  modality = { id: row.id, projectId: row.project_id, priceLongPeriod: row.price_long_period };
  admin = await kit.staff('ADMIN');
  bookings = await kit.staff('BOOKINGS');
  customer = await kit.customer();
});

afterAll(async () => {
  await testApp?.close();
});

const ceiling = () => Math.round(modality.priceLongPeriod * 100) * 3;

function patch(body: object, user: TestAccount | null = admin) {
  return call(user, 'PATCH', `/api/admin/modalities/${modality.id}`, body);
}

async function quote(nights = 45) {
  const response = await call(null, 'POST', '/api/quotes', {
    modalityId: modality.id,
    start: daysFromToday(20),
    end: daysFromToday(20 + nights),
    carSpots: { common: 1, covered: 0 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return quoteAnswerSchema.parse(response.json());
}

async function storedDeposit(): Promise<number | null> {
  const row = await testApp.db
    .selectFrom('modalities')
    .select('security_deposit_cents')
    .where('id', '=', modality.id)
    .executeTakeFirstOrThrow();
  return row.security_deposit_cents;
}

async function catalogueModality(): Promise<Modality> {
  const list = await call(null, 'GET', '/api/projects');
  expect(list.statusCode, list.body).toBe(200);
  const listed = list
    .json()
    .items.flatMap((project: { modalities: Modality[] }) => project.modalities)
    .find((each: Modality) => each.id === modality.id);
  const one = await call(null, 'GET', `/api/projects/${modality.projectId}/modalities/${modality.id}`);
  expect(one.statusCode, one.body).toBe(200);
  expect(one.json().securityDepositCents).toEqual(listed.securityDepositCents);
  return modalitySchema.parse(listed);
}

describe('a modality’s caução', () => {
  it('is none at first: null in the catalogue, 0 in the quote', async () => {
    expect((await catalogueModality()).securityDepositCents).toBeNull();
    expect((await quote()).depositCents).toBe(0);
  });

  it('is set up to three months of rent, shown by the catalogue and the quote, never added to its total', async () => {
    const before = await quote();
    const response = await patch({ securityDepositCents: ceiling() });
    expect(response.statusCode, response.body).toBe(200);
    expect(modalitySchema.parse(response.json())).toMatchObject({
      id: modality.id,
      priceLongPeriod: modality.priceLongPeriod,
      securityDepositCents: ceiling(),
    });
    expect(await storedDeposit()).toBe(ceiling());
    expect((await catalogueModality()).securityDepositCents).toBe(ceiling());

    const after = await quote();
    expect(after.depositCents).toBe(ceiling());
    // The caução is not rent: the quote charges exactly what it did.
    const { depositCents: _deposit, ...charged } = after;
    const { depositCents: _none, ...chargedBefore } = before;
    expect(charged).toEqual(chargedBefore);
    expect(after.totalCents).toBe(after.lines.reduce((sum, line) => sum + line.amountCents, 0));

    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `modality:${modality.id}`)
      .where('action', '=', 'modality.update_prices')
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      before: { securityDepositCents: null },
      after: { securityDepositCents: ceiling(), priceLongPeriod: modality.priceLongPeriod },
    });
  });

  it('refuses more than three months of rent with 422, writing nothing', async () => {
    const message =
      'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): ' +
      `no máximo ${formatMoney(ceiling())}.`;
    const tooHigh = await patch({ securityDepositCents: ceiling() + 1, priceShortPeriod: 123.45 });
    expectError(tooHigh, 422, 'SECURITY_DEPOSIT_TOO_HIGH');
    expect(tooHigh.json()).toMatchObject({
      message,
      issues: [{ path: 'securityDepositCents', message }],
    });
    // Nor may the rent drop below what the caução allows.
    const cheaper = await patch({ priceLongPeriod: modality.priceLongPeriod - 1 });
    expectError(cheaper, 422, 'SECURITY_DEPOSIT_TOO_HIGH');
    const row = await testApp.db
      .selectFrom('modalities')
      .select(['security_deposit_cents', 'price_short_period', 'price_long_period'])
      .where('id', '=', modality.id)
      .executeTakeFirstOrThrow();
    expect(row.security_deposit_cents).toBe(ceiling());
    expect(row.price_short_period).not.toBe(123.45);
    expect(row.price_long_period).toBe(modality.priceLongPeriod);
    expect((await quote()).depositCents).toBe(ceiling());
  });

  it('is removed with null or 0', async () => {
    const removed = await patch({ securityDepositCents: 0 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().securityDepositCents).toBeNull();
    expect(await storedDeposit()).toBeNull();
    expect((await quote()).depositCents).toBe(0);
    expect((await patch({ securityDepositCents: 150_000 })).json().securityDepositCents).toBe(150_000);
    expect((await patch({ securityDepositCents: null })).json().securityDepositCents).toBeNull();
    expect((await catalogueModality()).securityDepositCents).toBeNull();
  });

  it('refuses a negative or fractional amount with 400, and staff without prices:write', async () => {
    expectValidationError(await patch({ securityDepositCents: -1 }), ['securityDepositCents']);
    expectValidationError(await patch({ securityDepositCents: 1500.5 }), ['securityDepositCents']);
    expectValidationError(await patch({ securityDepositCents: '1500' }), ['securityDepositCents']);
    expectError(await patch({ securityDepositCents: 100_000 }, bookings), 403, 'MISSING_PERMISSIONS');
    expectError(await patch({ securityDepositCents: 100_000 }, customer), 403, 'MISSING_PERMISSIONS');
    expectError(await patch({ securityDepositCents: 100_000 }, null), 401, 'UNAUTHORIZED');
    expect(await storedDeposit()).toBeNull();
  });
});
