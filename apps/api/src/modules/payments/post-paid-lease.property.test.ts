import { createHash } from 'node:crypto';
import { addDays, todayIso } from '@estadia/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow, PaymentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';
import { checkInvariants } from './rental-lifecycle-invariants.ts';

// A lease of more than 90 nights under an approved CredPago guarantee is post-paid (decision 0024): RENTED
// at its signature with every month SCHEDULED, each issued only once it is lived. Random sequences of time
// passing, the bank clearing any of its codes (once or twice, in any order) and extensions signed (their
// added nights post-paid too) keep the billing rule and the ledger after every step; at the end, once
// everything is cleared, every night was billed once.

const DAY = 24 * 3_600_000;
/** Noon in São Paulo, a Monday, ahead of the real date. */
const RUN_START = new Date('2027-03-01T15:00:00.000Z');

type Step =
  | { kind: 'days'; days: number }
  | { kind: 'clear'; charge: number; times: number }
  | { kind: 'extend'; nights: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 3, max: 40 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('clear' as const),
      charge: fc.nat({ max: 5 }),
      times: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extend' as const), nights: fc.integer({ min: 3, max: 45 }) }),
  },
);

let testApp: TestApp;
let clock: ManualClock;
let apartments: ApartmentRow[];
let run = 0;
const kit = paymentsTestKit(() => testApp);
const outcomes = new Set<string>();
const statuses = new Set<string>();
let extensionsSigned = 0;

beforeAll(async () => {
  clock = createManualClock(RUN_START);
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  apartments = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .orderBy('block')
    .orderBy('number')
    .execute();
});

afterAll(async () => {
  await testApp.close();
});

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

/** The clock `days` ahead, and the periodic round run there (months issued, defaulters marked). */
async function passDays(days: number): Promise<void> {
  clock.advance(days * DAY);
  await testApp.app.jobs.runOnce();
  await settle();
}

/** The bank clears a charge with a code through the signed webhook, `times` times. */
async function clear(charge: PaymentRow, times: number): Promise<void> {
  for (let time = 0; time < times; time += 1) {
    const now = clock.now().toISOString();
    const answer = await kit.webhook({
      createdAt: now,
      data: { paymentId: charge.id, amountCents: charge.amount_cents, paidAt: now },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    outcomes.add(answer.json().outcome);
    await settle();
  }
}

type Lease = { id: string; user: Customer };

/**
 * The customer asks for `nights` more and signs the addendum, when the stay can still be extended (RENTED,
 * before its check-out, the added nights free): nothing is paid, the added nights become months of the lease.
 */
async function extend(lease: Lease, nights: number): Promise<void> {
  const { user, id } = lease;
  const rental = await kit.rental(user, id);
  const asked = await kit.call(user, 'POST', `/api/rentals/${id}/extensions`, {
    end: addDays(rental.endDate, nights),
  });
  if (asked.statusCode !== 201) return;
  const extensionId: string = asked.json().id;
  const addendum = await kit.call(user, 'GET', `/api/extensions/${extensionId}/addendum`);
  const signed = await kit.call(user, 'POST', `/api/extensions/${extensionId}/signature`, {
    accept: true,
    sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
  });
  expect(signed.json().status, signed.body).toBe('PAID');
  extensionsSigned += 1;
  await settle();
}

/** A post-paid lease of `nights` nights starting in a few days, signed: RENTED, nothing paid. */
async function postPaidLease(nights: number): Promise<Lease> {
  const user = await kit.customer();
  const apartment = apartments[run++ % apartments.length]!;
  const start = addDays(todayIso(clock.now()), 3);
  const body = { ...draftBody(apartment, 3, nights), interval: { start, end: addDays(start, nights) } };
  const created = await kit.call(user, 'POST', '/api/rentals', { ...body, rentGuaranteeType: 'CREDPAGO' });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  expect((await kit.call(user, 'POST', `/api/rentals/${id}/submit`)).json().status).toBe('WAITING_APPROVAL');
  expect((await kit.call(user, 'POST', `/api/rentals/${id}/guarantee/analysis`)).json().status).toBe(
    'WAITING_FOR_SIGNATURE',
  );
  const signed = await kit.call(user, 'POST', `/api/rentals/${id}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, id),
  });
  expect(signed.json().status, signed.body).toBe('RENTED');
  await settle();
  return { id, user };
}

describe('a post-paid lease under random time and clearing', () => {
  it('bills each month once, only after it is lived, whatever order the bank clears its codes in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 91, max: 130 }),
        fc.array(step, { minLength: 6, maxLength: 14 }),
        async (nights, steps) => {
          clock.set(RUN_START);
          clock.advance(run * 200 * DAY);
          const lease = await postPaidLease(nights);
          await checkInvariants(testApp.db);
          for (const next of steps) {
            if (next.kind === 'days') await passDays(next.days);
            else if (next.kind === 'extend') await extend(lease, next.nights);
            else {
              // Any charge of the lease with a code, old or new: issued, paid, or voided since.
              const coded = (await kit.paymentRows(lease.id)).filter((row) => row.bank_slip_digitable_line);
              const charge = coded[Math.max(0, coded.length - 1 - next.charge)];
              if (charge) await clear(charge, next.times);
            }
            const rows = await kit.paymentRows(lease.id);
            // A month is never billed before the day after its last night.
            for (const row of rows.filter((month) => month.bank_slip_digitable_line && month.bill_from))
              expect(row.bill_from! <= todayIso(clock.now()), `${row.installment} billed early`).toBe(true);
            await checkInvariants(testApp.db);
            const rental = await testApp.db
              .selectFrom('rentals')
              .select('status')
              .where('id', '=', lease.id)
              .executeTakeFirstOrThrow();
            statuses.add(rental.status);
          }
          // Past the last month's due date everything is issued; cleared once each, every night is paid once.
          const { endDate, rentalValueCents } = await kit.rental(lease.user, lease.id);
          await passDays(Math.max(0, (Date.parse(endDate) - clock.now().getTime()) / DAY) + 15);
          for (const row of await kit.paymentRows(lease.id))
            if (row.status === 'PENDING') await clear(row, 1);
          const live = (await kit.paymentRows(lease.id)).filter((row) =>
            ['PAID', 'PENDING', 'SCHEDULED'].includes(row.status),
          );
          expect(live.every((row) => row.status === 'PAID')).toBe(true);
          expect(live.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(rentalValueCents);
          await checkInvariants(testApp.db);
        },
      ),
      { numRuns: 6, seed: Number(process.env.LIFECYCLE_SEED ?? 20261130) },
    );
    // Exercised, not passed vacuously: months credited and cleared twice, a stay late on a month and back.
    expect([...outcomes]).toEqual(expect.arrayContaining(['CREDITED', 'REFUNDED']));
    expect([...statuses]).toEqual(expect.arrayContaining(['RENTED', 'DEFAULTER']));
    expect(extensionsSigned).toBeGreaterThan(0);
  });
});
