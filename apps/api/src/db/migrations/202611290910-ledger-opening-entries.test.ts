import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { ledgerRuleViolations } from '../../modules/ledger/ledger-rule-check.ts';
import {
  type Customer,
  futureExpiry,
  paymentsTestKit,
  VALID_CARD,
} from '../../modules/payments/payment-test-support.ts';
import type { PaymentRow } from '../schema.ts';
import { ledgerOpeningEntries } from './202611290910-ledger-opening-entries.ts';

// A database whose money was made before the journal: the flows are run through the API (which posts
// live), the journal is then emptied as it was before the ledger, and the migration must post the same
// balances, per rental and account, under the same source keys, once.

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp.close();
});

async function settle() {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

async function clear(payment: PaymentRow, amountCents?: number) {
  const now = clock.now().toISOString();
  const answer = await kit.webhook({
    createdAt: now,
    data: {
      paymentId: payment.id,
      amountCents: amountCents ?? payment.card_total_cents ?? payment.amount_cents,
      paidAt: now,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await settle();
  return answer.json().outcome as string;
}

async function request(user: Customer, rentalId: string, paymentType: string): Promise<PaymentRow[]> {
  const card = paymentType === 'CREDIT_CARD' ? { card: { ...VALID_CARD, expiry: futureExpiry() } } : {};
  const answer = await kit.pay(user, rentalId, { paymentType, ...card }, randomUUID());
  expect(answer.statusCode, answer.body).toBe(201);
  await settle();
  const rows = await kit.paymentRows(rentalId);
  const requestId = rows.at(-1)!.request_id;
  return rows.filter((row) => row.request_id === requestId);
}

/** Each rental's balance on each account, and the keys posted. */
async function journal() {
  const balances = await sql<{ rental_id: string; account: string; balance: number }>`
    select e.rental_id, l.account, sum(l.debit_cents - l.credit_cents)::bigint as balance
      from journal_lines l join journal_entries e on e.id = l.entry_id
     group by e.rental_id, l.account
    having sum(l.debit_cents - l.credit_cents) <> 0
     order by e.rental_id, l.account`.execute(testApp.db);
  const keys = await testApp.db
    .selectFrom('journal_entries')
    .select('source_key')
    .orderBy('source_key')
    .execute();
  return {
    balances: balances.rows.map((row) => ({ ...row, balance: Number(row.balance) })),
    keys: keys.map((row) => row.source_key),
  };
}

/** The journal as it was before the ledger: its append-only guards set aside for the test alone. */
async function emptyJournal() {
  await sql`alter table journal_lines disable trigger user`.execute(testApp.db);
  await sql`alter table journal_entries disable trigger user`.execute(testApp.db);
  await sql`delete from journal_lines`.execute(testApp.db);
  await sql`delete from journal_entries`.execute(testApp.db);
  await sql`alter table journal_lines enable trigger user`.execute(testApp.db);
  await sql`alter table journal_entries enable trigger user`.execute(testApp.db);
}

describe('migration 202611290910: the ledger’s opening entries', () => {
  it('posts, from the payments and refunds, the balances and keys the live code posted, once', async () => {
    const user = await kit.customer();
    // Paid by Pix, then the same code paid again (given back, delivered by the sandbox).
    const twice = await kit.rentalAwaitingPayment(user);
    const [pix] = await request(user, twice.id, 'PIX');
    expect(await clear(pix!)).toBe('RENTED');
    expect(await clear(pix!)).toBe('REFUNDED');
    // A wrong amount beside a boleto still owed.
    const wrong = await kit.rentalAwaitingPayment(user);
    const [slip] = await request(user, wrong.id, 'BANK_SLIP');
    expect(await clear(slip!, slip!.amount_cents + 100)).toBe('REFUNDED');
    // A card (with interest when in instalments), and months of boletos, the first paid.
    const carded = await kit.rentalAwaitingPayment(user);
    await request(user, carded.id, 'CREDIT_CARD');
    const monthly = await kit.rentalAwaitingPayment(user, 45);
    const [first] = await request(user, monthly.id, 'BANK_SLIP_MONTHLY');
    expect(await clear(first!)).toBe('RENTED');
    // A Pix replaced by a boleto (the Pix voided), left unpaid; and a rental cancelled before paying.
    const replaced = await kit.rentalAwaitingPayment(user);
    await request(user, replaced.id, 'PIX');
    await request(user, replaced.id, 'BANK_SLIP');
    const cancelled = await kit.rentalAwaitingPayment(user);
    const [late] = await request(user, cancelled.id, 'BANK_SLIP');
    const cancel = await kit.call(user, 'POST', `/api/rentals/${cancelled.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await clear(late!)).toBe('REFUNDED');
    // A paid stay withdrawn from: everything given back.
    const withdrawn = await kit.rentalAwaitingPayment(user);
    const [paid] = await request(user, withdrawn.id, 'PIX');
    expect(await clear(paid!)).toBe('RENTED');
    const withdraw = await kit.call(user, 'POST', `/api/rentals/${withdrawn.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    await settle();
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);

    const live = await journal();
    expect(live.keys.length).toBeGreaterThan(15);
    await emptyJournal();
    expect((await journal()).keys).toEqual([]);

    await ledgerOpeningEntries.up(testApp.db as unknown as Kysely<unknown>);
    const opened = await journal();
    expect(opened.balances).toEqual(live.balances);
    expect(opened.keys).toEqual(live.keys);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);

    // Run again, nothing more; a later change posts only its own movement.
    await ledgerOpeningEntries.up(testApp.db as unknown as Kysely<unknown>);
    expect((await journal()).keys).toEqual(live.keys);
    const [month2] = (await kit.paymentRows(monthly.id)).filter((row) => row.installment === 2);
    expect(month2?.status).toBe('SCHEDULED');
    expect(await clear(month2!)).toBe('CREDITED');
    const after = await journal();
    expect(after.keys.filter((key) => !live.keys.includes(key))).toEqual([`payment:${month2!.id}:paid`]);
    expect(await ledgerRuleViolations(testApp.db)).toEqual([]);
  });
});
