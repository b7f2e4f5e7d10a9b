import { apartmentBlockSchema, projectCalendarSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import { systemClock } from '../../../lib/clock.ts';
import { apartmentsOfOneModality, daysFromToday } from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';
import { CalendarService } from './service.ts';

// Blocks hold nights exactly like rentals (decision 0006): they leave the catalogue at once, never
// cover a held night, and nothing can be sold over them.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let customer: TestAccount;
let bookings: TestAccount;
let finance: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 6);
  customer = await kit.customer('Carla Hóspede');
  bookings = await kit.staff('BOOKINGS');
  finance = await kit.staff('FINANCE');
});

afterAll(async () => {
  await testApp?.close();
});

const blockBody = (start: number, nights: number, reason = 'Pintura do apartamento') => ({
  start: daysFromToday(start),
  end: daysFromToday(start + nights),
  reason,
});

function block(apartment: ApartmentRow, start: number, nights: number, user: TestAccount = bookings) {
  return call(user, 'POST', `/api/admin/apartments/${apartment.id}/blocks`, blockBody(start, nights));
}

async function unavailable(apartment: ApartmentRow, from: number, to: number): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/apartments/${apartment.id}/unavailable-dates?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dates;
}

async function freeApartmentIds(apartment: ApartmentRow, start: number, nights: number): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/projects/${apartment.project_id}/modalities/${apartment.modality_id}/availability?start=${daysFromToday(start)}&end=${daysFromToday(start + nights)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().apartments.map((each: { id: string }) => each.id);
}

describe('POST /api/admin/apartments/:apartmentId/blocks', () => {
  it('takes the nights out of sale at once, and records who did it', async () => {
    const apartment = apartments[0]!;
    const response = await block(apartment, 30, 3);
    expect(response.statusCode, response.body).toBe(201);
    const created = apartmentBlockSchema.parse(response.json());
    expect(created).toEqual({ id: expect.any(String), apartmentId: apartment.id, ...blockBody(30, 3) });
    expect(await unavailable(apartment, 29, 34)).toEqual([30, 31, 32].map(daysFromToday));
    expect(await freeApartmentIds(apartment, 32, 2)).not.toContain(apartment.id);
    expect(await freeApartmentIds(apartment, 33, 2)).toContain(apartment.id);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `block:${created.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'block.create', actor_id: bookings.id, details: { ...created } }),
    ]);
  });

  it('refuses a block over a held night, a rental’s or another block’s (409 APARTMENT_UNAVAILABLE)', async () => {
    const apartment = apartments[1]!;
    await kit.submitted(customer, apartment, 40, 4);
    expectError(await block(apartment, 43, 2), 409, 'APARTMENT_UNAVAILABLE');
    expect((await block(apartment, 44, 2)).statusCode).toBe(201);
    expectError(await block(apartment, 45, 5), 409, 'APARTMENT_UNAVAILABLE');
    expect((await block(apartment, 46, 1)).statusCode).toBe(201);
    expect(await unavailable(apartment, 40, 47)).toEqual([40, 41, 42, 43, 44, 45, 46].map(daysFromToday));
  });

  it('makes a submission over a block fail with 409 and the free alternatives', async () => {
    const apartment = apartments[2]!;
    expect((await block(apartment, 50, 5)).statusCode).toBe(201);
    const draft = await kit.draft(customer, apartment, 53, 4);
    const response = await call(customer, 'POST', `/api/rentals/${draft}/submit`);
    expectError(response, 409, 'APARTMENT_UNAVAILABLE');
    const alternatives = response.json().alternatives.map((each: { id: string }) => each.id);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(apartment.id);
  });

  it('answers 422 for an interval the rules refuse, 400 for a bad body, 404 for an unknown apartment', async () => {
    const apartment = apartments[3]!;
    const url = `/api/admin/apartments/${apartment.id}/blocks`;
    expectError(
      await call(bookings, 'POST', url, { ...blockBody(10, 1), end: daysFromToday(10) }),
      422,
      'INVALID_INTERVAL',
    );
    expectError(await call(bookings, 'POST', url, blockBody(-1, 3)), 422, 'INVALID_BLOCK');
    expectError(await call(bookings, 'POST', url, blockBody(10, 800)), 422, 'INVALID_BLOCK');
    expectValidationError(await call(bookings, 'POST', url, { ...blockBody(10, 1), reason: 'ok' }), [
      'reason',
    ]);
    expectValidationError(await call(bookings, 'POST', url, { start: '10/01/2030', reason: 'Obras' }), [
      'end',
      'start',
    ]);
    expectError(
      await call(
        bookings,
        'POST',
        '/api/admin/apartments/00000000-0000-4000-8000-000000000000/blocks',
        blockBody(10, 1),
      ),
      404,
      'NOT_FOUND',
    );
    expect(
      await testApp.db
        .selectFrom('apartment_blocks')
        .select('id')
        .where('apartment_id', '=', apartment.id)
        .execute(),
    ).toEqual([]);
  });

  it('needs calendar:write: finance and customers are refused', async () => {
    expectError(await block(apartments[3]!, 10, 1, finance), 403, 'MISSING_PERMISSIONS');
    expectError(await block(apartments[3]!, 10, 1, customer), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(null, 'POST', `/api/admin/apartments/${apartments[3]!.id}/blocks`, blockBody(10, 1)),
      401,
      'UNAUTHORIZED',
    );
  });

  it('reaches the project list filter: a project whose every apartment is blocked is not offered', async () => {
    const apartment = apartments[4]!;
    const all = await testApp.db
      .selectFrom('apartments')
      .selectAll()
      .where('project_id', '=', apartment.project_id)
      .execute();
    const offered = async () => {
      const response = await call(
        null,
        'GET',
        `/api/projects?start=${daysFromToday(90)}&end=${daysFromToday(92)}`,
      );
      return response.json().items.map((project: { id: string }) => project.id);
    };
    expect(await offered()).toContain(apartment.project_id);
    for (const each of all) expect((await block(each, 90, 2)).statusCode).toBe(201);
    expect(await offered()).not.toContain(apartment.project_id);
  });
});

describe('DELETE /api/admin/blocks/:blockId', () => {
  it('frees the nights at once and records it; a second delete is a 404', async () => {
    const apartment = apartments[5]!;
    const created = (await block(apartment, 60, 3)).json();
    expectError(await call(finance, 'DELETE', `/api/admin/blocks/${created.id}`), 403, 'MISSING_PERMISSIONS');
    const response = await call(bookings, 'DELETE', `/api/admin/blocks/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await unavailable(apartment, 60, 63)).toEqual([]);
    expect(await freeApartmentIds(apartment, 60, 3)).toContain(apartment.id);
    await kit.submitted(customer, apartment, 60, 3);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `block:${created.id}`)
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['block.create', 'block.delete']);
    expectError(await call(bookings, 'DELETE', `/api/admin/blocks/${created.id}`), 404, 'NOT_FOUND');
    expectError(await call(bookings, 'DELETE', '/api/admin/blocks/nope'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/admin/projects/:projectId/calendar and /api/admin/blocks', () => {
  it('shows each apartment’s rentals and blocks touching the window, by start date', async () => {
    const apartment = apartments[0]!;
    const rentalId = await kit.submitted(customer, apartment, 120, 3);
    const created = (await block(apartment, 123, 2)).json();
    const response = await call(
      bookings,
      'GET',
      `/api/admin/projects/${apartment.project_id}/calendar?from=${daysFromToday(121)}&to=${daysFromToday(123)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const calendar = projectCalendarSchema.parse(response.json());
    const projectApartments = await testApp.db
      .selectFrom('apartments')
      .select('id')
      .where('project_id', '=', apartment.project_id)
      .execute();
    expect(calendar.apartments).toHaveLength(projectApartments.length);
    expect(calendar.apartments.find((each) => each.id === apartment.id)?.stays).toEqual([
      {
        kind: 'RENTAL',
        id: rentalId,
        start: daysFromToday(120),
        end: daysFromToday(123),
        status: 'WAITING_FOR_SIGNATURE',
        customerName: 'Carla Hóspede',
      },
      {
        kind: 'BLOCK',
        id: created.id,
        start: daysFromToday(123),
        end: daysFromToday(125),
        reason: 'Pintura do apartamento',
      },
    ]);
    // A window that only touches the check-out day shows nothing of that stay.
    const later = await call(
      bookings,
      'GET',
      `/api/admin/projects/${apartment.project_id}/calendar?from=${daysFromToday(125)}&to=${daysFromToday(126)}`,
    );
    expect(later.json().apartments.find((each: { id: string }) => each.id === apartment.id).stays).toEqual(
      [],
    );

    const blocks = await call(
      bookings,
      'GET',
      `/api/admin/blocks?apartmentId=${apartment.id}&from=${daysFromToday(100)}&to=${daysFromToday(200)}`,
    );
    expect(blocks.json().items).toEqual([created]);
    const byProject = await call(bookings, 'GET', `/api/admin/blocks?projectId=${apartment.project_id}`);
    expect(byProject.json().items.map((each: { id: string }) => each.id)).toContain(created.id);
  });

  it('answers 404 for an unknown project, 400 for a bad window, 403 without calendar:read', async () => {
    const url = `/api/admin/projects/${apartments[0]!.project_id}/calendar`;
    expectError(
      await call(
        bookings,
        'GET',
        '/api/admin/projects/00000000-0000-4000-8000-000000000000/calendar?from=2026-01-01&to=2026-01-31',
      ),
      404,
      'NOT_FOUND',
    );
    expectValidationError(await call(bookings, 'GET', `${url}?from=2026-02-01&to=2026-01-01`), ['to']);
    expectValidationError(await call(bookings, 'GET', `${url}?from=2026-02-01`), ['to']);
    expectError(
      await call(finance, 'GET', `${url}?from=2026-01-01&to=2026-01-31`),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(await call(finance, 'GET', '/api/admin/blocks'), 403, 'MISSING_PERMISSIONS');
  });
});

describe('an action and its audit entry', () => {
  it('commit together: when the entry cannot be written, the block is not made and no night is held', async () => {
    const apartment = apartments[3]!;
    const service = new CalendarService(testApp.db, systemClock);
    const unrecordable = { id: bookings.id, email: 'x'.repeat(300), ip: null };
    await expect(service.createBlock(apartment.id, blockBody(700, 2), unrecordable)).rejects.toMatchObject({
      code: '23514',
    });
    expect(
      await testApp.db
        .selectFrom('apartment_blocks')
        .select('id')
        .where('apartment_id', '=', apartment.id)
        .where('start_date', '=', daysFromToday(700))
        .execute(),
    ).toEqual([]);
    expect(await unavailable(apartment, 700, 702)).toEqual([]);
  });
});
