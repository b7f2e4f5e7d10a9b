import { occupancyReportSchema, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { stayRow } from '../../../../test/stays.ts';
import { type JournalLine, postJournalEntry } from '../../ledger/journal.ts';
import { type Customer, paymentsTestKit } from '../../payments/payment-test-support.ts';
import { adminKit, type TestAccount } from '../admin-test-support.ts';

// Revenue net of refunds, on stays paid through the API: what staff or a withdrawal gives back is not
// revenue; money the bank delivers twice (refunded beside the charge) never was. And revenue is the
// journal's: entries posted for a stay decide it, whatever the rental's value says.

let testApp: TestApp;
const payments = paymentsTestKit(() => testApp);
const admin = adminKit(() => testApp);
let finance: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  finance = await admin.staff('FINANCE');
});

afterAll(async () => {
  await testApp.close();
});

/** A 3-night stay paid by Pix, starting `startInDays` from today: RENTED. */
async function paidStay(user: Customer, startInDays: number): Promise<{ rental: Rental; paymentId: string }> {
  const rental = await payments.rentalAwaitingPayment(user, 3, startInDays);
  const payment = payments.paymentOf(await payments.pay(user, rental.id, { paymentType: 'PIX' }));
  const confirmed = await payments.call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { rental: await payments.rental(user, rental.id), paymentId: payment.id };
}

/** The report over the stay's nights ([from, to) is half-open): its revenue alone (each stay has its own dates). */
async function revenueOf(rental: Rental): Promise<number> {
  const query = `from=${rental.startDate}&to=${rental.endDate}&projectId=${rental.project.id}`;
  const response = await admin.call(finance, 'GET', `/api/admin/reports/occupancy?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return occupancyReportSchema.parse(response.json()).total.revenueCents;
}

describe('revenue net of refunds', () => {
  it('counts a paid stay at its value, and less what staff gave back', async () => {
    const { rental, paymentId } = await paidStay(await payments.customer(), 40);
    expect(rental.status).toBe('RENTED');
    expect(await revenueOf(rental)).toBe(rental.rentalValueCents);

    const refund = await admin.call(finance, 'POST', `/api/admin/payments/${paymentId}/refund`, {
      amountCents: 10_000,
      note: 'Cortesia pela obra no prédio',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await revenueOf(rental)).toBe(rental.rentalValueCents - 10_000);
  });

  it('does not count a stay withdrawn from (everything given back)', async () => {
    const user = await payments.customer();
    const { rental } = await paidStay(user, 50);
    expect(await revenueOf(rental)).toBe(rental.rentalValueCents);
    const cancelled = await payments.call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await revenueOf(rental)).toBe(0);
  });

  it('does not count money the bank delivered twice for the same charge', async () => {
    const { rental, paymentId } = await paidStay(await payments.customer(), 60);
    const row = await testApp.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    // The provider's second notice of the same charge, as a new event: given back, not credited.
    const now = new Date().toISOString();
    const again = await payments.webhook({
      createdAt: now,
      data: { paymentId, amountCents: row.amount_cents, paidAt: now },
    });
    expect(again.statusCode, again.body).toBe(200);
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select(['amount_cents', 'settles_payment'])
      .where('payment_id', '=', paymentId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: row.amount_cents, settles_payment: false }]);
    expect(await revenueOf(rental)).toBe(rental.rentalValueCents);
  });
});

describe('revenue from the journal', () => {
  it('is the rental’s rent and fees kept in the journal, less credits, card interest left out', async () => {
    const guest = await payments.customer();
    const apartment = await testApp.db
      .selectFrom('apartments')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: rentalId } = await testApp.db
      .insertInto('rentals')
      .values({
        ...stayRow(apartment, { userId: guest.id, start: '2032-05-01', end: '2032-05-11', status: 'RENTED' }),
        rental_value_cents: 90_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date('2032-04-01T12:00:00Z');
    const post = (key: string, kind: 'CHARGE' | 'PAYMENT' | 'REFUND' | 'FEE', lines: JournalLine[]) =>
      postJournalEntry(testApp.db, { at, kind, description: key, rentalId, sourceKey: `test:${key}`, lines });
    // Billed R$ 900,00, paid by card with R$ 70,00 of interest; R$ 300,00 of the stay given up and owed
    // back, R$ 30,00 of it kept as a fine.
    await post('charge', 'CHARGE', [
      { account: '1.1.1', debitCents: 90_000 },
      { account: '3.1.1', creditCents: 90_000 },
    ]);
    await post('paid', 'PAYMENT', [
      { account: '1.1.2', debitCents: 97_000 },
      { account: '1.1.1', creditCents: 90_000 },
      { account: '3.1.3', creditCents: 7_000 },
    ]);
    await post('owed', 'REFUND', [
      { account: '3.1.1', debitCents: 27_000 },
      { account: '2.1.1', creditCents: 27_000 },
    ]);
    await post('fine', 'FEE', [
      { account: '3.1.1', debitCents: 3_000 },
      { account: '3.1.2', creditCents: 3_000 },
    ]);
    const query = `from=2032-05-01&to=2032-05-11&projectId=${apartment.project_id}`;
    const response = await admin.call(finance, 'GET', `/api/admin/reports/occupancy?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = occupancyReportSchema.parse(response.json());
    expect(report.total.revenueCents).toBe(90_000 - 27_000 - 3_000 + 3_000);
    expect(report.series.reduce((sum, night) => sum + night.revenueCents, 0)).toBe(63_000);
    expect(report.series[0]!.revenueCents).toBe(6_300);
  });
});
