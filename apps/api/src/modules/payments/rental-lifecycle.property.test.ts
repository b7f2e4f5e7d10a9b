import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { paymentsTestKit } from './payment-test-support.ts';
import { type Action, action, seen } from './rental-lifecycle-actions.ts';
import { checkInvariants, RUN_START, run, useLifecycleWorld } from './rental-lifecycle-steps.ts';

// Random sequences of what customers, banks and time do to rentals, checked after every step against
// the status flow of api.md, the promises about nights, and api.md's billing rule: customers choose Pix,
// a boleto, monthly boletos or a card (again and again, each request replacing the last), the bank
// clears any code ever issued — old or new, once or twice — through the signed webhook, customers
// cancel or leave a paid stay early ('Antecipar saída'), extend a paid stay ('Prorrogar estadia': the
// addendum signed, its difference asked for by Pix again and again, each code cleared or left to expire),
// holds and codes expire and months fall due as the clock moves. Every follow-up (refunds, voids, months
// issued) runs before the check, which reads the billing rule in both its scopes (rental and extension).
// Staff take part too: they give back a paid payment, whole or in part, and review the employer's
// transfer letter a customer sent with an early departure. After every step the ledger is checked as
// well (decision 0020): the journal balances, and per rental received − refunded + outstanding =
// contracted, in agreement with the payments and refunds rows. Extensions are paid by Pix, boleto or card.
// The actions are in rental-lifecycle-actions.ts, how they run in rental-lifecycle-steps.ts, the checks
// in rental-lifecycle-invariants.ts.

let testApp: TestApp;
let clock: ManualClock;
let apartments: ApartmentRow[];
let nextPair = 0;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  // The clock moves months ahead: sessions must outlive it.
  testApp = await createTestApp({ seed: true, clock, env: { HOLD_HOURS: '48', SESSION_TTL_HOURS: '8760' } });
  useLifecycleWorld({ testApp, clock, finance: await staffKit.staff('FINANCE') });
  // In an order of their own (ids are random per database): with the seed, the runs take the same
  // apartments, so they meet the same neighbours and the coverage checked below is reproducible.
  apartments = await testApp.db
    .selectFrom('apartments')
    .innerJoin('modalities', 'modalities.id', 'apartments.modality_id')
    .innerJoin('projects', 'projects.id', 'modalities.project_id')
    .selectAll('apartments')
    .orderBy('projects.slug')
    .orderBy('modalities.name')
    .orderBy('apartments.block')
    .orderBy('apartments.number')
    .execute();
});

afterAll(async () => {
  await testApp.close();
});

describe('the rental lifecycle under random sequences', () => {
  it('follows the status flow, never holds a night twice, never credits twice, never rents unpaid, bills every night once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 25 }), async (steps) => {
        // Each run starts from the same moment, with its own customers; earlier runs' rentals stay, as in
        // life. A fixed moment, not the real one: with the seed, it makes every run the same sequence of
        // answers (the clock steps cross midnight, and so change what 'today' allows, at other steps
        // when the start's time of day changes), so the coverage checked below is reproducible.
        clock.set(RUN_START);
        const customers = [await kit.customer(), await kit.customer()];
        // Two apartments of the run's own, which the two customers compete for.
        const pair = [
          apartments[nextPair++ % apartments.length]!,
          apartments[nextPair++ % apartments.length]!,
        ];
        const rentals: string[] = [];
        // Two stays of the run brought to payment first (a short one and a long one, paid by the month
        // when chosen), so that every run spends its steps on money; the short one is paid by Pix, so
        // that every run has a stay to extend or leave early. They go through the same checks.
        const opening: Action[] = [
          { kind: 'draft', customer: 0, apartment: 0, start: 3, nights: 2 },
          { kind: 'submit', rental: 0 },
          { kind: 'sign', rental: 0 },
          { kind: 'pay', rental: 0, method: 'PIX' },
          { kind: 'confirm', payment: 0, times: 1, together: false },
          { kind: 'draft', customer: 1, apartment: 1, start: 3, nights: 61 },
          { kind: 'submit', rental: 0 },
          { kind: 'sign', rental: 0 },
        ];
        for (const step of [...opening, ...steps]) {
          await run(customers, pair, rentals, step);
          await checkInvariants();
        }
      }),
      // A fixed seed: the same sequences on every run, so the coverage checked below is reproducible.
      // 12 runs of 16 to 31 steps: about 30 s of test on PGlite on a loaded 2-core machine (the file
      // under 60 s on each database), and every run clears money, so the billing rule is checked some
      // 300 times per database.
      { numRuns: 12, seed: Number(process.env.LIFECYCLE_SEED ?? 20261131) },
    );
    console.info('lifecycle coverage', {
      staffRefunds: [...seen.staffRefunds],
      reversals: [...seen.reversals],
      chargebacksSettled: seen.chargebacksSettled,
      letters: seen.letters,
      reviews: [...seen.reviews],
      extensionMethods: [...seen.extensionMethods],
      statuses: [...seen.statuses],
      outcomes: [...seen.outcomes],
    });
    // The runs reached payment, cancellation and refusals; money was credited, and given back.
    expect([...seen.statuses]).toEqual(
      expect.arrayContaining(['WAITING_FOR_PAYMENT', 'RENTED', 'CANCELLED']),
    );
    expect(seen.refusals).toBeGreaterThan(0);
    expect([...seen.outcomes]).toEqual(expect.arrayContaining(['RENTED', 'CREDITED', 'REFUNDED']));
    expect(seen.departures).toBeGreaterThan(0);
    // Extensions were asked for, paid (their codes cleared by 'confirm') and left to expire, and stays
    // extended were left early. Whether a run also asks to leave while an extension is open depends on
    // the races of 'together' clearings on PostgreSQL (which of two answers lands first), so it is not
    // required here: when it happens it must be the 409 above, and early-departure/routes.test.ts
    // checks that refusal on its own, every time.
    expect(seen.extensions.size).toBeGreaterThan(0);
    const extensions = await testApp.db
      .selectFrom('rental_extensions')
      .select('status')
      .where('id', 'in', [...seen.extensions])
      .execute();
    expect(extensions.map((row) => row.status)).toEqual(expect.arrayContaining(['PAID', 'EXPIRED']));
    expect(seen.departuresAfterExtension).toBeGreaterThan(0);
  }, 240_000);

  it('composes, in one sequence checked after every step, the flows a random run reaches seldom', async () => {
    clock.set(RUN_START);
    const customers = [await kit.customer(), await kit.customer()];
    const pair = [apartments[nextPair++ % apartments.length]!, apartments[nextPair++ % apartments.length]!];
    const rentals: string[] = [];
    const lettersBefore = seen.letters;
    const chargebacksBefore = seen.chargebacksSettled;
    seen.reversals.clear();
    seen.staffRefunds.clear();
    seen.reviews.clear();
    seen.extensionMethods.clear();
    // An hour between stays: their charges are told apart by when they were made ('confirm' counts back).
    const paidStay = (customer: number, apartment: number, start: number, nights: number): Action[] => [
      { kind: 'clock', hours: 1 },
      { kind: 'draft', customer, apartment, start, nights },
      { kind: 'submit', rental: 0 },
      { kind: 'sign', rental: 0 },
      { kind: 'pay', rental: 0, method: 'PIX' },
      { kind: 'confirm', payment: 0, times: 1, together: false },
    ];
    const script: Action[] = [
      // A short stay extended twice: by card (confirmed by the sandbox's bank) and by boleto (cleared).
      ...paidStay(0, 0, 3, 2),
      { kind: 'extend', rental: 0, nights: 2, until: 'cleared', method: 'CREDIT_CARD' },
      { kind: 'extend', rental: 0, nights: 1, until: 'cleared', method: 'BANK_SLIP' },
      // Staff give back half of the boleto's (the newest paid charge): the extension's difference drops too.
      { kind: 'staffRefund', payment: 0, whole: false },
      // A long stay left 38 days ahead with the employer's letter: the fine kept, then given back.
      ...paidStay(1, 1, 3, 61),
      { kind: 'depart', rental: 0, at: 35 / 61, letter: true },
      { kind: 'review', accept: true },
      // Another, its letter refused (the fine kept), then withdrawn from: everything comes back.
      ...paidStay(0, 0, 12, 61),
      { kind: 'depart', rental: 0, at: 35 / 61, letter: true },
      { kind: 'review', accept: false },
      { kind: 'cancel', rental: 0 },
      // Staff give back part of a paid stay, and the whole of one not begun (cancelled).
      { kind: 'staffRefund', payment: 0, whole: false },
      ...paidStay(1, 1, 80, 3),
      { kind: 'staffRefund', payment: 0, whole: true },
      // Time passes: codes lapse, stays finish; old codes are cleared late.
      { kind: 'days', days: 20 },
      { kind: 'confirm', payment: 3, times: 2, together: true },
      { kind: 'days', days: 25 },
      // The whole of a FINISHED stay's payment (the first stay's card extension): refused (409 STAY_ALREADY_STARTED).
      { kind: 'staffRefund', payment: 0, whole: true },
      // A stay extended and paid, then withdrawn from: its extension cancelled with it, all given back.
      ...paidStay(0, 0, 60, 2),
      { kind: 'extend', rental: 0, nights: 1, until: 'cleared', method: 'PIX' },
      { kind: 'cancel', rental: 0 },
      // The provider takes money back on its own: a chargeback (settled by staff), a refund in its panel.
      ...paidStay(1, 1, 60, 2),
      { kind: 'reversal', payment: 0, chargeback: true, whole: true },
      { kind: 'settleChargeback' },
      ...paidStay(0, 0, 70, 2),
      { kind: 'reversal', payment: 0, chargeback: false, whole: false },
    ];
    for (const step of script) {
      await run(customers, pair, rentals, step);
      await checkInvariants();
    }
    expect([...seen.extensionMethods]).toEqual(expect.arrayContaining(['CREDIT_CARD', 'BANK_SLIP']));
    expect([...seen.reviews]).toEqual(expect.arrayContaining(['ACCEPTED', 'REFUSED']));
    expect([...seen.staffRefunds]).toEqual(expect.arrayContaining(['whole 200', 'part 200', 'whole 409']));
    expect([...seen.reversals]).toEqual(
      expect.arrayContaining(['CHARGEBACK CHARGED_BACK', 'PANEL_REFUND REFUNDED_AT_PROVIDER']),
    );
    expect(seen.chargebacksSettled).toBe(chargebacksBefore + 1);
    expect(seen.letters - lettersBefore).toBe(2);
    const statuses = await testApp.db
      .selectFrom('rentals')
      .select('status')
      .where('id', 'in', rentals)
      .orderBy('created_at')
      .execute();
    // The chargeback recovered and the panel's part given back leave those two stays RENTED.
    expect(statuses.map((row) => row.status)).toEqual([
      ...['FINISHED', 'FINISHED', 'CANCELLED', 'CANCELLED', 'CANCELLED'],
      ...['RENTED', 'RENTED'],
    ]);
    const extensions = await testApp.db
      .selectFrom('rental_extensions')
      .select('status')
      .where('rental_id', 'in', rentals)
      .orderBy('created_at')
      .execute();
    expect(extensions.map((row) => row.status)).toEqual(['PAID', 'PAID', 'CANCELLED']);
    // The two fines were kept as their own entries (3.1.2), and both given up: the letter accepted, the
    // stay withdrawn from — so the check of 3.1.2 and 3.1.1 after every step saw fees kept and given up.
    const fees = await testApp.db
      .selectFrom('journal_entries')
      .select('source_key')
      .where('rental_id', 'in', rentals)
      .where('kind', '=', 'FEE')
      .orderBy('seq')
      .execute();
    expect(fees.map((row) => row.source_key.replace(/^early-departure:[^:]+:/, ''))).toEqual([
      'fee',
      'fee:given-up',
      'fee',
      'fee:given-up',
    ]);
  }, 120_000);
});
