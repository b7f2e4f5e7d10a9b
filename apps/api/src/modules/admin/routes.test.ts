import { type Rental, rentalSchema } from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import {
  apartmentsOfOneModality,
  completeProfile,
  daysFromToday,
  draftBody,
  grantPermissions,
  userIdByEmail,
} from '../rentals/rental-test-support.ts';

// With AUTO_APPROVE off, a submitted rental waits for the provider (a user with the DASH permission).

let testApp: TestApp;
let apartments: ApartmentRow[];
let customer: TestUser;
let admin: TestUser;
let webOnly: TestUser;

function post(user: TestUser | null, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'POST', url, headers: user?.headers, ...(payload ? { payload } : {}) });
}

function rentalOf(response: LightMyRequestResponse): Rental {
  expect(response.statusCode, response.body).toBe(200);
  return rentalSchema.parse(response.json());
}

async function submitted(apartment: ApartmentRow, start: number, nights: number): Promise<Rental> {
  const created = await post(customer, '/api/rentals', draftBody(apartment, start, nights));
  expect(created.statusCode, created.body).toBe(201);
  return rentalOf(await post(customer, `/api/rentals/${created.json().id}/submit`));
}

async function takenNights(apartment: ApartmentRow, from: number, to: number): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/apartments/${apartment.id}/unavailable-dates?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  });
  return response.json().dates;
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { AUTO_APPROVE: 'false' } });
  apartments = await apartmentsOfOneModality(testApp.db, 3);
  [customer, admin, webOnly] = [
    await signUpUser(testApp.app),
    await signUpUser(testApp.app),
    await signUpUser(testApp.app),
  ];
  await completeProfile(testApp.db, await userIdByEmail(testApp.db, customer.email));
  await grantPermissions(testApp.db, await userIdByEmail(testApp.db, admin.email), [
    { module: 'DASH', controller: 'rentals', access: 'write' },
  ]);
  await grantPermissions(testApp.db, await userIdByEmail(testApp.db, webOnly.email), [{ module: 'WEB' }]);
});

afterAll(async () => {
  await testApp?.close();
});

describe('submitting without automatic approval', () => {
  it('waits for approval, holding the nights', async () => {
    const rental = await submitted(apartments[0]!, 10, 3);
    expect(rental).toMatchObject({ status: 'WAITING_APPROVAL', statusLabel: 'Aprovação pendente' });
    expect(await takenNights(apartments[0]!, 10, 12)).toHaveLength(3);
  });
});

describe('POST /api/admin/rentals/:rentId/approve', () => {
  it('needs a login, then the DASH permission (403 MISSING_PERMISSIONS)', async () => {
    const rental = await submitted(apartments[1]!, 20, 2);
    const url = `/api/admin/rentals/${rental.id}/approve`;
    expectError(await post(null, url), 401, 'UNAUTHORIZED');
    for (const user of [customer, webOnly]) {
      const response = await post(user, url);
      expectError(response, 403, 'MISSING_PERMISSIONS');
      expect(response.json().message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect(
      rentalOf(await testApp.app.inject({ url: `/api/rentals/${rental.id}`, headers: customer.headers }))
        .status,
    ).toBe('WAITING_APPROVAL');
  });

  it('moves the rental on to the signature and starts the payment deadline', async () => {
    const rental = await submitted(apartments[1]!, 30, 2);
    const approved = rentalOf(await post(admin, `/api/admin/rentals/${rental.id}/approve`));
    expect(approved).toMatchObject({ id: rental.id, status: 'WAITING_FOR_SIGNATURE' });
    const row = await testApp.db
      .selectFrom('rentals')
      .select('approved_at')
      .where('id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(row.approved_at).toBeInstanceOf(Date);
    // The customer sees it too.
    const seen = rentalOf(
      await testApp.app.inject({ url: `/api/rentals/${rental.id}`, headers: customer.headers }),
    );
    expect(seen.status).toBe('WAITING_FOR_SIGNATURE');
  });

  it('refuses a rental that is not awaiting approval (409), and an unknown one (404)', async () => {
    const rental = await submitted(apartments[1]!, 40, 2);
    await post(admin, `/api/admin/rentals/${rental.id}/approve`);
    expectError(
      await post(admin, `/api/admin/rentals/${rental.id}/approve`),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );

    const draft = await post(customer, '/api/rentals', draftBody(apartments[1]!, 50, 2));
    expectError(
      await post(admin, `/api/admin/rentals/${draft.json().id}/approve`),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );
    expectError(
      await post(admin, '/api/admin/rentals/00000000-0000-4000-8000-000000000000/approve'),
      404,
      'NOT_FOUND',
    );
    expectError(await post(admin, '/api/admin/rentals/x/approve'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/admin/rentals/:rentId/reject', () => {
  it('cancels the rental with the reason given and frees the nights', async () => {
    const rental = await submitted(apartments[2]!, 60, 4);
    const rejected = rentalOf(
      await post(admin, `/api/admin/rentals/${rental.id}/reject`, {
        reason: 'OTHER',
        details: 'Documentos ilegíveis',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'OTHER', details: 'Documentos ilegíveis' },
    });
    expect(await takenNights(apartments[2]!, 60, 64)).toEqual([]);
    expectError(
      await post(admin, `/api/admin/rentals/${rental.id}/reject`, { reason: 'MISTOOK_RESERVATION' }),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );
  });

  it('needs the DASH permission and a valid reason', async () => {
    const rental = await submitted(apartments[2]!, 70, 2);
    const url = `/api/admin/rentals/${rental.id}/reject`;
    const body = { reason: 'APPROVAL_WAIT_TIME_TOO_LONG' };
    expectError(await post(null, url, body), 401, 'UNAUTHORIZED');
    expectError(await post(customer, url, body), 403, 'MISSING_PERMISSIONS');
    expectError(await post(webOnly, url, body), 403, 'MISSING_PERMISSIONS');
    expectError(await post(admin, url, { reason: 'OTHER' }), 400, 'VALIDATION_ERROR');
    expectError(await post(admin, url, { reason: 'NOPE' }), 400, 'VALIDATION_ERROR');
    expectError(await post(admin, url), 400, 'VALIDATION_ERROR');
    expect(rentalOf(await post(admin, url, body)).cancellation).toEqual({
      reason: 'APPROVAL_WAIT_TIME_TOO_LONG',
      details: null,
      refundCents: 0,
    });
  });
});
