import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, frontDeskResponseSchema, guestListResponseSchema, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import { CHILD, GUEST, makeRented, VISITOR } from '../../occupants/occupants-test-support.ts';
import { apartmentsOfOneModality } from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';

// The front desk through HTTP: the day's lists, check-in and check-out with their audit entries and the
// apartment left dirty, and the guest list as JSON and as a PDF that qpdf accepts.

const run = promisify(execFile);
let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let projectId: string;
let customer: TestAccount;
let frontDesk: TestAccount;
let bookings: TestAccount;
const today = todayIso();

async function stay(index: number, startInDays: number, nights: number, guests: object[] = [GUEST]) {
  const id = await kit.submitted(customer, apartments[index]!, 30 + index * 4, 2);
  await makeRented(testApp.db, id, { startInDays, nights, carSpots: 1 });
  if (guests.length > 0) {
    const saved = await call(customer, 'PUT', `/api/rentals/${id}/occupants`, { items: guests });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return id;
}

function auditOf(rentalId: string) {
  return testApp.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email'])
    .where('target', '=', `rental:${rentalId}`)
    .orderBy('at')
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 8);
  projectId = apartments[0]!.project_id;
  customer = await kit.customer('Joana Conceição Araújo');
  frontDesk = await kit.staff('FRONT_DESK', 'Rita Recepção');
  bookings = await kit.staff('BOOKINGS');
});

afterAll(async () => {
  await testApp?.close();
});

describe('the front desk', () => {
  it("lists the day's arrivals, departures and who is in house, with guests, time and plates", async () => {
    const arriving = await stay(0, 0, 3, [GUEST, CHILD].slice(0, 2));
    await call(customer, 'PATCH', `/api/rentals/${arriving}/arrival`, {
      expectedArrivalTime: '16:45',
      vehiclePlates: ['ABC1D23'],
    });
    const leaving = await stay(1, -2, 2);
    const elsewhere = await stay(2, 5, 2);

    const response = await call(
      frontDesk,
      'GET',
      `/api/admin/front-desk?projectId=${projectId}&date=${today}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const day = frontDeskResponseSchema.parse(response.json());
    expect(day.arrivals.map((rental) => rental.id)).toContain(arriving);
    expect(day.departures.map((rental) => rental.id)).toContain(leaving);
    const all = [...day.arrivals, ...day.departures, ...day.inHouse].map((rental) => rental.id);
    expect(all).not.toContain(elsewhere);
    const arrival = day.arrivals.find((rental) => rental.id === arriving)!;
    expect(arrival).toMatchObject({
      expectedArrivalTime: '16:45',
      vehiclePlates: ['ABC1D23'],
      customer: { name: 'Joana Conceição Araújo' },
      checkedInAt: null,
    });
    expect(arrival.occupants.map((occupant) => occupant.name)).toEqual(['Ana Beatriz Souza', 'Pedro Souza']);
  });

  it('checks in from the check-in day with guests registered, audited; then checks out and the apartment is dirty', async () => {
    const id = await stay(3, 0, 2);
    const checkedIn = await call(frontDesk, 'POST', `/api/admin/rentals/${id}/check-in`);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().checkedInAt).toEqual(expect.any(String));
    expectError(
      await call(frontDesk, 'POST', `/api/admin/rentals/${id}/check-in`),
      409,
      'ALREADY_CHECKED_IN',
    );

    const day = frontDeskResponseSchema.parse(
      (await call(frontDesk, 'GET', `/api/admin/front-desk?projectId=${projectId}&date=${today}`)).json(),
    );
    expect(day.inHouse.map((rental) => rental.id)).toContain(id);

    const checkedOut = await call(frontDesk, 'POST', `/api/admin/rentals/${id}/check-out`);
    expect(checkedOut.statusCode, checkedOut.body).toBe(200);
    expect(checkedOut.json().checkedOutAt).toEqual(expect.any(String));
    expectError(
      await call(frontDesk, 'POST', `/api/admin/rentals/${id}/check-out`),
      409,
      'ALREADY_CHECKED_OUT',
    );

    const state = await testApp.db
      .selectFrom('housekeeping_states')
      .select('state')
      .where('apartment_id', '=', apartments[3]!.id)
      .executeTakeFirst();
    expect(state?.state).toBe('DIRTY');
    const tasks = await testApp.db
      .selectFrom('cleaning_tasks')
      .selectAll()
      .where('rental_id', '=', id)
      .execute();
    expect(tasks).toHaveLength(1);
    expect(await auditOf(id)).toEqual([
      { action: 'rental.check_in', actor_email: frontDesk.email },
      { action: 'rental.check_out', actor_email: frontDesk.email },
    ]);
    // Guests can no longer change after the check-out.
    expectError(
      await call(customer, 'PUT', `/api/rentals/${id}/occupants`, { items: [VISITOR] }),
      409,
      'STAY_CLOSED',
    );
  });

  it('refuses a check-in before the day, without guests, or not paid (409), and a check-out before check-in, changing nothing', async () => {
    const early = await stay(4, 2, 2);
    expectError(
      await call(frontDesk, 'POST', `/api/admin/rentals/${early}/check-in`),
      409,
      'CHECK_IN_TOO_EARLY',
    );
    const noGuests = await stay(5, 0, 2, []);
    const missing = await call(frontDesk, 'POST', `/api/admin/rentals/${noGuests}/check-in`);
    expectError(missing, 409, 'OCCUPANTS_MISSING');
    expect(missing.json().message).toContain('hóspedes');
    expectError(
      await call(frontDesk, 'POST', `/api/admin/rentals/${noGuests}/check-out`),
      409,
      'NOT_CHECKED_IN',
    );
    const unpaid = await kit.submitted(customer, apartments[6]!, 70, 2);
    expectError(
      await call(frontDesk, 'POST', `/api/admin/rentals/${unpaid}/check-in`),
      409,
      'RENTAL_NOT_RENTED',
    );
    const rows = await testApp.db
      .selectFrom('rentals')
      .select(['checked_in_at', 'checked_out_at'])
      .where('id', 'in', [early, noGuests, unpaid])
      .execute();
    expect(rows.every((row) => row.checked_in_at === null && row.checked_out_at === null)).toBe(true);
    expect(await auditOf(noGuests)).toEqual([]);
    expectError(
      await call(frontDesk, 'POST', '/api/admin/rentals/00000000-0000-4000-8000-000000000000/check-in'),
      404,
      'NOT_FOUND',
    );
  });

  it('needs the front-desk permission: a customer or a role without it gets 403, nobody 401', async () => {
    const id = await stay(7, 0, 2);
    const url = `/api/admin/front-desk?projectId=${projectId}&date=${today}`;
    expectError(await call(customer, 'GET', url), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(bookings, 'POST', `/api/admin/rentals/${id}/check-in`),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(await call(null, 'GET', url), 401, 'UNAUTHORIZED');
    const admin = await kit.staff('ADMIN');
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
  });

  it('validates the query in Portuguese and answers 404 for an unknown project', async () => {
    expectValidationError(await call(frontDesk, 'GET', '/api/admin/front-desk?projectId=x&date=31/12/2026'), [
      'projectId',
      'date',
    ]);
    expectError(
      await call(
        frontDesk,
        'GET',
        `/api/admin/front-desk?projectId=00000000-0000-4000-8000-000000000000&date=${today}`,
      ),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the guest list (Lista da portaria)', () => {
  it('lists who may enter that night, as JSON and as a valid PDF', async () => {
    // Last night, so the night after its check-out is still in the front desk's days (decision 0017).
    const night = addDays(today, -1);
    const id = await kit.submitted(customer, apartments[2]!, 90, 2);
    await makeRented(testApp.db, id, { startInDays: -1, nights: 2, carSpots: 1 });
    await call(customer, 'PUT', `/api/rentals/${id}/occupants`, { items: [GUEST, VISITOR] });
    await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, { vehiclePlates: ['XYZ-9876'] });

    const json = await call(frontDesk, 'GET', `/api/admin/projects/${projectId}/guest-list?date=${night}`);
    expect(json.statusCode, json.body).toBe(200);
    const list = guestListResponseSchema.parse(json.json());
    const item = list.items.find((entry) => entry.rentalId === id)!;
    expect(item.vehiclePlates).toEqual(['XYZ-9876']);
    expect(item.occupants.map((occupant) => occupant.name)).toEqual(['Ana Beatriz Souza', 'John Smith']);
    // The check-out day's night is not the stay's.
    const after = guestListResponseSchema.parse(
      (
        await call(frontDesk, 'GET', `/api/admin/projects/${projectId}/guest-list?date=${addDays(night, 2)}`)
      ).json(),
    );
    expect(after.items.map((entry) => entry.rentalId)).not.toContain(id);

    const pdf = await call(
      frontDesk,
      'GET',
      `/api/admin/projects/${projectId}/guest-list?date=${night}`,
      undefined,
      {
        accept: 'application/pdf',
      },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers.vary).toContain('Accept');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await mkdtemp(join(tmpdir(), 'guest-list-'));
    try {
      const file = join(dir, 'lista.pdf');
      await writeFile(file, pdf.rawPayload);
      const checked = await run('qpdf', ['--check', file]);
      expect(checked.stdout).toContain('No syntax or stream encoding errors');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
