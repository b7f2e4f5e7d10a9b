import { addDays, occupancyReportSchema, type RentalStatus, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { insertGuest, stayRow } from '../../../../test/stays.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';

// Occupancy as api.md defines it, on stays written straight to the database so every figure is known.

const FROM = '2030-03-01';
const TO = '2030-03-11'; // 10 nights

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let finance: TestAccount;
let customer: TestAccount;
let guest: string;
let pinheiros: { id: string; apartments: ApartmentRow[] };
let apartmentCounts: Map<string, number>;

async function rent(
  apartment: ApartmentRow,
  start: string,
  end: string,
  status: RentalStatus,
  valueCents: number,
) {
  await testApp.db
    .insertInto('rentals')
    .values({ ...stayRow(apartment, { userId: guest, start, end, status }), rental_value_cents: valueCents })
    .execute();
}

async function block(apartment: ApartmentRow, start: string, end: string) {
  await testApp.db
    .insertInto('apartment_blocks')
    .values({ apartment_id: apartment.id, start_date: start, end_date: end, reason: 'Reforma' })
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  finance = await kit.staff('FINANCE');
  customer = await kit.customer();
  guest = await insertGuest(testApp.db);
  const project = await testApp.db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', 'pinheiros')
    .executeTakeFirstOrThrow();
  const apartments = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('number')
    .execute();
  pinheiros = { id: project.id, apartments };
  const counts = await testApp.db
    .selectFrom('apartments')
    .select(['project_id', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('project_id')
    .execute();
  apartmentCounts = new Map(counts.map((row) => [row.project_id, Number(row.count)]));

  const [a, b, c, d] = apartments as [ApartmentRow, ApartmentRow, ApartmentRow, ApartmentRow];
  // Sold: 3 nights of 5 inside the window, worth 100 001 cents in all.
  await rent(a, '2030-02-27', '2030-03-04', 'RENTED', 100_001);
  // Sold: 2 nights of 4 inside (the stay goes past the window).
  await rent(b, '2030-03-09', '2030-03-13', 'FINISHED', 1_000);
  // Sold: 3 nights, all inside.
  await rent(c, '2030-03-02', '2030-03-05', 'DEFAULTER', 10);
  // Held but not sold: not counted.
  await rent(d, '2030-03-01', '2030-03-08', 'WAITING_FOR_PAYMENT', 500_000);
  await rent(a, '2030-03-05', '2030-03-08', 'CANCELLED', 500_000);
  // Blocked: 2 nights, and 1 night of a block that starts before the window.
  await block(b, '2030-03-06', '2030-03-08');
  await block(c, '2030-02-20', '2030-03-02');
});

afterAll(async () => {
  await testApp?.close();
});

async function report(query: string) {
  const response = await call(finance, 'GET', `/api/admin/reports/occupancy?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return occupancyReportSchema.parse(response.json());
}

describe('GET /api/admin/reports/occupancy', () => {
  it('counts nights available and sold, prorated revenue, occupancy, ADR and RevPAR per project', async () => {
    const { projects } = await report(`from=${FROM}&to=${TO}`);
    const row = projects.find((project) => project.projectId === pinheiros.id)!;
    // Revenue: ⌊100001·5/5⌋ − ⌊100001·2/5⌋ = 60001; ⌊1000·2/4⌋ = 500; 10.
    expect(row).toEqual({
      projectId: pinheiros.id,
      projectName: expect.any(String),
      nightsAvailable: 28 * 10 - 3,
      nightsSold: 3 + 2 + 3,
      occupancy: 0.0289,
      revenueCents: 60_511,
      adrCents: 7_564, // 60511 / 8 = 7563.875
      revparCents: 218, // 60511 / 277 = 218.45…
    });
    for (const other of projects.filter((project) => project.projectId !== pinheiros.id)) {
      expect(other).toMatchObject({
        nightsAvailable: apartmentCounts.get(other.projectId)! * 10,
        nightsSold: 0,
        occupancy: 0,
        revenueCents: 0,
        adrCents: 0,
        revparCents: 0,
      });
    }
  });

  it('totals every project and gives a nightly series that adds up to the total', async () => {
    const { total, series, projects } = await report(`from=${FROM}&to=${TO}`);
    const available = [...apartmentCounts.values()].reduce((sum, count) => sum + count, 0) * 10 - 3;
    expect(projects).toHaveLength(3);
    expect(total).toEqual({
      nightsAvailable: available,
      nightsSold: 8,
      occupancy: Math.round((8 / available) * 10_000) / 10_000,
      revenueCents: 60_511,
      adrCents: 7_564,
      revparCents: Math.round(60_511 / available),
    });
    expect(series.map((night) => night.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => addDays(FROM, index)),
    );
    expect(series.reduce((sum, night) => sum + night.revenueCents, 0)).toBe(60_511);
    expect(series.reduce((sum, night) => sum + night.nightsSold, 0)).toBe(8);
    expect(series.reduce((sum, night) => sum + night.nightsAvailable, 0)).toBe(available);
    // 1 March: night 2 of the first stay (⌊100001·3/5⌋ − ⌊100001·2/5⌋); 2 March adds night 0 of the third (⌊10/3⌋).
    expect(series[0]).toMatchObject({ nightsSold: 1, revenueCents: 20_000 });
    expect(series[1]).toMatchObject({ nightsSold: 2, revenueCents: 20_003 });
    expect(series[6]).toMatchObject({
      nightsSold: 0,
      revenueCents: 0,
      nightsAvailable: available / 10 + 0.3 - 1,
    });
  });

  it('reports one project with projectId, splits into ranges that add up, and counts nothing sold as 0', async () => {
    const one = await report(`from=${FROM}&to=${TO}&projectId=${pinheiros.id}`);
    expect(one.projects.map((project) => project.projectId)).toEqual([pinheiros.id]);
    expect(one.total.revenueCents).toBe(60_511);
    // 1 March: the last night of a block; 3 March: none.
    expect(one.series[0]!.nightsAvailable).toBe(27);
    expect(one.series[2]).toMatchObject({ nightsAvailable: 28, nightsSold: 2, occupancy: 0.0714 });
    const halves = await Promise.all([
      report(`from=${FROM}&to=2030-03-04&projectId=${pinheiros.id}`),
      report(`from=2030-03-04&to=${TO}&projectId=${pinheiros.id}`),
    ]);
    expect(halves[0].total.revenueCents + halves[1].total.revenueCents).toBe(60_511);
    const empty = await report('from=2031-01-01&to=2031-01-02');
    expect(empty.total).toMatchObject({
      nightsSold: 0,
      revenueCents: 0,
      adrCents: 0,
      revparCents: 0,
      occupancy: 0,
    });
  });

  it('answers 400 for a bad window, 404 for an unknown project, 403 without reports:read', async () => {
    expectValidationError(
      await call(finance, 'GET', `/api/admin/reports/occupancy?from=${FROM}&to=${FROM}`),
      ['to'],
    );
    expectValidationError(
      await call(finance, 'GET', '/api/admin/reports/occupancy?from=2030-01-01&to=2033-01-01'),
      ['to'],
    );
    expectValidationError(await call(finance, 'GET', '/api/admin/reports/occupancy?from=01/03/2030'), [
      'from',
      'to',
    ]);
    expectError(
      await call(
        finance,
        'GET',
        `/api/admin/reports/occupancy?from=${FROM}&to=${TO}&projectId=00000000-0000-4000-8000-000000000000`,
      ),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(customer, 'GET', `/api/admin/reports/occupancy?from=${FROM}&to=${TO}`),
      403,
      'MISSING_PERMISSIONS',
    );
    const audit = await kit.staff([
      { module: 'DASH' },
      { module: 'DASH', controller: 'audit', access: 'read' },
    ]);
    expectError(
      await call(audit, 'GET', `/api/admin/reports/occupancy?from=${FROM}&to=${TO}`),
      403,
      'MISSING_PERMISSIONS',
    );
  });
});

describe('GET /api/admin/reports/occupancy.csv', () => {
  it('exports the report for a Brazilian spreadsheet: BOM, semicolons, decimal commas, a total line', async () => {
    const response = await call(finance, 'GET', `/api/admin/reports/occupancy.csv?from=${FROM}&to=${TO}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ocupacao-${FROM}-a-${TO}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Empreendimento;Noites disponíveis;Noites vendidas;Ocupação (%);Receita (R$);Diária média - ADR (R$);RevPAR (R$)',
    );
    expect(lines).toHaveLength(5);
    expect(lines).toContainEqual(expect.stringMatching(/;277;8;2,89;605,11;75,64;2,18$/));
    expect(lines.at(-1)).toMatch(/^Total;\d+;8;0,\d\d;605,11;75,64;0,\d\d$/);
    expectError(
      await call(customer, 'GET', `/api/admin/reports/occupancy.csv?from=${FROM}&to=${TO}`),
      403,
      'MISSING_PERMISSIONS',
    );
  });
});

describe('GET /api/admin/dashboard', () => {
  it('shows today’s arrivals and departures, the requests awaiting approval and the month', async () => {
    const today = todayIso();
    const [arrival, departure] = pinheiros.apartments.slice(10, 12) as [ApartmentRow, ApartmentRow];
    await rent(arrival, today, addDays(today, 3), 'RENTED', 30_000);
    await rent(departure, addDays(today, -2), today, 'RENTED', 20_000);
    await rent(pinheiros.apartments[12]!, addDays(today, 40), addDays(today, 42), 'WAITING_APPROVAL', 9_000);
    const response = await call(finance, 'GET', '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.today).toBe(today);
    expect(dashboard.checkIns.map((rental: { apartment: { id: string } }) => rental.apartment.id)).toEqual([
      arrival.id,
    ]);
    expect(dashboard.checkIns[0].customer).toEqual({
      id: guest,
      name: 'Hóspede',
      email: 'hospede@example.com',
    });
    expect(dashboard.checkOuts.map((rental: { apartment: { id: string } }) => rental.apartment.id)).toEqual([
      departure.id,
    ]);
    expect(dashboard.awaitingApproval.total).toBe(1);
    expect(dashboard.month.from).toBe(`${today.slice(0, 8)}01`);
    expect(dashboard.month.to > today).toBe(true);
    expect(dashboard.month.nightsSold).toBeGreaterThanOrEqual(3);
    // Any staff member may open it; a customer may not.
    const dashOnly = await kit.staff([{ module: 'DASH' }]);
    expect((await call(dashOnly, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expectError(await call(customer, 'GET', '/api/admin/dashboard'), 403, 'MISSING_PERMISSIONS');
    expectError(await call(null, 'GET', '/api/admin/dashboard'), 401, 'UNAUTHORIZED');
  });
});
