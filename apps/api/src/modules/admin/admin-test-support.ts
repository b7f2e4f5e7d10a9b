import { randomUUID } from 'node:crypto';
import { type Permission, type StaffRole, staffPermissions } from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import {
  completeProfile,
  draftBody,
  grantPermissions,
  userIdByEmail,
} from '../rentals/rental-test-support.ts';

// Shared by the back-office tests: staff members of each role, customers, rentals brought to a given
// step through the API, and the error format.

export interface TestAccount extends TestUser {
  id: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminKit(getApp: () => TestApp) {
  const call = (
    user: TestUser | null,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    getApp().app.inject({
      method,
      url,
      headers: { ...(user?.headers ?? {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  return {
    call,

    /** A staff member with a role's entries, or with exactly the entries given. */
    async staff(role: StaffRole | Permission[], name = 'Equipe Estadia'): Promise<TestAccount> {
      const { app, db } = getApp();
      const user = await signUpUser(app, { name });
      const id = await userIdByEmail(db, user.email);
      await grantPermissions(db, id, typeof role === 'string' ? staffPermissions(role) : role);
      return { ...user, id };
    },

    /** A customer with a complete profile (documents included), ready to rent. */
    async customer(name?: string): Promise<TestAccount> {
      const { app, db } = getApp();
      const user = await signUpUser(app, name ? { name } : {});
      const id = await userIdByEmail(db, user.email);
      await completeProfile(db, id);
      return { ...user, id };
    },

    async draft(user: TestUser, apartment: ApartmentRow, start: number, nights: number): Promise<string> {
      const response = await call(user, 'POST', '/api/rentals', draftBody(apartment, start, nights));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    },

    /** Submitted: WAITING_APPROVAL without automatic approval, WAITING_FOR_SIGNATURE with it. */
    async submitted(user: TestUser, apartment: ApartmentRow, start: number, nights: number): Promise<string> {
      const id = await this.draft(user, apartment, start, nights);
      const response = await call(user, 'POST', `/api/rentals/${id}/submit`);
      expect(response.statusCode, response.body).toBe(200);
      return id;
    },

    /**
     * Submitted, approved and signed (the signature written straight to the row, as the contracts module
     * would), then a Pix charge made through the API: the rental WAITING_FOR_PAYMENT and its payment id.
     */
    async awaitingPayment(
      user: TestUser,
      apartment: ApartmentRow,
      start: number,
      nights: number,
    ): Promise<{ rentalId: string; paymentId: string }> {
      const rentalId = await this.submitted(user, apartment, start, nights);
      await getApp()
        .db.updateTable('rentals')
        .set({ status: 'WAITING_FOR_PAYMENT', approved_at: new Date(), signed_at: new Date() })
        .where('id', '=', rentalId)
        .execute();
      const payment = await call(
        user,
        'POST',
        `/api/rentals/${rentalId}/payments`,
        { paymentType: 'PIX' },
        {
          'idempotency-key': randomUUID(),
        },
      );
      expect(payment.statusCode, payment.body).toBe(201);
      return { rentalId, paymentId: payment.json().id };
    },
  };
}

export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
}

/** A 400 VALIDATION_ERROR whose issues name these fields, with Portuguese messages. */
export function expectValidationError(response: LightMyRequestResponse, paths: string[]): void {
  expectError(response, 400, 'VALIDATION_ERROR');
  const issues = response.json().issues as { path: string; message: string }[];
  expect(issues.map((issue) => issue.path).sort()).toEqual([...paths].sort());
  for (const issue of issues) expect(issue.message).toMatch(/[a-zà-ú]/i);
}
