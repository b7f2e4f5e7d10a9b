import { createHash } from 'node:crypto';
import {
  addDays,
  canTransition,
  type ExtensionStatus,
  isCancellable,
  type RentalStatus,
  todayIso,
} from '@estadia/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import type { ManualClock } from '../../lib/clock.ts';
import type { TestAccount } from '../admin/admin-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import { type Customer, futureExpiry, paymentsTestKit, VALID_CARD } from './payment-test-support.ts';
import { type Action, seen } from './rental-lifecycle-actions.ts';
import { checkInvariants as invariantsHold } from './rental-lifecycle-invariants.ts';
import { type ExtensionMethod, lifecycleMoneySteps } from './rental-lifecycle-money-steps.ts';

// How each action of the rental lifecycle's property test (rental-lifecycle.property.test.ts) runs
// through the API, and what its answer must be.

const HOUR = 3_600_000;

/** Noon in São Paulo, a Monday; ahead of the real date, as every run's moved clock gets. */
export const RUN_START = new Date('2027-01-11T15:00:00.000Z');
/** The runs' first day, which their stays are dated from. */
const RUN_DAY = todayIso(RUN_START);
let testApp: TestApp;
let clock: ManualClock;
let finance: TestAccount;
const kit = paymentsTestKit(() => testApp);
const money = lifecycleMoneySteps(() => testApp);

/** The app, its clock and the staff member the steps act with (the test's beforeAll). */
export function useLifecycleWorld(world: { testApp: TestApp; clock: ManualClock; finance: TestAccount }) {
  ({ testApp, clock, finance } = world);
}

async function statusOf(rentalId: string): Promise<RentalStatus> {
  const row = await testApp.db
    .selectFrom('rentals')
    .select('status')
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The three promises, the billing rule and the ledger, over the whole database. */
export const checkInvariants = () => invariantsHold(testApp.db);

/** What follows every step: background work and the jobs due now (refunds, voids, months issued). */
async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

/**
 * A step of api.md's status flow; a submission with AUTO_APPROVE (the default) takes two at once,
 * UNFINISHED → WAITING_APPROVAL → WAITING_FOR_SIGNATURE, in one write.
 */
function followsFlow(before: RentalStatus, after: RentalStatus): boolean {
  if (before === 'UNFINISHED' && after === 'WAITING_FOR_SIGNATURE') {
    return canTransition('UNFINISHED', 'WAITING_APPROVAL') && canTransition('WAITING_APPROVAL', after);
  }
  return canTransition(before, after);
}

/** Runs one action; answers that the status flow forbids must be 409, and none may be a 5xx. */
export async function run(
  customers: Customer[],
  pair: ApartmentRow[],
  rentals: string[],
  step: Action,
): Promise<void> {
  const pick = <T>(list: T[], back: number) =>
    list.length === 0 ? undefined : list[Math.max(0, list.length - 1 - back)];
  const expectFlow = async (rentalId: string, before: RentalStatus, statusCode: number, allowed: boolean) => {
    expect(statusCode, `${step.kind} from ${before}`).toBeLessThan(500);
    if (!allowed) expect(statusCode, `${step.kind} from ${before} must be refused`).toBe(409);
    if (statusCode === 409) seen.refusals += 1;
    const after = await statusOf(rentalId);
    seen.statuses.add(after);
    if (after !== before) expect(followsFlow(before, after), `${before} → ${after}`).toBe(true);
  };

  switch (step.kind) {
    case 'draft': {
      const customer = customers[step.customer]!;
      // Days from the run's start, not from the real today: the runs do not depend on the day they run.
      const body = {
        ...draftBody(pair[step.apartment]!, step.start, step.nights),
        interval: { start: addDays(RUN_DAY, step.start), end: addDays(RUN_DAY, step.start + step.nights) },
      };
      const response = await kit.call(customer, 'POST', '/api/rentals', body);
      if (response.statusCode === 201) rentals.push(response.json().id);
      else expect(response.statusCode).toBe(422); // a start the moved clock put in the past
      return;
    }
    case 'submit':
    case 'sign':
    case 'cancel': {
      const rentalId = pick(rentals, step.rental);
      if (!rentalId) return;
      const before = await statusOf(rentalId);
      const owner = await ownerOf(customers, rentalId);
      const [url, body, allowed] =
        step.kind === 'submit'
          ? [`/api/rentals/${rentalId}/submit`, undefined, before === 'UNFINISHED']
          : step.kind === 'sign'
            ? [
                `/api/rentals/${rentalId}/contract/signature`,
                { accept: true, sha256: await kit.contractSha256(owner, rentalId) },
                before === 'WAITING_FOR_SIGNATURE',
              ]
            : [
                `/api/rentals/${rentalId}/cancel`,
                { reason: 'MISTOOK_RESERVATION' },
                // A RENTED stay may be withdrawn from within 7 days of signing, before check-in (409 after).
                isCancellable(before) || before === 'RENTED',
              ];
      const response = await kit.call(owner, 'POST', url, body);
      // A submission may also lose the nights to another hold (409 APARTMENT_UNAVAILABLE).
      await expectFlow(rentalId, before, response.statusCode, allowed);
      return;
    }
    case 'depart': {
      // A paid stay of the run when there is one (most runs pay few); any rental otherwise, to be refused.
      const rentalId = step.stay ?? pick(await rentedOf(rentals), step.rental) ?? pick(rentals, step.rental);
      if (!rentalId) return;
      const before = await statusOf(rentalId);
      const owner = await ownerOf(customers, rentalId);
      const stay = await testApp.db
        .selectFrom('rentals')
        .select(['start_date', 'end_date'])
        .where('id', '=', rentalId)
        .executeTakeFirstOrThrow();
      const nights = (Date.parse(stay.end_date) - Date.parse(stay.start_date)) / (24 * HOUR);
      const open = await extensionsOf([rentalId], ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT']);
      const extended = await extensionsOf([rentalId], ['PAID']);
      const date = addDays(stay.start_date, Math.max(1, Math.floor(step.at * nights)));
      // The employer's transfer letter, sent as one (staff review it: the 'review' step).
      const letter = step.letter && before === 'RENTED' ? await money.transferLetter(owner) : undefined;
      const response = await kit.call(owner, 'POST', `/api/rentals/${rentalId}/early-departure`, {
        date,
        reason: 'Mudança de planos',
        ...(letter ? { transferLetter: letter } : {}),
      });
      await settle();
      // Only a paid stay is shortened; once (409 after), and on a day still ahead (422 otherwise).
      await expectFlow(rentalId, before, response.statusCode, before === 'RENTED');
      if (response.statusCode === 200) {
        seen.departures += 1;
        if (letter) seen.letters += 1;
        if (extended.length > 0) seen.departuresAfterExtension += 1;
        expect(response.json().endDate).toBe(date);
        expect(open, 'an early departure while an extension is open').toEqual([]);
      } else if (before === 'RENTED' && open.length > 0) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().code).toBe('EARLY_DEPARTURE_EXTENSION_OPEN');
      } else if (before === 'RENTED') expect([409, 422], response.body).toContain(response.statusCode);
      if (response.statusCode === 422)
        expect(date <= todayIso(clock.now()) || date >= stay.end_date, date).toBe(true);
      return;
    }
    case 'extend': {
      const rentalId = pick(await rentedOf(rentals), step.rental);
      if (!rentalId) return;
      const owner = await ownerOf(customers, rentalId);
      const { end_date } = await testApp.db
        .selectFrom('rentals')
        .select('end_date')
        .where('id', '=', rentalId)
        .executeTakeFirstOrThrow();
      const end = addDays(end_date, step.nights);
      const response = await kit.call(owner, 'POST', `/api/rentals/${rentalId}/extensions`, { end });
      // Refused: one already open, a night taken, or the stay at its last day (409); too long (422).
      if (response.statusCode !== 201) {
        expect([409, 422], response.body).toContain(response.statusCode);
        return;
      }
      const extensionId: string = response.json().id;
      seen.extensions.add(extensionId);
      const addendum = await kit.call(owner, 'GET', `/api/extensions/${extensionId}/addendum`);
      const signed = await kit.call(owner, 'POST', `/api/extensions/${extensionId}/signature`, {
        accept: true,
        sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      // Nothing to pay (the agreed value a floor over the re-priced stay): PAID at once.
      if (signed.json().status === 'PAID') expect(signed.json().differenceCents).toBe(0);
      if (step.until === 'sign' || signed.json().status === 'PAID') return;
      await checkInvariants();
      const charge = await payExtension(owner, extensionId, step.method);
      if (step.until === 'pix') return;
      await checkInvariants();
      // An authorised card is confirmed by the sandbox's bank itself; a Pix or a boleto is cleared here.
      if (step.method !== 'CREDIT_CARD') {
        const cleared = await kit.webhook({
          createdAt: clock.now().toISOString(),
          data: { paymentId: charge.id, amountCents: charge.amountCents, paidAt: clock.now().toISOString() },
        });
        await settle();
        expect(cleared.json().outcome, cleared.body).toBe('CREDITED');
        seen.outcomes.add('CREDITED');
      }
      const [extension] = await extensionsOf([rentalId], ['PAID']).then((rows) =>
        rows.filter((row) => row.id === extensionId),
      );
      expect(extension?.status, `extension paid by ${step.method}`).toBe('PAID');
      seen.extensionMethods.add(step.method);
      if (step.until !== 'leave') return;
      await checkInvariants();
      await run(customers, pair, rentals, { kind: 'depart', rental: 0, at: 0.5, stay: rentalId });
      return;
    }
    case 'payExtension': {
      const open = await extensionsOf(rentals, ['WAITING_FOR_PAYMENT']);
      const extension = open.at(-1);
      if (!extension) return;
      await payExtension(await ownerOf(customers, extension.rental_id), extension.id, step.method);
      return;
    }
    case 'staffRefund': {
      const refunded = await money.staffRefund(finance, rentals, step.payment, step.whole);
      if (!refunded) return;
      await settle();
      const { response } = refunded;
      // A whole refund of a stay already begun (FINISHED always) is refused with 409 STAY_ALREADY_STARTED;
      // anything else is recorded (a part always: a credit, an extension's difference lowered with it).
      if (response.statusCode === 409)
        expect(response.json().code, response.body).toBe('STAY_ALREADY_STARTED');
      else expect(response.statusCode, response.body).toBe(200);
      if (!step.whole || refunded.status === 'FINISHED')
        expect(response.statusCode).toBe(step.whole ? 409 : 200);
      seen.staffRefunds.add(`${step.whole ? 'whole' : 'part'} ${response.statusCode}`);
      const after = await statusOf(refunded.rentalId);
      seen.statuses.add(after);
      return;
    }
    case 'reversal': {
      const response = await money.reversal(finance, rentals, step);
      if (!response) return;
      await settle();
      expect(response.statusCode, response.body).toBe(200);
      seen.reversals.add(`${step.chargeback ? 'CHARGEBACK' : 'PANEL_REFUND'} ${response.json().outcome}`);
      return;
    }
    case 'settleChargeback': {
      const response = await money.settleChargeback(finance, rentals);
      if (!response) return;
      await settle();
      expect(response.statusCode, response.body).toBe(200);
      seen.chargebacksSettled += 1;
      return;
    }
    case 'review': {
      const reviewed = await money.reviewLetter(finance, rentals, step.accept);
      if (!reviewed) return;
      await settle();
      expect(reviewed.response.statusCode, reviewed.response.body).toBe(200);
      seen.reviews.add(step.accept ? 'ACCEPTED' : 'REFUSED');
      return;
    }
    case 'pay': {
      const rentalId = pick(rentals, step.rental);
      if (!rentalId) return;
      const before = await statusOf(rentalId);
      const owner = await ownerOf(customers, rentalId);
      const card = step.method === 'CREDIT_CARD' ? { card: { ...VALID_CARD, expiry: futureExpiry() } } : {};
      const response = await kit.pay(owner, rentalId, { paymentType: step.method, ...card });
      // An authorised card is confirmed by the sandbox's bank in the background: let it land first.
      await settle();
      // A monthly boleto on a short stay is refused (422), like any payment of a rental not awaiting one.
      const allowed = before === 'WAITING_FOR_PAYMENT';
      if (allowed && response.statusCode === 422) return;
      await expectFlow(rentalId, before, response.statusCode, allowed);
      return;
    }
    case 'confirm': {
      // Any charge of the run's rentals ever made: paid, replaced, expired, scheduled or voided.
      const all = rentals.length
        ? await testApp.db
            .selectFrom('payments')
            .selectAll()
            .where('rental_id', 'in', rentals)
            .orderBy('created_at')
            .orderBy('installment')
            .execute()
        : [];
      const payment = pick(all, step.payment);
      if (!payment) return;
      const paymentId = payment.id;
      const before = await statusOf(payment.rental_id);
      const clear = () =>
        kit.webhook({
          createdAt: clock.now().toISOString(),
          data: {
            paymentId,
            amountCents: payment.card_total_cents ?? payment.amount_cents,
            paidAt: clock.now().toISOString(),
          },
        });
      const answers = [];
      if (step.together) answers.push(...(await Promise.all(Array.from({ length: step.times }, clear))));
      else for (let time = 0; time < step.times; time += 1) answers.push(await clear());
      await settle();
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        seen.outcomes.add(answer.json().outcome);
      }
      const after = await statusOf(payment.rental_id);
      seen.statuses.add(after);
      if (after !== before) expect(followsFlow(before, after), `${before} → ${after}`).toBe(true);
      return;
    }
    case 'expire':
      await testApp.app.jobs.runOnce();
      await settle();
      return;
    case 'clock':
      clock.advance(step.hours * HOUR);
      return;
    case 'days':
      clock.advance(step.days * 24 * HOUR);
      await testApp.app.jobs.runOnce();
      await settle();
      return;
  }
}

/** The run's RENTED stays, oldest first. */
async function rentedOf(rentals: string[]): Promise<string[]> {
  if (rentals.length === 0) return [];
  const rows = await testApp.db
    .selectFrom('rentals')
    .select('id')
    .where('id', 'in', rentals)
    .where('status', '=', 'RENTED')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

/** The rental's extensions with the given statuses. */
async function extensionsOf(rentalIds: string[], statuses: ExtensionStatus[]) {
  if (rentalIds.length === 0) return [];
  return testApp.db
    .selectFrom('rental_extensions')
    .select(['id', 'rental_id', 'status'])
    .where('rental_id', 'in', rentalIds)
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .execute();
}

/** The extension's difference asked for (replacing its pending charge, if any), its follow-ups run. */
async function payExtension(owner: Customer, extensionId: string, method: ExtensionMethod) {
  const response = await money.payExtension(owner, extensionId, method);
  await settle();
  return kit.paymentOf(response);
}

async function ownerOf(customers: Customer[], rentalId: string): Promise<Customer> {
  const row = await testApp.db
    .selectFrom('rentals')
    .select('user_id')
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return customers.find((customer) => customer.id === row.user_id)!;
}
