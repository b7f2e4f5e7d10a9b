import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createPostgresDatabase } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { ledgerRuleViolations } from '../ledger/ledger-rule-check.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';
import { signWebhookBody } from './webhook/webhook-signature.ts';

// On PostgreSQL, with two API instances on one database: for several stays at once, the bank clears
// month 1 (and again, and month 2), the customer asks for a new code and cancels, all at the same
// moment. Every path takes the rental's lock and then its payments' (and retries a deadlock), so no
// answer is a 5xx and the billing rule holds once everything has settled.

const STAYS = 8;
const serverUrl = process.env.TEST_DATABASE_URL;

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

describe.skipIf(!serverUrl)('money racing on PostgreSQL, two instances', () => {
  let second: { app: FastifyInstance; db: Kysely<Database> } | undefined;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(testApp.db);
    const url = new URL(serverUrl!);
    url.pathname = `/${rows[0]!.name}`;
    const db = createPostgresDatabase(url.toString(), 10);
    const app = await buildApp({ config: testApp.config, db, passwordHasher: TEST_PASSWORD_HASHER });
    await app.ready();
    second = { app, db };
  });

  afterAll(async () => {
    await second?.app.close();
    await second?.db.destroy();
    await testApp?.close();
  });

  function webhook(app: FastifyInstance, paymentId: string, amountCents: number) {
    const now = new Date().toISOString();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.paid',
      createdAt: now,
      data: { paymentId, amountCents, paidAt: now },
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-signature': signWebhookBody(body, testApp.config.payments.webhookSecret),
      },
      payload: body,
    });
  }

  it('answers no 5xx and keeps every stay billed once', async () => {
    const instances = [testApp.app, second!.app];
    const stays: { user: Customer; rentalId: string; months: { id: string; amount: number }[] }[] = [];
    for (let index = 0; index < STAYS; index += 1) {
      const user = await kit.customer();
      const rental = await kit.rentalAwaitingPayment(user, 75);
      kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
      const rows = await kit.paymentRows(rental.id);
      stays.push({
        user,
        rentalId: rental.id,
        months: rows.map((row) => ({ id: row.id, amount: row.amount_cents })),
      });
    }
    await testApp.app.backgroundTasks.drain();

    const started = performance.now();
    const requests: Promise<LightMyRequestResponse>[] = [];
    stays.forEach(({ user, rentalId, months }, index) => {
      const on = (offset: number) => instances[(index + offset) % 2]!;
      const [m1, m2] = months;
      requests.push(
        webhook(on(0), m1!.id, m1!.amount),
        on(1).inject({
          method: 'POST',
          url: `/api/rentals/${rentalId}/payments`,
          headers: { ...user.headers, 'idempotency-key': randomUUID() },
          payload: { paymentType: 'PIX' },
        }),
        on(0).inject({
          method: 'POST',
          url: `/api/rentals/${rentalId}/cancel`,
          headers: user.headers,
          payload: { reason: 'MISTOOK_RESERVATION' },
        }),
        webhook(on(1), m1!.id, m1!.amount),
        webhook(on(0), m2!.id, m2!.amount),
      );
    });
    const answers = await Promise.all(requests);
    const elapsedMs = Math.round(performance.now() - started);
    const failures = answers.filter((answer) => answer.statusCode >= 500);
    console.info(
      `money races: ${answers.length} requests on ${STAYS} stays, ${failures.length} 5xx, ${elapsedMs} ms`,
    );
    expect(failures.map((answer) => answer.body)).toEqual([]);

    for (;;) {
      await testApp.app.backgroundTasks.drain();
      await second!.app.backgroundTasks.drain();
      if ((await testApp.app.jobQueue.drain()) === 0) break;
    }
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
    // The journal, written by both instances in the transactions of these races: it balances, each stay's
    // received − refunded + outstanding = contracted, and it agrees with the payments and refunds rows
    // (a movement posted twice, or lost, would break that agreement).
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);
    const { rows: posted } = await sql<{ entries: number }>`
      select count(*)::int as entries from journal_entries where rental_id in (
        select id from rentals where id = any(${stays.map((stay) => stay.rentalId)}::uuid[]))`.execute(
      testApp.db,
    );
    expect(posted[0]!.entries).toBeGreaterThan(STAYS * 3);
    // Every amount received was either credited or is on its way back.
    const { rows } = await sql<{ uncredited: number }>`
      select count(*)::int as uncredited from payment_events e
       where e.outcome = 'REFUNDED'
         and not exists (select 1 from payment_reconciliation c where c.event_id = e.event_id)`.execute(
      testApp.db,
    );
    expect(rows[0]!.uncredited).toBe(0);
  }, 180_000);
});
