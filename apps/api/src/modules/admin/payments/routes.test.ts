import {
  adminPaymentListResponseSchema,
  adminPaymentSchema,
  PAYMENT_STATUSES,
  todayIso,
} from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import { paymentsTestKit } from '../../payments/payment-test-support.ts';
import { apartmentsOfOneModality } from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';

// The ledger, the manual confirmation ('baixa manual') through the webhook's crediting path, and
// refunds.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const payments = paymentsTestKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let nextApartment = 0;
let finance: TestAccount;
let bookings: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 20);
  finance = await kit.staff('FINANCE');
  bookings = await kit.staff('BOOKINGS');
  customer = await kit.customer('Rita Pagadora');
});

afterAll(async () => {
  await testApp?.close();
});

/** A pending Pix of 3 nights, on nights no other test holds. */
function pendingPayment() {
  const turn = nextApartment++;
  const start = 20 + 5 * Math.floor(turn / apartments.length);
  return kit.awaitingPayment(customer, apartments[turn % apartments.length]!, start, 3);
}

function paymentOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return adminPaymentSchema.parse(response.json());
}

const confirm = (paymentId: string, user: TestAccount = finance, body?: object) =>
  call(user, 'POST', `/api/admin/payments/${paymentId}/confirm`, body);

function rentalRow(id: string) {
  return testApp.db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function auditOf(paymentId: string) {
  return testApp.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', `payment:${paymentId}`)
    .execute();
}

describe('POST /api/admin/payments/:paymentId/confirm', () => {
  it('credits a pending payment by hand: PAID, the rental RENTED, recorded once', async () => {
    const { rentalId, paymentId } = await pendingPayment();
    const paid = paymentOf(await confirm(paymentId, finance, { note: 'Transferência recebida no Itaú' }));
    expect(paid).toMatchObject({
      id: paymentId,
      status: 'PAID',
      paidVia: 'MANUAL',
      customer: { id: customer.id, name: 'Rita Pagadora' },
      rental: { id: rentalId, apartmentLabel: expect.stringMatching(/^Bloco \w+ · \dº andar · Apto \d+$/) },
    });
    expect(paid.paidDate).toEqual(expect.any(String));
    expect((await rentalRow(rentalId)).status).toBe('RENTED');
    // The money came outside the provider: the Pix code is voided there, by a job of the same transaction.
    const voids = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job
       where data->>'job' = 'payments.void-charge' and data->'payload'->>'paymentId' = ${paymentId}`.execute(
      testApp.db,
    );
    expect(voids.rows[0]!.count).toBe(1);
    // Again: the same answer, nothing credited twice, nothing recorded twice.
    expect(paymentOf(await confirm(paymentId)).status).toBe('PAID');
    const audit = await auditOf(paymentId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payment.confirm',
        actor_id: finance.id,
        details: expect.objectContaining({
          rentalId,
          outcome: 'RENTED',
          note: 'Transferência recebida no Itaú',
        }),
      }),
    ]);
    const events = await testApp.db
      .selectFrom('payment_events')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute();
    expect(events.map((event) => [event.event_id, event.outcome])).toEqual([
      [`manual:${paymentId}`, 'RENTED'],
    ]);
  });

  it(`credits once when a manual confirmation races the provider's webhook (10 rounds)`, async () => {
    for (let round = 0; round < 10; round += 1) {
      const { rentalId, paymentId } = await pendingPayment();
      const row = await testApp.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      const [manual, hook] = await Promise.all([
        confirm(paymentId),
        payments.webhook({
          data: { paymentId, amountCents: row.amount_cents, paidAt: new Date().toISOString() },
        }),
      ]);
      expect(paymentOf(manual).status).toBe('PAID');
      expect(hook.statusCode, hook.body).toBe(200);
      const events = await testApp.db
        .selectFrom('payment_events')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .execute();
      const manualWon =
        events.find((event) => event.outcome === 'RENTED')!.event_id === `manual:${paymentId}`;
      // Confirmed by hand first, the provider's payment is money received twice: given back. The other
      // way round, the manual confirmation only finds the payment paid.
      expect(events.map((event) => event.outcome).sort()).toEqual(
        manualWon ? ['REFUNDED', 'RENTED'] : ['ALREADY_CREDITED', 'RENTED'],
      );
      const payment = await testApp.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('PAID');
      const rental = await rentalRow(rentalId);
      expect(rental.status).toBe('RENTED');
      expect(payment.paid_via).toBe(manualWon ? 'MANUAL' : 'WEBHOOK');
      expect(await auditOf(paymentId)).toHaveLength(manualWon ? 1 : 0);
      const paidCharges = await payments.paymentRows(rentalId);
      expect(paidCharges.filter((charge) => charge.status === 'PAID')).toHaveLength(1);
    }
  }, 120_000);

  it('refuses a payment that cannot be paid any more, and one no longer owed, leaving no trace', async () => {
    const expired = await pendingPayment();
    await testApp.db
      .updateTable('payments')
      .set({ status: 'EXPIRED' })
      .where('id', '=', expired.paymentId)
      .execute();
    expectError(await confirm(expired.paymentId), 409, 'PAYMENT_NOT_CONFIRMABLE');

    const orphan = await pendingPayment();
    await testApp.db
      .updateTable('rentals')
      .set({ status: 'CANCELLED', cancellation_reason: 'MISTOOK_RESERVATION', cancelled_at: new Date() })
      .where('id', '=', orphan.rentalId)
      .execute();
    expectError(await confirm(orphan.paymentId), 409, 'PAYMENT_NOT_OWED');
    const row = await testApp.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', orphan.paymentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    const events = await testApp.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', `manual:${orphan.paymentId}`)
      .execute();
    expect(events).toEqual([]);
    expect(await auditOf(orphan.paymentId)).toEqual([]);
  });

  it('needs payments:write (bookings is refused), and answers 404 for an unknown payment', async () => {
    const { paymentId } = await pendingPayment();
    expectError(await confirm(paymentId, bookings), 403, 'MISSING_PERMISSIONS');
    expectError(await confirm(paymentId, customer), 403, 'MISSING_PERMISSIONS');
    expectError(await call(null, 'POST', `/api/admin/payments/${paymentId}/confirm`), 401, 'UNAUTHORIZED');
    expectError(await confirm('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectValidationError(await confirm(paymentId, finance, { note: 'x'.repeat(501) }), ['note']);
  });
});

describe('POST /api/admin/payments/:paymentId/refund', () => {
  it('records a full or partial refund of a paid payment, once', async () => {
    const full = await pendingPayment();
    const paid = paymentOf(await confirm(full.paymentId));
    const refunded = paymentOf(
      await call(finance, 'POST', `/api/admin/payments/${full.paymentId}/refund`, {}),
    );
    // Asked of the provider by a job of the same transaction: REFUND_PENDING, then REFUNDED with its date.
    expect(refunded).toMatchObject({ status: 'REFUND_PENDING', refundedCents: paid.amountCents });
    expect(await testApp.app.jobQueue.drain()).toBeGreaterThan(0);
    const done = await testApp.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', full.paymentId)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('REFUNDED');
    expect(done.refunded_at).toBeInstanceOf(Date);
    expectError(
      await call(finance, 'POST', `/api/admin/payments/${full.paymentId}/refund`, {}),
      409,
      'PAYMENT_NOT_REFUNDABLE',
    );
    expectError(await confirm(full.paymentId), 409, 'PAYMENT_NOT_CONFIRMABLE');

    const partial = await pendingPayment();
    const partialPaid = paymentOf(await confirm(partial.paymentId));
    expectError(
      await call(finance, 'POST', `/api/admin/payments/${partial.paymentId}/refund`, {
        amountCents: partialPaid.amountCents + 1,
      }),
      422,
      'REFUND_TOO_LARGE',
    );
    const some = paymentOf(
      await call(finance, 'POST', `/api/admin/payments/${partial.paymentId}/refund`, {
        amountCents: 1000,
        note: 'Diária não usada',
      }),
    );
    expect(some.refundedCents).toBe(1000);
    const audit = await auditOf(partial.paymentId);
    expect(audit.map((entry) => entry.action)).toEqual(['payment.confirm', 'payment.refund']);
    expect(audit[1]!.details).toMatchObject({ amountCents: 1000, note: 'Diária não usada' });
  });

  it('refuses a pending payment, bad amounts, and staff without payments:write', async () => {
    const { paymentId } = await pendingPayment();
    const url = `/api/admin/payments/${paymentId}/refund`;
    expectError(await call(finance, 'POST', url, {}), 409, 'PAYMENT_NOT_REFUNDABLE');
    expectValidationError(await call(finance, 'POST', url, { amountCents: 0 }), ['amountCents']);
    expectValidationError(await call(finance, 'POST', url, { amountCents: 10.5 }), ['amountCents']);
    expectError(await call(bookings, 'POST', url, {}), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(finance, 'POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund', {}),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /api/admin/payments', () => {
  it('lists every payment newest first with its customer and rental, and totals per status over the filters', async () => {
    const response = await call(finance, 'GET', '/api/admin/payments?pageSize=2');
    expect(response.statusCode, response.body).toBe(200);
    const ledger = adminPaymentListResponseSchema.parse(response.json());
    expect(ledger.items).toHaveLength(2);
    expect(ledger.items[0]!.createdDate >= ledger.items[1]!.createdDate).toBe(true);
    expect(ledger.totals.map((entry) => entry.status)).toEqual([...PAYMENT_STATUSES]);
    expect(ledger.totals.reduce((sum, entry) => sum + entry.count, 0)).toBe(ledger.total);
    const rows = await testApp.db.selectFrom('payments').select(['status', 'amount_cents']).execute();
    expect(ledger.total).toBe(rows.length);
    const paidCents = rows
      .filter((row) => row.status === 'PAID')
      .reduce((sum, row) => sum + row.amount_cents, 0);
    expect(ledger.totals.find((entry) => entry.status === 'PAID')!.amountCents).toBe(paidCents);
    // Staff see no Pix code: the ledger draws no QR code.
    expect(ledger.items.every((item) => item.pix === undefined)).toBe(true);

    const paidOnly = (
      await call(finance, 'GET', '/api/admin/payments?status=PAID&paymentType=PIX&pageSize=100')
    ).json();
    expect(paidOnly.items.every((item: { status: string }) => item.status === 'PAID')).toBe(true);
    expect(paidOnly.total).toBe(rows.filter((row) => row.status === 'PAID').length);
    expect(paidOnly.totals.find((entry: { status: string }) => entry.status === 'PENDING').count).toBe(0);

    const today = todayIso();
    expect((await call(finance, 'GET', `/api/admin/payments?from=${today}&to=${today}`)).json().total).toBe(
      rows.length,
    );
    expect((await call(finance, 'GET', '/api/admin/payments?to=2020-01-01')).json()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await call(finance, 'GET', '/api/admin/payments?page=1000')).json().items).toEqual([]);
  });

  it('answers bad filters with 400 and staff without payments:read with 403', async () => {
    expectValidationError(await call(finance, 'GET', '/api/admin/payments?status=PAGO&paymentType=CHEQUE'), [
      'paymentType',
      'status',
    ]);
    expectValidationError(await call(finance, 'GET', '/api/admin/payments?from=2026-02-02&to=2026-02-01'), [
      'to',
    ]);
    expectError(await call(bookings, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');
    expectError(await call(customer, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');
  });
});
