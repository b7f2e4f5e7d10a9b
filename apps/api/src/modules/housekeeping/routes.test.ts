import { projectHousekeepingSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import {
  adminKit,
  expectError,
  expectValidationError,
  type TestAccount,
} from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality, daysFromToday } from '../rentals/rental-test-support.ts';
import { markDirtyAfterCheckOut } from './check-out.ts';

// The housekeeping board: states, cleaning tasks, out of order holding nights like a block, the audit.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let bookings: TestAccount;
let finance: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 4);
  bookings = await kit.staff('BOOKINGS');
  finance = await kit.staff('FINANCE');
  customer = await kit.customer();
});

afterAll(async () => {
  await testApp?.close();
});

const patch = (apartment: ApartmentRow, body: object, user: TestAccount = bookings) =>
  call(user, 'PATCH', `/api/admin/apartments/${apartment.id}/housekeeping`, body);

async function boardEntry(apartment: ApartmentRow) {
  const response = await call(bookings, 'GET', `/api/admin/projects/${apartment.project_id}/housekeeping`);
  expect(response.statusCode, response.body).toBe(200);
  const board = projectHousekeepingSchema.parse(response.json());
  return board.apartments.find((each) => each.id === apartment.id)!;
}

async function unavailable(apartment: ApartmentRow, from: number, to: number): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/apartments/${apartment.id}/unavailable-dates?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  );
  return response.json().dates;
}

async function auditOf(apartment: ApartmentRow) {
  return testApp.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', `apartment:${apartment.id}`)
    .orderBy('at')
    .execute();
}

describe('GET /api/admin/projects/:projectId/housekeeping', () => {
  it('lists every apartment of the project, clean until someone says otherwise', async () => {
    const response = await call(
      bookings,
      'GET',
      `/api/admin/projects/${apartments[0]!.project_id}/housekeeping`,
    );
    const board = projectHousekeepingSchema.parse(response.json());
    const count = await testApp.db
      .selectFrom('apartments')
      .select('id')
      .where('project_id', '=', apartments[0]!.project_id)
      .execute();
    expect(board.apartments).toHaveLength(count.length);
    expect(board.apartments.find((each) => each.id === apartments[3]!.id)).toMatchObject({
      state: 'CLEAN',
      reason: null,
      tasks: [],
    });
  });

  it('answers 404 for an unknown project and 403 without calendar:read', async () => {
    expectError(
      await call(bookings, 'GET', '/api/admin/projects/00000000-0000-4000-8000-000000000000/housekeeping'),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(finance, 'GET', `/api/admin/projects/${apartments[0]!.project_id}/housekeeping`),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await call(customer, 'GET', `/api/admin/projects/${apartments[0]!.project_id}/housekeeping`),
      403,
      'MISSING_PERMISSIONS',
    );
  });
});

describe('PATCH /api/admin/apartments/:apartmentId/housekeeping', () => {
  it('shows a check-out’s cleaning task, and cleaning completes it; every change audited', async () => {
    const apartment = apartments[0]!;
    const rentalId = await kit.submitted(customer, apartment, 3, 2);
    await markDirtyAfterCheckOut(testApp.db, { apartmentId: apartment.id, rentalId, now: new Date() });
    const dirty = await boardEntry(apartment);
    expect(dirty.state).toBe('DIRTY');
    expect(dirty.tasks).toEqual([expect.objectContaining({ rentalId, completedAt: null })]);

    const cleaned = await patch(apartment, { state: 'CLEAN' });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json()).toMatchObject({ id: apartment.id, state: 'CLEAN' });
    expect(cleaned.json().tasks).toEqual([
      expect.objectContaining({ rentalId, completedAt: expect.any(String) }),
    ]);
    expect((await patch(apartment, { state: 'INSPECTED' })).json().state).toBe('INSPECTED');

    const audit = await auditOf(apartment);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['housekeeping.update', { from: 'DIRTY', to: 'CLEAN', tasksCompleted: [dirty.tasks[0]!.id] }],
      ['housekeeping.update', { from: 'CLEAN', to: 'INSPECTED' }],
    ]);
    expect(audit[0]!.actor_id).toBe(bookings.id);
  });

  it('takes an apartment out of service: its nights are held like a block’s until it returns', async () => {
    const apartment = apartments[1]!;
    const response = await patch(apartment, {
      state: 'OUT_OF_ORDER',
      reason: 'Vazamento no banheiro',
      until: daysFromToday(4),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'OUT_OF_ORDER',
      reason: 'Vazamento no banheiro',
      until: daysFromToday(4),
      blockId: expect.any(String),
    });
    expect(await unavailable(apartment, 0, 6)).toEqual([0, 1, 2, 3].map(daysFromToday));
    // Nothing can be sold over it.
    const draft = await kit.draft(customer, apartment, 2, 3);
    expectError(await call(customer, 'POST', `/api/rentals/${draft}/submit`), 409, 'APARTMENT_UNAVAILABLE');
    // The calendar shows the block with the reason.
    const calendar = await call(
      bookings,
      'GET',
      `/api/admin/projects/${apartment.project_id}/calendar?from=${daysFromToday(0)}&to=${daysFromToday(5)}`,
    );
    const row = calendar.json().apartments.find((each: { id: string }) => each.id === apartment.id);
    expect(row.housekeepingState).toBe('OUT_OF_ORDER');
    const stays = row.stays;
    expect(stays).toEqual([
      expect.objectContaining({ kind: 'BLOCK', reason: 'Fora de serviço: Vazamento no banheiro' }),
    ]);

    // Back in service: the nights are free again.
    const back = await patch(apartment, { state: 'DIRTY' });
    expect(back.json()).toMatchObject({ state: 'DIRTY', reason: null, until: null, blockId: null });
    expect(await unavailable(apartment, 0, 6)).toEqual([]);
  });

  it('refuses out of order over a sold night (409) and changes nothing', async () => {
    const apartment = apartments[2]!;
    await kit.submitted(customer, apartment, 5, 3);
    expectError(
      await patch(apartment, { state: 'OUT_OF_ORDER', reason: 'Pintura', until: daysFromToday(7) }),
      409,
      'APARTMENT_UNAVAILABLE',
    );
    expect((await boardEntry(apartment)).state).toBe('CLEAN');
    expect(await unavailable(apartment, 0, 4)).toEqual([]);
    expect(await auditOf(apartment)).toEqual([]);
  });

  it('answers bad input in Portuguese and changes nothing', async () => {
    const apartment = apartments[3]!;
    expectValidationError(await patch(apartment, { state: 'OUT_OF_ORDER' }), ['reason', 'until']);
    expectValidationError(await patch(apartment, { state: 'BROKEN' }), ['state']);
    expectValidationError(
      await patch(apartment, { state: 'OUT_OF_ORDER', reason: 'x', until: daysFromToday(3) }),
      ['reason'],
    );
    expectError(
      await patch(apartment, { state: 'OUT_OF_ORDER', reason: 'Obras', until: daysFromToday(0) }),
      422,
      'INVALID_OUT_OF_ORDER',
    );
    expectError(
      await patch(apartment, { state: 'OUT_OF_ORDER', reason: 'Obras', until: daysFromToday(900) }),
      422,
      'INVALID_OUT_OF_ORDER',
    );
    expectError(
      await call(
        bookings,
        'PATCH',
        '/api/admin/apartments/00000000-0000-4000-8000-000000000000/housekeeping',
        {
          state: 'CLEAN',
        },
      ),
      404,
      'NOT_FOUND',
    );
    expectError(await patch(apartment, { state: 'CLEAN' }, finance), 403, 'MISSING_PERMISSIONS');
    expect((await boardEntry(apartment)).state).toBe('CLEAN');
    expect(await auditOf(apartment)).toEqual([]);
    const message = (await patch(apartment, { state: 'OUT_OF_ORDER' })).json().issues[0].message;
    expect(message).toMatch(/Informe/);
  });
});
