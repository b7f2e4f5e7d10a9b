import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHER } from '../../../test/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import { billingRuleViolations } from '../../modules/payments/billing-rule-check.ts';
import { DemoSeedRefused, type DemoSeedReport, seedDemo } from './demo-seed.ts';

// The demo seed on a fresh database, as `npm run demo` runs it: every story goes through the routes,
// and what it leaves must look like a quarter of operations that obeys every rule.

const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'estadia demo 2026' };

describe('demo seed', () => {
  let database: TestDatabase;
  let report: DemoSeedReport;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ...ADMIN,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    report = await seedDemo({
      db: database.db,
      config,
      passwordHasher: TEST_PASSWORD_HASHER,
      now,
      // Two apartments of everyday stays per project: the same code as the demo's six, in less time.
      everydayApartments: 2,
    });
  }, 600_000);

  afterAll(async () => {
    await database?.close();
  });

  it('runs every story to its end', () => {
    expect(report.seeded).toBe(true);
    expect(report.failures).toEqual([]);
  });

  it('leaves rentals in every status, in each of the three projects', async () => {
    const rows = await database.db.selectFrom('rentals').select(['status', 'project_id']).execute();
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of [
      'UNFINISHED',
      'WAITING_APPROVAL',
      'WAITING_FOR_SIGNATURE',
      'WAITING_FOR_PAYMENT',
      'RENTED',
      'FINISHED',
      'CANCELLED',
      'DEFAULTER',
    ])
      expect(statuses, status).toContain(status);
    expect(new Set(rows.map((row) => row.project_id)).size).toBe(3);
  });

  it('leaves payments paid by Pix, boleto and card, pending, scheduled, expired and refunded', async () => {
    const payments = await database.db.selectFrom('payments').select(['status', 'payment_type']).execute();
    const statuses = new Set(payments.map((payment) => payment.status));
    for (const status of ['PAID', 'PENDING', 'SCHEDULED', 'EXPIRED', 'REFUNDED'])
      expect(statuses, status).toContain(status);
    const paidTypes = new Set(payments.filter((p) => p.status === 'PAID').map((p) => p.payment_type));
    // The money the bank delivered for a replaced code was given back and left a case for staff.
    const cases = await database.db.selectFrom('payment_reconciliation').select('id').execute();
    expect(cases.length).toBeGreaterThan(0);
    for (const type of ['PIX', 'BANK_SLIP', 'BANK_SLIP_MONTHLY', 'CREDIT_CARD'])
      expect(paidTypes, type).toContain(type);
  });

  it('keeps the billing rule for every rental, and bills every finished stay in full', async () => {
    expect(await billingRuleViolations(database.db)).toEqual([]);
    const finished = await database.db
      .selectFrom('rentals')
      .leftJoin('payments', (join) =>
        join.onRef('payments.rental_id', '=', 'rentals.id').on('payments.status', '=', 'PAID'),
      )
      .select(['rentals.id', 'rentals.rental_value_cents'])
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('payments.amount_cents'), eb.lit(0)).as('paid'))
      .where('rentals.status', '=', 'FINISHED')
      .groupBy(['rentals.id', 'rentals.rental_value_cents'])
      .execute();
    expect(finished.length).toBeGreaterThan(0);
    for (const rental of finished) expect(Number(rental.paid), rental.id).toBe(rental.rental_value_cents);
  });

  it('checks guests in and out, records inspections and leaves housekeeping states and blocks', async () => {
    const { db } = database;
    const checkedIn = await db
      .selectFrom('rentals')
      .select('id')
      .where('checked_in_at', 'is not', null)
      .execute();
    const checkedOut = await db
      .selectFrom('rentals')
      .select('id')
      .where('checked_out_at', 'is not', null)
      .execute();
    expect(checkedIn.length).toBeGreaterThan(checkedOut.length);
    expect(checkedOut.length).toBeGreaterThan(0);
    const occupants = await db.selectFrom('rental_occupants').select('id').execute();
    expect(occupants.length).toBeGreaterThan(10);
    const inspections = await db.selectFrom('inspections').select('kind').execute();
    expect(new Set(inspections.map((inspection) => inspection.kind))).toEqual(
      new Set(['MOVE_IN', 'MOVE_OUT']),
    );
    // No row means CLEAN: the states staff set after cleaning, a check-out's, and one out of service.
    const states = await db.selectFrom('housekeeping_states').select('state').execute();
    for (const state of ['DIRTY', 'INSPECTED', 'OUT_OF_ORDER'])
      expect(new Set(states.map((row) => row.state)), state).toContain(state);
    const repairs = await db.selectFrom('maintenance_requests').select('status').execute();
    expect(new Set(repairs.map((repair) => repair.status))).toEqual(
      new Set(['OPEN', 'IN_PROGRESS', 'RESOLVED']),
    );
    const blocks = await db.selectFrom('apartment_blocks').select('id').execute();
    expect(blocks.length).toBeGreaterThanOrEqual(3);
  });

  it('spreads the stays over the two months behind and the month ahead', async () => {
    const rows = await database.db.selectFrom('rentals').select(['start_date', 'end_date']).execute();
    const starts = rows.map((row) => row.start_date).sort();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(starts[0]! < day(-50)).toBe(true);
    expect(starts.at(-1)! > day(25)).toBe(true);
    // Each rental reads as created on the day it was drafted, not on the day the demo was seeded.
    const created = await database.db.selectFrom('rentals').select('created_at').execute();
    expect(created.some((row) => row.created_at.getTime() < now.getTime() - 60 * 86_400_000)).toBe(true);
  });

  it('gives the team its roles', async () => {
    const staff = await database.db.selectFrom('users').select(['email', 'permissions']).execute();
    const emails = staff
      .filter((user) => JSON.stringify(user.permissions).includes('DASH'))
      .map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@example.com',
        'reservas@example.com',
        'financeiro@example.com',
        'recepcao@example.com',
      ]),
    );
  });

  it('runs once: a second run does nothing, and a database with other rentals is refused', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...ADMIN });
    expect((await seedDemo({ db: database.db, config, passwordHasher: TEST_PASSWORD_HASHER })).seeded).toBe(
      false,
    );
    await database.db.deleteFrom('seed_runs').where('name', '=', 'demo-quarter').execute();
    await expect(
      seedDemo({ db: database.db, config, passwordHasher: TEST_PASSWORD_HASHER }),
    ).rejects.toBeInstanceOf(DemoSeedRefused);
  });
});
