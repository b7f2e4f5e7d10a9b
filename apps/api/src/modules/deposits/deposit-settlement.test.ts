import { addDays, type Rental, rentalSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { askDeposit, rentWithDeposit } from '../payments/deposit-test-support.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// The caução's settlement after check-out (api.md 'Guarantees and the law of the lease'): staff turn what the
// move-out inspection found worse, and money owed, into deductions; the customer agrees or contests within 5
// days; staff settle, or it settles by itself; the rest comes back at once and every line is on the statement.

const DEPOSIT_CENTS = 200_000;
let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;
let apartments: ApartmentRow[];
let next = 0;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  admin = await staffKit.staff('ADMIN');
  apartments = await askDeposit(testApp, kit, admin, DEPOSIT_CENTS);
});

afterAll(async () => {
  await testApp?.close();
});

const ITEMS = [
  { room: 'Sala', item: 'Sofá', condition: 'GOOD', photos: [] },
  { room: 'Sala', item: 'Smart TV', condition: 'NEW', photos: [] },
];

/**
 * A 10-night stay with its caução paid, checked in with a move-in inspection, inspected at move-out (the sofa
 * damaged) and checked out.
 */
async function checkedOutStay(user: Customer): Promise<Rental> {
  clock.set(new Date());
  const apartment = apartments[next % apartments.length]!;
  const id = await rentWithDeposit(kit, user, { apartment, startsIn: 3 + next * 12, nights: 10 });
  next += 1;
  const rental = await kit.rental(user, id);
  expect(rental).toMatchObject({ status: 'RENTED', guarantee: { status: 'ACTIVE' } });

  clock.set(new Date(`${rental.startDate}T15:00:00.000Z`));
  // Checked in (its guests' registration, which the check-in asks for, is another journey's).
  await testApp.db.updateTable('rentals').set({ checked_in_at: clock.now() }).where('id', '=', id).execute();
  const moveIn = await call(admin, 'POST', `/api/admin/rentals/${id}/inspections`, {
    kind: 'MOVE_IN',
    items: ITEMS,
  });
  expect(moveIn.statusCode, moveIn.body).toBe(201);
  clock.set(new Date(`${addDays(rental.endDate, -1)}T15:00:00.000Z`));
  const moveOut = await call(admin, 'POST', `/api/admin/rentals/${id}/inspections`, {
    kind: 'MOVE_OUT',
    items: [{ ...ITEMS[0], condition: 'DAMAGED', notes: 'Rasgo no assento' }, ITEMS[1]],
  });
  expect(moveOut.statusCode, moveOut.body).toBe(201);
  const out = await call(admin, 'POST', `/api/admin/rentals/${id}/check-out`);
  expect(out.statusCode, out.body).toBe(200);
  await kit.settle();
  return rentalSchema.parse(rental);
}

const settlementUrl = (id: string) => `/api/rentals/${id}/deposit-settlement`;
const adminUrl = (id: string) => `/api/admin/rentals/${id}/deposit-settlement`;

describe('the caução settled after check-out', () => {
  it('is proposed from the move-out inspection, contested, settled by staff, and the rest refunded at once', async () => {
    const user = await kit.customer();
    const rental = await checkedOutStay(user);
    const draft = await call(user, 'GET', settlementUrl(rental.id));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      status: 'DRAFT',
      heldCents: DEPOSIT_CENTS,
      deductions: [],
      returnCents: DEPOSIT_CENTS,
    });
    const stranger = await kit.customer();
    expect((await call(stranger, 'GET', settlementUrl(rental.id))).statusCode).toBe(404);

    // Only what the move-out found worse, never more than held: refused with nothing written.
    const unchanged = await call(admin, 'POST', adminUrl(rental.id), {
      deductions: [{ description: 'Smart TV', amountCents: 10_000, inspectionItemIndex: 1 }],
    });
    expect(unchanged.statusCode, unchanged.body).toBe(422);
    expect(unchanged.json().code).toBe('DEDUCTION_NOT_IN_INSPECTION');
    const tooMuch = await call(admin, 'POST', adminUrl(rental.id), {
      deductions: [{ description: 'Sofá rasgado', amountCents: DEPOSIT_CENTS + 1, inspectionItemIndex: 0 }],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().code).toBe('DEDUCTIONS_EXCEED_DEPOSIT');
    expect((await call(user, 'GET', settlementUrl(rental.id))).json().status).toBe('DRAFT');

    const proposed = await call(admin, 'POST', adminUrl(rental.id), {
      deductions: [
        { description: 'Conserto do estofado do sofá', amountCents: 45_000, inspectionItemIndex: 0 },
        { description: 'Taxa de limpeza extra', amountCents: 5_000 },
      ],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ status: 'PROPOSED', returnCents: DEPOSIT_CENTS - 50_000 });
    expect(Date.parse(proposed.json().contestDeadline) - clock.now().getTime()).toBe(5 * 24 * 3_600_000);

    // The customer contests once; a second answer is refused.
    const contested = await call(user, 'POST', `${settlementUrl(rental.id)}/acknowledgement`, {
      agreed: false,
      comments: 'O rasgo já existia na entrada.',
    });
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json()).toMatchObject({
      status: 'CONTESTED',
      comments: 'O rasgo já existia na entrada.',
    });
    const twice = await call(user, 'POST', `${settlementUrl(rental.id)}/acknowledgement`, { agreed: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DEPOSIT_SETTLEMENT_NOT_AWAITING_ANSWER');
    expect(
      (await call(stranger, 'POST', `${settlementUrl(rental.id)}/acknowledgement`, { agreed: true }))
        .statusCode,
    ).toBe(404);
    // A customer cannot use staff's routes.
    expect((await call(user, 'POST', `${adminUrl(rental.id)}/settle`)).statusCode).toBe(403);

    const settled = await call(admin, 'POST', `${adminUrl(rental.id)}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'SETTLED', returnCents: DEPOSIT_CENTS - 50_000 });
    expect((await call(admin, 'POST', `${adminUrl(rental.id)}/settle`)).statusCode).toBe(409);
    await kit.settle();
    const deposit = (await kit.paymentRows(rental.id)).find((row) => row.purpose === 'DEPOSIT')!;
    expect(deposit).toMatchObject({ status: 'REFUNDED', refunded_cents: DEPOSIT_CENTS - 50_000 });
    const { totals, entries } = (await call(user, 'GET', `/api/rentals/${rental.id}/statement`)).json();
    expect(totals.deposit).toEqual({
      heldCents: DEPOSIT_CENTS,
      yieldCents: 0,
      deductedCents: 50_000,
      returnedCents: DEPOSIT_CENTS - 50_000,
    });
    expect(totals.contractedCents).toBe(rental.rentalValueCents);
    expect(entries.filter((entry: { kind: string }) => entry.kind === 'DEPOSIT_DEDUCTION')).toHaveLength(2);
    // The customer was told of the proposal (with each deduction and the deadline) and of the settlement.
    const mail = await testApp.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', user.email)
      .where('subject', 'like', 'Acerto da sua caução%')
      .execute();
    const bySubject = new Map(mail.map((each) => [each.subject, each.text_body]));
    expect([...bySubject.keys()].sort()).toEqual([
      'Acerto da sua caução concluído',
      'Acerto da sua caução: confira a proposta',
    ]);
    expect(bySubject.get('Acerto da sua caução: confira a proposta')).toContain(
      'Conserto do estofado do sofá',
    );
    expect(bySubject.get('Acerto da sua caução concluído')).toContain('Estornamos R$ 1.500,00 para você');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('settles by itself 5 days after a proposal nobody contested, keeping everything when all is deducted', async () => {
    const user = await kit.customer();
    const rental = await checkedOutStay(user);
    const proposed = await call(admin, 'POST', adminUrl(rental.id), {
      deductions: [{ description: 'Sofá substituído', amountCents: DEPOSIT_CENTS, inspectionItemIndex: 0 }],
    });
    expect(proposed.json()).toMatchObject({ status: 'PROPOSED', returnCents: 0 });
    await testApp.app.jobs.runOnce();
    expect((await call(user, 'GET', settlementUrl(rental.id))).json().status).toBe('PROPOSED');
    clock.advance(5 * 24 * 3_600_000 + 60_000);
    const late = await call(user, 'POST', `${settlementUrl(rental.id)}/acknowledgement`, { agreed: false });
    expect(late.statusCode).toBe(409);
    await testApp.app.jobs.runOnce();
    await kit.settle();
    expect((await call(user, 'GET', settlementUrl(rental.id))).json()).toMatchObject({
      status: 'SETTLED',
      returnCents: 0,
    });
    const row = await testApp.db
      .selectFrom('deposit_settlements')
      .selectAll()
      .where('rental_id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(row.settled_by).toBe('sistema');
    const { totals } = (await call(user, 'GET', `/api/rentals/${rental.id}/statement`)).json();
    expect(totals.deposit).toMatchObject({ deductedCents: DEPOSIT_CENTS, returnedCents: 0 });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
