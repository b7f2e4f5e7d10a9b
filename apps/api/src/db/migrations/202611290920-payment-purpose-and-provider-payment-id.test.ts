import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { paymentsTestKit } from '../../modules/payments/payment-test-support.ts';
import { paymentPurposeAndProviderPaymentId as migration } from './202611290920-payment-purpose-and-provider-payment-id.ts';

// Existing payments learn their purpose (RENT here) and, when Mercado Pago credited them, the id of the
// money received: its event id, which is its payment id.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

describe('migration 202611290920: purpose and the provider payment id', () => {
  it('backfills RENT and the Mercado Pago payment id of money credited; a sandbox payment keeps none', async () => {
    const user = await kit.customer();
    const [byMercadoPago, bySandbox] = [
      await kit.rentalAwaitingPayment(user),
      await kit.rentalAwaitingPayment(user),
    ];
    const ids: string[] = [];
    for (const rental of [byMercadoPago, bySandbox]) {
      const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
      const paid = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
      expect(paid.statusCode, paid.body).toBe(200);
      ids.push(pix.id);
    }
    // As Mercado Pago recorded it before this migration: its payment id as the event id.
    await sql`update payment_events set provider = 'mercadopago', event_id = '1325000777'
      where payment_id = ${ids[0]}`.execute(testApp.db);

    const db = testApp.db as unknown as Kysely<unknown>;
    await migration.down(db);
    await migration.up(db);

    const rows = await testApp.db
      .selectFrom('payments')
      .select(['id', 'purpose', 'provider_payment_id', 'extension_id'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0]!)).toMatchObject({ purpose: 'RENT', provider_payment_id: '1325000777' });
    expect(byId.get(ids[1]!)).toMatchObject({ purpose: 'RENT', provider_payment_id: null });
    // A charge is EXTENSION exactly when it pays an extension.
    await expect(
      sql`update payments set purpose = 'EXTENSION' where id = ${ids[1]}`.execute(testApp.db),
    ).rejects.toThrow();
    await expect(
      sql`update payments set purpose = 'GIFT' where id = ${ids[1]}`.execute(testApp.db),
    ).rejects.toThrow();
  });
});
