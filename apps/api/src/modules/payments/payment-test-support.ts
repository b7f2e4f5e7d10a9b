import { createHash, randomUUID } from 'node:crypto';
import { type Payment, paymentSchema, type Rental, rentalSchema } from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { completeProfile, draftBody, userIdByEmail } from '../rentals/rental-test-support.ts';
import { signWebhookBody } from './webhook/webhook-signature.ts';

// Shared by the payments tests: customers with complete profiles, rentals brought to the payment step
// through the API, and signed webhook events.

export interface Customer extends TestUser {
  id: string;
}

export const VALID_CARD = { number: '4111 1111 1111 1111', holderName: 'MARIA DA SILVA', cvv: '123' };
export const DECLINED_CARD = { ...VALID_CARD, number: '4000 0000 0000 0002' };

/** 'MM/AA' a year from now: a card that has not expired. */
export function futureExpiry(now = new Date()): string {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

export function paymentsTestKit(getApp: () => TestApp) {
  let apartments: ApartmentRow[] = [];
  let nextApartment = 0;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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

  /** The hex SHA-256 of the contract as the customer is shown it (what signing sends back). */
  const contractSha256 = async (user: TestUser | null, rentalId: string): Promise<string> =>
    createHash('sha256')
      .update((await call(user, 'GET', `/api/rentals/${rentalId}/contract`)).rawPayload)
      .digest('hex');

  return {
    call,
    contractSha256,

    async customer(): Promise<Customer> {
      const { app, db } = getApp();
      const user = await signUpUser(app);
      const id = await userIdByEmail(db, user.email);
      await completeProfile(db, id);
      return { ...user, id };
    },

    /**
     * A rental of `nights` nights on an apartment of its own, submitted (approved at once) and signed:
     * WAITING_FOR_PAYMENT.
     */
    async rentalAwaitingPayment(user: Customer, nights = 3, startInDays = 20): Promise<Rental> {
      const { db } = getApp();
      if (apartments.length === 0)
        apartments = await db.selectFrom('apartments').selectAll().orderBy('id').execute();
      const apartment = apartments[nextApartment++ % apartments.length]!;
      const created = await call(user, 'POST', '/api/rentals', draftBody(apartment, startInDays, nights));
      expect(created.statusCode, created.body).toBe(201);
      const submitted = await call(user, 'POST', `/api/rentals/${created.json().id}/submit`);
      expect(submitted.json().status, submitted.body).toBe('WAITING_FOR_SIGNATURE');
      const signed = await call(user, 'POST', `/api/rentals/${created.json().id}/contract/signature`, {
        accept: true,
        sha256: await contractSha256(user, created.json().id),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      return rentalSchema.parse(signed.json());
    },

    async pay(
      user: Customer,
      rentalId: string,
      body: object,
      key: string = randomUUID(),
    ): Promise<LightMyRequestResponse> {
      return call(user, 'POST', `/api/rentals/${rentalId}/payments`, body, { 'idempotency-key': key });
    },

    async rental(user: Customer, rentalId: string): Promise<Rental> {
      const response = await call(user, 'GET', `/api/rentals/${rentalId}`);
      expect(response.statusCode, response.body).toBe(200);
      return rentalSchema.parse(response.json());
    },

    /** Runs every background task and queued job, and what they queue in turn, until none is left. */
    async settle(): Promise<void> {
      for (;;) {
        await getApp().app.backgroundTasks.drain();
        if ((await getApp().app.jobQueue.drain()) === 0) return;
      }
    },

    /** A stay paid by Pix through the sandbox bank, everything that follows settled: RENTED. */
    async paidStay(user: Customer, nights: number, startInDays: number): Promise<Rental> {
      const rental = await this.rentalAwaitingPayment(user, nights, startInDays);
      const payment = this.paymentOf(await this.pay(user, rental.id, { paymentType: 'PIX' }));
      const confirmed = await call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await this.settle();
      return this.rental(user, rental.id);
    },

    paymentOf(response: LightMyRequestResponse, status = 201): Payment {
      expect(response.statusCode, response.body).toBe(status);
      return paymentSchema.parse(response.json());
    },

    /** The webhook as a provider calls it, signed with the app's secret unless told otherwise. */
    async webhook(
      event: { id?: string; type?: string; createdAt?: string; data: object },
      options: { secret?: string; signature?: string } = {},
    ): Promise<LightMyRequestResponse> {
      const { app, config } = getApp();
      const body = JSON.stringify({
        id: event.id ?? `evt_${randomUUID()}`,
        type: event.type ?? 'payment.paid',
        createdAt: event.createdAt ?? new Date().toISOString(),
        data: event.data,
      });
      const signature =
        options.signature ?? signWebhookBody(body, options.secret ?? config.payments.webhookSecret);
      return app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: body,
      });
    },

    async paymentRows(rentalId: string) {
      return getApp()
        .db.selectFrom('payments')
        .selectAll()
        .where('rental_id', '=', rentalId)
        .orderBy('created_at')
        .orderBy('installment')
        .execute();
    },
  };
}
