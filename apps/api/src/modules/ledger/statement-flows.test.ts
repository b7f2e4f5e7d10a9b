import { type Rental, type Statement, statementSchema, trialBalanceSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// The statement of stays rented and paid through the API, as the journal records them: the rule
// received − refunded + outstanding = contracted after each step, and the trial balance balanced.

let testApp: TestApp;
const payments = paymentsTestKit(() => testApp);
const admin = adminKit(() => testApp);
let finance: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  finance = await admin.staff('FINANCE');
});

afterAll(async () => {
  await testApp?.close();
});

async function statementOf(user: Customer, rentalId: string): Promise<Statement> {
  const response = await payments.call(user, 'GET', `/api/rentals/${rentalId}/statement`);
  expect(response.statusCode, response.body).toBe(200);
  const statement = statementSchema.parse(response.json());
  const { totals } = statement;
  expect(totals.receivedCents - totals.refundedCents + totals.outstandingCents).toBe(totals.contractedCents);
  const staff = await admin.call(finance, 'GET', `/api/admin/rentals/${rentalId}/statement`);
  expect(staff.json()).toEqual(response.json());
  return statement;
}

async function expectBooksBalance() {
  const response = await admin.call(finance, 'GET', '/api/admin/ledger/trial-balance');
  const balance = trialBalanceSchema.parse(response.json());
  expect(balance.totalDebitCents).toBeGreaterThan(0);
  expect(balance.totalDebitCents).toBe(balance.totalCreditCents);
}

describe('the statement of a stay paid through the API', () => {
  let user: Customer;
  let rental: Rental;
  let paymentId: string;

  it('shows the charge open, then the money received and nothing outstanding', async () => {
    user = await payments.customer();
    rental = await payments.rentalAwaitingPayment(user, 3, 30);
    paymentId = payments.paymentOf(await payments.pay(user, rental.id, { paymentType: 'PIX' })).id;
    const open = await statementOf(user, rental.id);
    expect(open.entries.map((entry) => [entry.kind, entry.amountCents, entry.paymentId])).toEqual([
      ['CHARGE', rental.rentalValueCents, paymentId],
    ]);
    expect(open.totals).toMatchObject({
      contractedCents: rental.rentalValueCents,
      receivedCents: 0,
      outstandingCents: rental.rentalValueCents,
    });

    const confirmed = await payments.call(user, 'POST', `/api/payments/${paymentId}/sandbox/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = await statementOf(user, rental.id);
    expect(paid.entries.map((entry) => entry.kind)).toEqual(['CHARGE', 'PAYMENT']);
    expect(paid.entries[1]!.amountCents).toBe(rental.rentalValueCents);
    expect(paid.totals).toEqual({
      contractedCents: rental.rentalValueCents,
      receivedCents: rental.rentalValueCents,
      refundedCents: 0,
      outstandingCents: 0,
      deposit: { heldCents: 0, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
    });
    await expectBooksBalance();
  });

  it('counts a partial staff refund as given back and the stay as costing that much less', async () => {
    const refund = await admin.call(finance, 'POST', `/api/admin/payments/${paymentId}/refund`, {
      amountCents: 10_000,
      note: 'Cortesia pela obra no prédio',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const statement = await statementOf(user, rental.id);
    expect(statement.entries.at(-1)).toMatchObject({ kind: 'REFUND', amountCents: 10_000 });
    expect(statement.totals).toMatchObject({
      contractedCents: rental.rentalValueCents - 10_000,
      receivedCents: rental.rentalValueCents,
      refundedCents: 10_000,
      outstandingCents: 0,
    });
    await expectBooksBalance();
  });
});

describe('the statement after the provider takes money back', () => {
  async function paidStay(startInDays: number) {
    const user = await payments.customer();
    const rental = await payments.rentalAwaitingPayment(user, 2, startInDays);
    const payment = payments.paymentOf(await payments.pay(user, rental.id, { paymentType: 'PIX' }));
    const confirmed = await payments.call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { user, rental, paymentId: payment.id };
  }

  it('takes a chargeback out of what was received and shows it owed again', async () => {
    const { user, rental, paymentId } = await paidStay(60);
    const response = await admin.call(
      finance,
      'POST',
      `/api/admin/payments/${paymentId}/sandbox/chargeback`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const statement = await statementOf(user, rental.id);
    expect(statement.entries.at(-1)).toMatchObject({
      kind: 'CHARGEBACK',
      amountCents: rental.rentalValueCents,
    });
    expect(statement.totals).toMatchObject({
      contractedCents: rental.rentalValueCents,
      receivedCents: 0,
      refundedCents: 0,
      outstandingCents: rental.rentalValueCents,
    });
    await expectBooksBalance();
  });

  it('gives everything received back on a withdrawal, and the stay costs nothing', async () => {
    const { user, rental } = await paidStay(80);
    const cancelled = await payments.call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const statement = await statementOf(user, rental.id);
    expect(statement.totals).toMatchObject({
      contractedCents: 0,
      receivedCents: rental.rentalValueCents,
      refundedCents: rental.rentalValueCents,
      outstandingCents: 0,
    });
    await expectBooksBalance();
  });

  it('counts a refund made in the provider’s panel as given back', async () => {
    const { user, rental, paymentId } = await paidStay(70);
    const response = await admin.call(
      finance,
      'POST',
      `/api/admin/payments/${paymentId}/sandbox/provider-refund`,
      { amountCents: 3_000 },
    );
    expect(response.statusCode, response.body).toBe(200);
    const statement = await statementOf(user, rental.id);
    expect(statement.totals).toMatchObject({
      contractedCents: rental.rentalValueCents - 3_000,
      receivedCents: rental.rentalValueCents,
      refundedCents: 3_000,
      outstandingCents: 0,
    });
    await expectBooksBalance();
  });
});

describe('the journal of a paid stay', () => {
  it('lists its entries for the accountant, and the CSV holds its lines', async () => {
    const user = await payments.customer();
    const rental = await payments.rentalAwaitingPayment(user, 2, 45);
    const payment = payments.paymentOf(await payments.pay(user, rental.id, { paymentType: 'PIX' }));
    await payments.call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    const journal = await admin.call(finance, 'GET', '/api/admin/ledger/journal?pageSize=100');
    expect(journal.statusCode, journal.body).toBe(200);
    const mine = journal.json().items.filter((item: { rentalId?: string }) => item.rentalId === rental.id);
    expect(mine.map((item: { kind: string }) => item.kind)).toEqual(['CHARGE', 'PAYMENT']);
    const csv = await admin.call(finance, 'GET', '/api/admin/ledger/journal', undefined, {
      accept: 'text/csv',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n').filter((line) => line.includes(rental.id))).toHaveLength(4);
  });
});
