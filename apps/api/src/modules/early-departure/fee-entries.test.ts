import {
  earlyDepartureQuoteResponseSchema,
  type Rental,
  type Statement,
  statementSchema,
  trialBalanceSchema,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { ledgerRuleViolations } from '../ledger/ledger-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// An early departure's fine (Lei 8.245 art. 4) in the journal, through HTTP: kept, it is its own FEE
// entry (rent moved to 3.1.2, 'Multa e tarifas retidas'); every path that later gives it up moves it
// back under its own key — the employer's letter accepted, a credit beyond the rent, a withdrawal.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const admin = adminKit(() => testApp);
let finance: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  finance = await admin.staff('FINANCE');
});

afterAll(async () => {
  await testApp?.close();
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A 61-night stay from 3 days ahead, paid: Pix for the whole stay, or month 1 of monthly boletos. */
async function paidStay(user: Customer, paymentType: 'PIX' | 'BANK_SLIP_MONTHLY'): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, 61, 3);
  expect((await kit.pay(user, rental.id, { paymentType })).statusCode).toBe(201);
  const [first] = (await kit.paymentRows(rental.id)).filter((row) => row.installment === 1);
  const paid = await kit.webhook({
    data: { paymentId: first!.id, amountCents: first!.amount_cents, paidAt: new Date().toISOString() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await kit.settle();
  return kit.rental(user, rental.id);
}

async function letterOf(user: Customer): Promise<string> {
  const { payload, contentType } = multipartBody(samplePdf(), { filename: 'carta.pdf' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload?purpose=TRANSFER_LETTER',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().fileName as string;
}

/** Leaves the stay `nightsKept` nights after its check-in (with the employer's letter, when given). */
async function depart(user: Customer, rental: Rental, nightsKept: number, letter?: string) {
  const date = addDays(rental.startDate, nightsKept);
  const query = `date=${date}${letter ? `&transferLetter=${letter}` : ''}`;
  const quote = await kit.call(user, 'GET', `/api/rentals/${rental.id}/early-departure-quote?${query}`);
  const quoted = earlyDepartureQuoteResponseSchema.parse(quote.json());
  const response = await kit.call(user, 'POST', `/api/rentals/${rental.id}/early-departure`, {
    date,
    reason: 'Transferência pela empresa',
    ...(letter ? { transferLetter: letter } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return quoted;
}

/** The customer's statement, the same as staff read it, keeping the rule. */
async function statementOf(user: Customer, rentalId: string): Promise<Statement> {
  const response = await kit.call(user, 'GET', `/api/rentals/${rentalId}/statement`);
  expect(response.statusCode, response.body).toBe(200);
  const statement = statementSchema.parse(response.json());
  const staff = await admin.call(finance, 'GET', `/api/admin/rentals/${rentalId}/statement`);
  expect(staff.statusCode, staff.body).toBe(200);
  expect(staff.json()).toEqual(response.json());
  const { totals } = statement;
  expect(totals.receivedCents - totals.refundedCents + totals.outstandingCents).toBe(totals.contractedCents);
  return statement;
}

const feeLines = (statement: Statement) =>
  statement.entries
    .filter((entry) => entry.kind === 'FEE')
    .map((entry) => [entry.amountCents, entry.description]);

/** 3.1.2 on the trial balance: its credit balance, and the books balanced. */
async function finesOnTheBooks(): Promise<number> {
  const response = await admin.call(finance, 'GET', '/api/admin/ledger/trial-balance');
  expect(response.statusCode, response.body).toBe(200);
  const balance = trialBalanceSchema.parse(response.json());
  expect(balance.totalDebitCents).toBe(balance.totalCreditCents);
  const fines = balance.accounts.find((account) => account.code === '3.1.2');
  expect(fines?.name).toBe('Multas e tarifas retidas');
  return (fines?.creditCents ?? 0) - (fines?.debitCents ?? 0);
}

describe('an early departure’s fine in the journal', () => {
  it('is a FEE line of its own, on 3.1.2, and the letter accepted gives it up', async () => {
    const finesBefore = await finesOnTheBooks();
    const customer = await kit.customer();
    const rental = await paidStay(customer, 'PIX');
    const quoted = await depart(customer, rental, 35, await letterOf(customer));
    expect(quoted.feeCents).toBeGreaterThan(0);

    const departed = await statementOf(customer, rental.id);
    expect(feeLines(departed)).toEqual([[quoted.feeCents, 'Multa por saída antecipada']]);
    // A reclassification: what the stay costs is the same, its fine is its own part.
    expect(departed.totals.contractedCents).toBe(quoted.newValueCents);
    expect(await finesOnTheBooks()).toBe(finesBefore + quoted.feeCents);

    const accepted = await kit.call(
      finance,
      'POST',
      `/api/admin/rentals/${rental.id}/transfer-letter/review`,
      {
        decision: 'ACCEPT',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const waived = await statementOf(customer, rental.id);
    expect(feeLines(waived)).toEqual([
      [quoted.feeCents, 'Multa por saída antecipada'],
      [quoted.feeCents, 'Multa por saída antecipada: dispensada, carta de transferência aceita'],
    ]);
    // The fine went back to rent before the rent came down and its money was owed back.
    const kinds = waived.entries.map((entry) => entry.kind);
    expect(kinds.lastIndexOf('FEE')).toBeLessThan(kinds.lastIndexOf('REFUND'));
    expect(waived.totals.contractedCents).toBe(quoted.newValueCents - quoted.feeCents);
    expect(await finesOnTheBooks()).toBe(finesBefore);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);
  });

  it('a credit beyond the rent takes the rest from the fine; a withdrawal then gives all of it up', async () => {
    const finesBefore = await finesOnTheBooks();
    const customer = await kit.customer();
    const rental = await paidStay(customer, 'BANK_SLIP_MONTHLY');
    const quoted = await depart(customer, rental, 5);
    const departed = await statementOf(customer, rental.id);
    expect(feeLines(departed)).toEqual([[quoted.feeCents, 'Multa por saída antecipada']]);
    // The first month paid; the fine is most of what the stay costs now.
    const rent = departed.totals.contractedCents - quoted.feeCents;
    const taken = Math.floor(quoted.feeCents / 2);
    const [month] = (await kit.paymentRows(rental.id)).filter((row) => row.status === 'PAID');
    expect(month!.amount_cents).toBeGreaterThan(rent + taken);

    const refund = await admin.call(finance, 'POST', `/api/admin/payments/${month!.id}/refund`, {
      amountCents: rent + taken,
      note: 'Cortesia pela obra no prédio',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const credited = await statementOf(customer, rental.id);
    expect(feeLines(credited)).toEqual([
      [quoted.feeCents, 'Multa por saída antecipada'],
      [taken, 'Multa por saída antecipada: reduzida pelo valor devolvido'],
    ]);
    expect(await finesOnTheBooks()).toBe(finesBefore + quoted.feeCents - taken);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);

    const cancelled = await kit.call(customer, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const withdrawn = await statementOf(customer, rental.id);
    expect(feeLines(withdrawn)).toEqual([
      [quoted.feeCents, 'Multa por saída antecipada'],
      [taken, 'Multa por saída antecipada: reduzida pelo valor devolvido'],
      [quoted.feeCents - taken, 'Multa por saída antecipada: devolvida com o cancelamento da estadia'],
    ]);
    expect(withdrawn.totals.contractedCents).toBe(0);
    expect(withdrawn.totals.refundedCents).toBe(withdrawn.totals.receivedCents);
    expect(await finesOnTheBooks()).toBe(finesBefore);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);
  });
});
