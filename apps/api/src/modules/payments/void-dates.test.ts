import { type Statement, statementSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// A charge voided is posted to the journal at the app's clock time, never the machine's: the clock here
// runs hours behind real time, so an entry dated by the machine would show.

const HOUR = 3_600_000;
const clock = createManualClock(new Date(Date.now() - 6 * HOUR));
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp?.close();
});

async function statementOf(user: Customer, rentalId: string): Promise<Statement> {
  const response = await kit.call(user, 'GET', `/api/rentals/${rentalId}/statement`);
  expect(response.statusCode, response.body).toBe(200);
  return statementSchema.parse(response.json());
}

describe('a charge voided, in the journal', () => {
  it('replaced by a new request: the old code’s void is dated by the app’s clock', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const first = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    clock.advance(5 * 60_000);
    const replacedAt = clock.now().toISOString();
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const statement = await statementOf(user, rental.id);
    const voids = statement.entries.filter((entry) => entry.kind === 'CREDIT');
    expect(voids.map((entry) => [entry.paymentId, entry.amountCents, entry.at])).toEqual([
      [first.id, rental.rentalValueCents, replacedAt],
    ]);
  });

  it('of a cancelled stay: the void is dated by the app’s clock', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const charge = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    clock.advance(5 * 60_000);
    const cancelledAt = clock.now().toISOString();
    const cancel = await kit.call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const statement = await statementOf(user, rental.id);
    const voids = statement.entries.filter((entry) => entry.kind === 'CREDIT');
    expect(voids.map((entry) => [entry.paymentId, entry.amountCents, entry.at])).toEqual([
      [charge.id, rental.rentalValueCents, cancelledAt],
    ]);
  });
});
