import { createHash } from 'node:crypto';
import { type Rental, rentalSchema } from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow, RentalUpdate } from '../../db/schema.ts';
import { completeProfile, draftBody, userIdByEmail } from '../rentals/rental-test-support.ts';

// Shared by the contracts tests: customers, rentals already approved (waiting for the signature), and
// the other statuses written straight to the database.

export interface Customer extends TestUser {
  id: string;
}

export async function customer(testApp: TestApp): Promise<Customer> {
  const user = await signUpUser(testApp.app);
  const id = await userIdByEmail(testApp.db, user.email);
  await completeProfile(testApp.db, id);
  return { ...user, id };
}

export function call(
  testApp: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: object; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: { ...user?.headers, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function rentalOf(response: LightMyRequestResponse, status = 200): Rental {
  expect(response.statusCode, response.body).toBe(status);
  return rentalSchema.parse(response.json());
}

export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: status, code, message: expect.any(String) });
  return body as { message: string; issues?: { path: string; message: string }[] };
}

/**
 * Stays on one apartment that never share a night: each call takes the next 10-day window (up to
 * 9 nights), so the tests of a file can submit as many as they like.
 */
export function stayWindows(apartment: ApartmentRow, firstDay = 10) {
  let next = firstDay;
  return (nights = 5, extra: object = {}) => {
    const window = Math.ceil((nights + 1) / 10) * 10;
    const body = draftBody(apartment, next, nights, extra);
    next += window;
    return body;
  };
}

/** A draft of `body`, sent: with AUTO_APPROVE (the default) it waits for the signature. */
export async function submittedRental(testApp: TestApp, user: TestUser, body: object): Promise<Rental> {
  const draft = rentalOf(await call(testApp, user, 'POST', '/api/rentals', { payload: body }), 201);
  return rentalOf(await call(testApp, user, 'POST', `/api/rentals/${draft.id}/submit`));
}

export async function draftRental(testApp: TestApp, user: TestUser, body: object): Promise<Rental> {
  return rentalOf(await call(testApp, user, 'POST', '/api/rentals', { payload: body }), 201);
}

/** Moves a rental on without the routes that would (the payments module's, an admin's). */
export async function updateRentalRow(
  testApp: TestApp,
  rentalId: string,
  changes: RentalUpdate,
): Promise<void> {
  await testApp.db.updateTable('rentals').set(changes).where('id', '=', rentalId).execute();
}

export function bytesOf(response: LightMyRequestResponse): Uint8Array {
  return new Uint8Array(response.rawPayload);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
