import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers.ts';
import { ledgerRuleViolations } from '../../../ledger/ledger-rule-check.ts';
import { paymentsTestKit } from '../../payment-test-support.ts';
import { insertPaymentRequest, insertPayments } from '../../repository.ts';
import { markCardDeclined } from './mercado-pago-declines.ts';

// A card Mercado Pago refuses after we recorded it as pending (3-D Secure failed or abandoned): FAILED,
// and its charge voided in the journal in the same transaction, once.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

async function entriesOf(paymentId: string) {
  return testApp.db
    .selectFrom('journal_entries')
    .select(['kind', 'source_key'])
    .where('payment_id', '=', paymentId)
    .orderBy('seq')
    .execute();
}

describe('a card declined after it was recorded', () => {
  it('is FAILED and its charge voided in the journal, once; declined again, nothing more', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    // A card charge waiting for its 3-D Secure answer, as the payment request leaves it.
    const request = await insertPaymentRequest(testApp.db, {
      user_id: user.id,
      rental_id: rental.id,
      idempotency_key: randomUUID(),
      request_sha256: 'a'.repeat(64),
      created_at: new Date(),
    });
    const [pending] = await insertPayments(testApp.db, [
      {
        rental_id: rental.id,
        user_id: user.id,
        request_id: request!.id,
        payment_type: 'CREDIT_CARD',
        provider: 'mercadopago',
        status: 'PENDING',
        amount_cents: rental.rentalValueCents,
        card_total_cents: rental.rentalValueCents,
        due_date: rental.startDate,
        created_at: new Date(),
      },
    ]);
    expect(await entriesOf(pending!.id)).toEqual([
      { kind: 'CHARGE', source_key: `payment:${pending!.id}:charge` },
    ]);

    await markCardDeclined(testApp.db, pending!.id, 'cc_rejected_high_risk');
    await markCardDeclined(testApp.db, pending!.id, 'cc_rejected_high_risk');
    const row = await testApp.db
      .selectFrom('payments')
      .select(['status', 'failure_reason'])
      .where('id', '=', pending!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'FAILED', failure_reason: 'cc_rejected_high_risk' });
    expect(await entriesOf(pending!.id)).toEqual([
      { kind: 'CHARGE', source_key: `payment:${pending!.id}:charge` },
      { kind: 'CREDIT', source_key: `payment:${pending!.id}:void` },
    ]);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);
  });
});
