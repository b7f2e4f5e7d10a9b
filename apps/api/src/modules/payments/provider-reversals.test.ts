import { reconciliationListResponseSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// Money the provider takes back without our asking — a chargeback, a refund made in its own panel — is
// a journal entry and a reconciliation case the moment the provider tells us, and moves the stay as
// decision 0013 (amendment) says. The sandbox emits both, through the signed webhook.

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
let finance: TestAccount;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  finance = await staffKit.staff('FINANCE');
});

afterAll(async () => {
  await testApp?.close();
});

const settle = () => kit.settle();
const paidStay = (user: Customer, nights: number, startInDays: number) =>
  kit.paidStay(user, nights, startInDays);

const simulate = (paymentId: string, what: 'chargeback' | 'provider-refund', body?: object) =>
  kit.call(finance, 'POST', `/api/admin/payments/${paymentId}/sandbox/${what}`, body ?? {});

async function entriesOf(paymentId: string, kind: string) {
  return testApp.db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .select(['l.account', 'l.debit_cents', 'l.credit_cents'])
    .where('e.payment_id', '=', paymentId)
    .where('e.kind', '=', kind as never)
    .orderBy('e.seq')
    .orderBy('l.line')
    .execute();
}

async function casesOf(rentalId: string) {
  const response = await kit.call(finance, 'GET', '/api/admin/reconciliation?page=1&pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return reconciliationListResponseSchema
    .parse(response.json())
    .items.filter((item) => item.rentalId === rentalId);
}

describe('a chargeback', () => {
  it('is a CHARGEBACK entry and an open case at once; the RENTED stay becomes DEFAULTER, its door closed', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 10);
    const [paid] = await kit.paymentRows(stay.id);
    const amount = paid!.amount_cents;

    const response = await simulate(paid!.id, 'chargeback');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('CHARGED_BACK');

    expect(await entriesOf(paid!.id, 'CHARGEBACK')).toEqual([
      { account: '1.1.3', debit_cents: amount, credit_cents: 0 },
      { account: '1.1.2', debit_cents: 0, credit_cents: amount },
    ]);
    expect(await casesOf(stay.id)).toEqual([
      expect.objectContaining({
        paymentId: paid!.id,
        reason: 'CHARGEBACK',
        outcome: 'CHARGED_BACK',
        receivedCents: amount,
        open: true,
      }),
    ]);
    expect(await kit.rental(user, stay.id)).toMatchObject({ status: 'DEFAULTER', accessCode: null });

    // The provider repeating it (another notification) records nothing more.
    const again = await kit.webhook({
      type: 'payment.charged_back',
      data: { paymentId: paid!.id, amountCents: amount, paidAt: new Date().toISOString() },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().outcome).toBe('NOTHING_TO_REVERSE');
    expect(await entriesOf(paid!.id, 'CHARGEBACK')).toHaveLength(2);
    expect(await casesOf(stay.id)).toHaveLength(1);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // Staff recover the money (the dispute won): the case is settled and the stay RENTED again.
    const [open] = await casesOf(stay.id);
    const settled = await kit.call(finance, 'POST', `/api/admin/reconciliation/${open!.id}/settle`, {
      note: 'Disputa ganha no Mercado Pago',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      outcome: 'SETTLED',
      open: false,
      resolution: { note: 'Disputa ganha no Mercado Pago', by: { email: finance.email } },
    });
    expect(await kit.rental(user, stay.id)).toMatchObject({
      status: 'RENTED',
      accessCode: expect.any(String),
    });
    const twice = await kit.call(finance, 'POST', `/api/admin/reconciliation/${open!.id}/settle`, {
      note: 'De novo',
    });
    expect(twice.statusCode).toBe(409);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

describe('one reversal event delivered several times at once', () => {
  it('is recorded once: one entry, one case, the repeats answered DUPLICATE_EVENT', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 10);
    const [paid] = await kit.paymentRows(stay.id);
    const event = {
      id: 'cbk-repetido-3x',
      type: 'payment.charged_back',
      data: { paymentId: paid!.id, amountCents: paid!.amount_cents, paidAt: new Date().toISOString() },
    };
    const answers = await Promise.all([kit.webhook(event), kit.webhook(event), kit.webhook(event)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'CHARGED_BACK',
      'DUPLICATE_EVENT',
      'DUPLICATE_EVENT',
    ]);
    expect(await entriesOf(paid!.id, 'CHARGEBACK')).toHaveLength(2);
    expect(await casesOf(stay.id)).toHaveLength(1);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

describe('a chargeback on a monthly plan', () => {
  it('keeps the stay DEFAULTER when a later month is paid: the money taken back is still owed', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75, 3);
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    const [first, second] = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    await kit.call(user, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
    await settle();
    expect((await simulate(first.id, 'chargeback')).json().outcome).toBe('CHARGED_BACK');
    expect((await kit.rental(user, rental.id)).status).toBe('DEFAULTER');

    // Month 2 issued and paid on time: the stay stays a defaulter while the chargeback is open.
    clock.set(new Date(`${second.dueDate}T12:00:00.000-03:00`));
    clock.advance(-10 * 24 * 3_600_000);
    await testApp.app.jobs.runOnce();
    await settle();
    const paid = await kit.call(user, 'POST', `/api/payments/${second.id}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    await settle();
    expect((await kit.paymentRows(rental.id)).find((row) => row.id === second.id)?.status).toBe('PAID');
    expect(await kit.rental(user, rental.id)).toMatchObject({ status: 'DEFAULTER', accessCode: null });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

describe('a refund made in the provider’s panel', () => {
  it('of the whole payment of a stay not begun: entries, a case, the stay cancelled and nothing asked twice', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 10);
    const [paid] = await kit.paymentRows(stay.id);
    const amount = paid!.amount_cents;

    const response = await simulate(paid!.id, 'provider-refund');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'REFUNDED_AT_PROVIDER',
      payment: { status: 'REFUNDED' },
    });

    // In all Dr 3.1.1 / Cr 1.1.2: owed back and given back at once.
    const refunds = await entriesOf(paid!.id, 'REFUND');
    expect(refunds).toEqual([
      { account: '3.1.1', debit_cents: amount, credit_cents: 0 },
      { account: '2.1.1', debit_cents: 0, credit_cents: amount },
      { account: '2.1.1', debit_cents: amount, credit_cents: 0 },
      { account: '1.1.2', debit_cents: 0, credit_cents: amount },
    ]);
    expect(await casesOf(stay.id)).toEqual([
      expect.objectContaining({
        reason: 'PANEL_REFUND',
        outcome: 'REFUNDED',
        receivedCents: amount,
        open: false,
      }),
    ]);
    expect(await kit.rental(user, stay.id)).toMatchObject({
      status: 'CANCELLED',
      accessCode: null,
      cancellation: { refundCents: amount },
    });
    // The provider already gave it back: no refund of ours is left to ask for.
    const rows = await testApp.db
      .selectFrom('payment_refunds')
      .select(['amount_cents', 'status'])
      .where('rental_id', '=', stay.id)
      .execute();
    expect(rows).toEqual([{ amount_cents: amount, status: 'REFUNDED' }]);
    await settle();
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('of part of a payment once the stay began: a credit, the stay goes on at a lower value', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 2);
    const [paid] = await kit.paymentRows(stay.id);
    clock.set(new Date(`${stay.startDate}T18:00:00.000Z`));

    const response = await simulate(paid!.id, 'provider-refund', { amountCents: 3_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('REFUNDED_AT_PROVIDER');
    expect(await kit.rental(user, stay.id)).toMatchObject({
      status: 'RENTED',
      rentalValueCents: stay.rentalValueCents - 3_000,
    });
    expect(await casesOf(stay.id)).toEqual([
      expect.objectContaining({ reason: 'PANEL_REFUND', receivedCents: 3_000 }),
    ]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('that we asked for ourselves (a withdrawal) is not a case: nothing is taken back twice', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const stay = await paidStay(user, 4, 20);
    const [paid] = await kit.paymentRows(stay.id);
    const cancelled = await kit.call(user, 'POST', `/api/rentals/${stay.id}/cancel`, {
      reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await settle();

    const told = await kit.webhook({
      type: 'payment.refunded',
      data: { paymentId: paid!.id, amountCents: paid!.amount_cents, paidAt: new Date().toISOString() },
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().outcome).toBe('NOTHING_TO_REVERSE');
    expect(await casesOf(stay.id)).toEqual([]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
