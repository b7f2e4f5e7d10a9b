import { addDays, adminRentalDetailSchema, type StaffRole, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import { adminKit, expectError, type TestAccount } from './admin-test-support.ts';

// What each staff role reads (decision 0018, issue 28): the rentals area reads every rental, customer
// file and payment; the front desk only the stays from yesterday to tomorrow and never the money; the
// dashboard's money follows the reports area.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let projectId: string;
const today = todayIso();
const staff = {} as Record<StaffRole, TestAccount>;
/** A rental 60 days away, waiting for its Pix, and its customer's RG scan. */
const far = { rentalId: '', fileUrl: '' };
/** A paid stay arriving today, and its customer's RG scan. */
const near = { rentalId: '', fileUrl: '' };

/** The customer's RG scan, uploaded through the API and recorded on the profile. */
async function rgScan(customer: TestAccount): Promise<string> {
  const { payload, contentType } = multipartBody(samplePdf(), { filename: 'rg.pdf' });
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...customer.headers, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { fileName } = uploaded.json() as { fileName: string };
  await testApp.db
    .updateTable('users')
    .set({ rg_file_name: fileName })
    .where('id', '=', customer.id)
    .execute();
  return `/api/admin/files/${fileName}`;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 2);
  projectId = apartments[0]!.project_id;
  for (const role of ['ADMIN', 'BOOKINGS', 'FINANCE', 'FRONT_DESK'] as const)
    staff[role] = await kit.staff(role, `Equipe ${role}`);

  const farCustomer = await kit.customer('Helena Distante Prado');
  far.rentalId = (await kit.awaitingPayment(farCustomer, apartments[0]!, 60, 3)).rentalId;
  far.fileUrl = await rgScan(farCustomer);

  const nearCustomer = await kit.customer('Otávio Chegando Lima');
  near.rentalId = await kit.submitted(nearCustomer, apartments[1]!, 20, 2);
  await testApp.db
    .updateTable('rentals')
    .set({
      status: 'RENTED',
      start_date: today,
      end_date: addDays(today, 3),
      approved_at: new Date(),
      signed_at: new Date(),
      paid_at: new Date(),
    })
    .where('id', '=', near.rentalId)
    .execute();
  near.fileUrl = await rgScan(nearCustomer);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

const FULL_READERS = ['ADMIN', 'BOOKINGS', 'FINANCE'] as const;

describe('the rentals area (ADMIN, BOOKINGS, FINANCE)', () => {
  it.each(FULL_READERS)('%s lists and opens a rental 60 days away in full, with its file', async (role) => {
    const list = await call(staff[role], 'GET', '/api/admin/rentals?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((rental: { id: string }) => rental.id)).toContain(far.rentalId);

    const detail = await call(staff[role], 'GET', `/api/admin/rentals/${far.rentalId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = adminRentalDetailSchema.parse(detail.json());
    expect(body.customer).toMatchObject({
      name: 'Helena Distante Prado',
      fathersFullName: 'José da Silva',
      mothersFullName: 'Ana Maria da Silva',
      address: { street: 'Avenida Rondon Pacheco' },
    });
    expect(body.payments).toHaveLength(1);
    expect(body.contract).toBeNull();

    const file = await call(staff[role], 'GET', far.fileUrl);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
  });

  it.each(FULL_READERS)('%s sees the dashboard’s money and the requests awaiting approval', async (role) => {
    const dashboard = await call(staff[role], 'GET', '/api/admin/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().month.revenueCents).toEqual(expect.any(Number));
    expect(dashboard.json().openReconciliationCases).toEqual(expect.any(Number));
    expect(dashboard.json().awaitingApproval).toMatchObject({ total: expect.any(Number) });
  });

  it('reads payments with the payments area only (ADMIN, FINANCE), reports with the reports area', async () => {
    for (const [role, payments] of [
      ['ADMIN', 200],
      ['FINANCE', 200],
      ['BOOKINGS', 403],
    ] as const) {
      const response = await call(staff[role], 'GET', '/api/admin/payments');
      expect(response.statusCode, `${role}: ${response.body}`).toBe(payments);
      const report = await call(
        staff[role],
        'GET',
        `/api/admin/reports/occupancy?from=${today}&to=${addDays(today, 30)}`,
      );
      expect(report.statusCode, `${role}: ${report.body}`).toBe(200);
    }
  });

  it('gives the front desk’s day and guest list to ADMIN on any date, not to BOOKINGS or FINANCE', async () => {
    const later = addDays(today, 60);
    const day = await call(staff.ADMIN, 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${later}`);
    expect(day.statusCode, day.body).toBe(200);
    const list = await call(staff.ADMIN, 'GET', `/api/admin/projects/${projectId}/guest-list?date=${later}`);
    expect(list.statusCode, list.body).toBe(200);
    for (const role of ['BOOKINGS', 'FINANCE'] as const) {
      expectError(
        await call(staff[role], 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${today}`),
        403,
        'MISSING_PERMISSIONS',
      );
      expectError(
        await call(staff[role], 'GET', `/api/admin/projects/${projectId}/guest-list?date=${today}`),
        403,
        'MISSING_PERMISSIONS',
      );
    }
  });
});

describe('the front desk (FRONT_DESK)', () => {
  it('cannot list rentals, nor open a rental 60 days away or its customer’s file: as if they did not exist', async () => {
    const desk = staff.FRONT_DESK;
    expectError(await call(desk, 'GET', '/api/admin/rentals'), 403, 'MISSING_PERMISSIONS');
    const detail = await call(desk, 'GET', `/api/admin/rentals/${far.rentalId}`);
    expectError(detail, 404, 'NOT_FOUND');
    expect(detail.body).not.toContain('Helena');
    expectError(await call(desk, 'GET', far.fileUrl), 404, 'NOT_FOUND');
  });

  it('opens today’s arrival with the name and documents, without payments, contract or the rest of the profile', async () => {
    const desk = staff.FRONT_DESK;
    const detail = await call(desk, 'GET', `/api/admin/rentals/${near.rentalId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = adminRentalDetailSchema.parse(detail.json());
    expect(body.rental.id).toBe(near.rentalId);
    expect(body.customer).toMatchObject({ name: 'Otávio Chegando Lima', cpfOrCnpj: '52998224725' });
    expect(body.customer.documents.map((document) => document.kind)).toContain('RG');
    for (const hidden of ['fathersFullName', 'mothersFullName', 'address', 'birthdate', 'profession'])
      expect(body.customer, hidden).not.toHaveProperty(hidden);
    expect(body).not.toHaveProperty('payments');
    expect(body).not.toHaveProperty('contract');
    expect(detail.body).not.toContain('José da Silva');

    const file = await call(desk, 'GET', near.fileUrl);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('reads no payments, reports or contracts', async () => {
    const desk = staff.FRONT_DESK;
    expectError(await call(desk, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(desk, 'GET', `/api/admin/reports/occupancy?from=${today}&to=${addDays(today, 30)}`),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await call(desk, 'GET', `/api/admin/rentals/${near.rentalId}/contract/signed`),
      403,
      'MISSING_PERMISSIONS',
    );
  });

  it('sees the dashboard’s day without revenue, reconciliation or other customers’ requests', async () => {
    const dashboard = await call(staff.FRONT_DESK, 'GET', '/api/admin/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const body = dashboard.json();
    expect(body.checkIns.map((rental: { id: string }) => rental.id)).toContain(near.rentalId);
    expect(body.month.occupancy).toEqual(expect.any(Number));
    expect(body.month).not.toHaveProperty('revenueCents');
    expect(body).not.toHaveProperty('openReconciliationCases');
    expect(body).not.toHaveProperty('awaitingApproval');
  });

  it('runs the front desk and the guest list from yesterday to tomorrow, and no other day', async () => {
    const desk = staff.FRONT_DESK;
    for (const offset of [-1, 0, 1]) {
      const date = addDays(today, offset);
      const day = await call(desk, 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${date}`);
      expect(day.statusCode, day.body).toBe(200);
      const list = await call(desk, 'GET', `/api/admin/projects/${projectId}/guest-list?date=${date}`);
      expect(list.statusCode, list.body).toBe(200);
    }
    const arrivals = await call(desk, 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${today}`);
    expect(arrivals.json().arrivals.map((rental: { id: string }) => rental.id)).toEqual([near.rentalId]);
    for (const offset of [-2, 2, 60]) {
      const date = addDays(today, offset);
      const day = await call(desk, 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${date}`);
      expectError(day, 403, 'MISSING_PERMISSIONS');
      expect(day.json().message).toMatch(/^A recepção consulta apenas os dias de \d{2}\/\d{2}\/\d{4} a /);
      expectError(
        await call(desk, 'GET', `/api/admin/projects/${projectId}/guest-list?date=${date}`),
        403,
        'MISSING_PERMISSIONS',
      );
    }
  });

  it('reads the calendar with the names of its days’ guests only', async () => {
    const url = `/api/admin/projects/${projectId}/calendar?from=${today}&to=${addDays(today, 70)}`;
    const stays = async (role: StaffRole) => {
      const response = await call(staff[role], 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const apartments = response.json().apartments as { stays: { id: string; customerName?: string }[] }[];
      return new Map(apartments.flatMap((apartment) => apartment.stays).map((stay) => [stay.id, stay]));
    };
    const desk = await stays('FRONT_DESK');
    expect(desk.get(near.rentalId)?.customerName).toBe('Otávio Chegando Lima');
    expect(desk.get(far.rentalId)).toBeDefined();
    expect(desk.get(far.rentalId)).not.toHaveProperty('customerName');
    expect((await stays('ADMIN')).get(far.rentalId)?.customerName).toBe('Helena Distante Prado');
  });

  it('loses sight of a stay once it left the window: a stay that ended two days ago answers 404', async () => {
    await testApp.db
      .updateTable('rentals')
      .set({ start_date: addDays(today, -5), end_date: addDays(today, -2) })
      .where('id', '=', near.rentalId)
      .execute();
    try {
      expectError(
        await call(staff.FRONT_DESK, 'GET', `/api/admin/rentals/${near.rentalId}`),
        404,
        'NOT_FOUND',
      );
      expectError(await call(staff.FRONT_DESK, 'GET', near.fileUrl), 404, 'NOT_FOUND');
      expect((await call(staff.ADMIN, 'GET', `/api/admin/rentals/${near.rentalId}`)).statusCode).toBe(200);
    } finally {
      await testApp.db
        .updateTable('rentals')
        .set({ start_date: today, end_date: addDays(today, 3) })
        .where('id', '=', near.rentalId)
        .execute();
    }
  });
});
