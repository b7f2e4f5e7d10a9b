import { addDays, formatMoney, type Rental, todayIso } from '@estadia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { askDeposit } from './deposit-test-support.ts';
import { type Customer, futureExpiry, paymentsTestKit, VALID_CARD } from './payment-test-support.ts';

// A caução on a card is an amount reserved on it, not a charge (api.md: 'a card deposit is an authorisation
// held, status AUTHORIZED, captured only for deductions'; decision 0024): reserved with the rent's payment,
// given up with a withdrawal or a settlement with nothing deducted, captured in part for deductions, or whole
// the day before the provider's 5 days to capture run out (then held as any caução paid). The billing rule
// and the ledger hold after every step.

const DEPOSIT_CENTS = 120_000;
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

/** A short stay with a caução, signed and paid by card (its payment and what follows settled). */
async function paidByCard(user: Customer, startsIn: number, nights = 2): Promise<Rental> {
  clock.set(new Date());
  const apartment = apartments[next % apartments.length]!;
  // Each stay on an apartment of its own while there are some, so that it starts within the card's window.
  const later = Math.floor(next / apartments.length) * 6;
  const body = draftBody(apartment, startsIn + later, nights, { rentGuaranteeType: 'SECURITY_DEPOSIT' });
  next += 1;
  const created = await call(user, 'POST', '/api/rentals', body);
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  await call(user, 'POST', `/api/rentals/${id}/submit`);
  const signed = await call(user, 'POST', `/api/rentals/${id}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, id),
  });
  expect(signed.json().status, signed.body).toBe('WAITING_FOR_PAYMENT');
  const options = await call(user, 'GET', `/api/rentals/${id}/payment-options`);
  expect(options.json().depositCents).toBe(DEPOSIT_CENTS);
  kit.paymentOf(
    await kit.pay(user, id, {
      paymentType: 'CREDIT_CARD',
      card: { ...VALID_CARD, expiry: futureExpiry(), installments: 1 },
    }),
  );
  await kit.settle();
  return kit.rental(user, id);
}

async function deposit(rentalId: string) {
  return (await kit.paymentRows(rentalId)).find((row) => row.purpose === 'DEPOSIT')!;
}

/** The journal lines of the rental on one account, as a balance (debits − credits). */
async function balance(rentalId: string, account: string): Promise<number> {
  const { rows } = await sql<{ cents: string | null }>`
    select sum(l.debit_cents - l.credit_cents) as cents from journal_lines l
      join journal_entries e on e.id = l.entry_id
     where e.rental_id = ${rentalId} and l.account = ${account}`.execute(testApp.db);
  return Number(rows[0]?.cents ?? 0);
}

/** Checked in and out by staff on the stay's own days. */
async function checkedOut(rental: Rental): Promise<void> {
  clock.set(new Date(`${rental.startDate}T15:00:00.000Z`));
  await testApp.db
    .updateTable('rentals')
    .set({ checked_in_at: clock.now() })
    .where('id', '=', rental.id)
    .execute();
  clock.set(new Date(`${rental.endDate}T11:00:00.000Z`));
  const out = await call(admin, 'POST', `/api/admin/rentals/${rental.id}/check-out`);
  expect(out.statusCode, out.body).toBe(200);
  await kit.settle();
}

const adminUrl = (id: string) => `/api/admin/rentals/${id}/deposit-settlement`;

describe('a caução on a card', () => {
  it('is reserved, not charged: the stay is RENTED with it and nothing of it is in the journal', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 1);
    expect(rental).toMatchObject({
      status: 'RENTED',
      guarantee: {
        status: 'ACTIVE',
        statusLabel: 'Pré-autorizada no cartão, sem cobrança',
        amountCents: DEPOSIT_CENTS,
      },
    });
    const reserved = await deposit(rental.id);
    expect(reserved).toMatchObject({
      status: 'AUTHORIZED',
      payment_type: 'CREDIT_CARD',
      amount_cents: DEPOSIT_CENTS,
    });
    expect(await balance(rental.id, '2.1.2')).toBe(0);
    expect(await balance(rental.id, '1.1.4')).toBe(0);
    // The customer is told of the rent's payment, once; the reservation is no payment.
    const told = await testApp.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', user.email)
      .where('subject', '=', 'Pagamento aprovado: seu código de acesso')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain(`Recebemos o pagamento de ${formatMoney(rental.rentalValueCents)}`);
    // Nothing to pay: the sandbox's bank cannot 'pay' a reservation, and no caução is asked any more.
    const paid = await call(user, 'POST', `/api/payments/${reserved.id}/sandbox/confirm`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('PAYMENT_NOT_PAYABLE');
    expect(
      (await call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json().depositCents,
    ).toBeUndefined();
    const listed = (await call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    expect(listed.find((each: { purpose: string }) => each.purpose === 'DEPOSIT')).toMatchObject({
      status: 'AUTHORIZED',
      statusLabel: 'Pré-autorizado no cartão',
    });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is given up with a withdrawal: released at the provider, nothing refunded of it', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 10);
    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await kit.settle();
    expect(await deposit(rental.id)).toMatchObject({ status: 'RELEASED', capture_cents: null });
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('payment_id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds.map((row) => row.payment_id)).not.toContain((await deposit(rental.id)).id);
    expect((await kit.rental(user, rental.id)).guarantee).toMatchObject({
      status: 'RELEASED',
      statusLabel: 'Pré-autorização liberada',
    });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is captured only for what the settlement deducts, the rest released', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 1);
    await checkedOut(rental);
    // Past its stay, staff find it in the guarantees queue as any caução held.
    const queue = (await call(admin, 'GET', '/api/admin/guarantees/queue')).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        rentalId: rental.id,
        step: 'DEPOSIT_TO_PROPOSE',
        amountCents: DEPOSIT_CENTS,
      }),
    );
    const proposed = await call(admin, 'POST', adminUrl(rental.id), {
      deductions: [{ description: 'Taxa de limpeza extra', amountCents: 20_000 }],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ heldCents: DEPOSIT_CENTS, returnCents: DEPOSIT_CENTS - 20_000 });
    // Over what the card reserves: refused, nothing written.
    const agreed = await call(user, 'POST', `/api/rentals/${rental.id}/deposit-settlement/acknowledgement`, {
      agreed: true,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const settled = await call(admin, 'POST', `${adminUrl(rental.id)}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    // Between the settlement and the capture, the card owes the caução what was deducted (1.1.4).
    expect(await deposit(rental.id)).toMatchObject({ status: 'AUTHORIZED', capture_cents: 20_000 });
    expect(await balance(rental.id, '1.1.4')).toBe(20_000);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
    await kit.settle();
    const captured = await deposit(rental.id);
    expect(captured.failure_reason).toBeNull();
    expect(captured).toMatchObject({ status: 'PAID', amount_cents: 20_000, capture_cents: null });
    expect(await balance(rental.id, '1.1.4')).toBe(0);
    expect(await balance(rental.id, '2.1.2')).toBe(0);
    expect(await balance(rental.id, '3.2.1')).toBe(-20_000);
    const view = (await call(user, 'GET', `/api/rentals/${rental.id}/deposit-settlement`)).json();
    expect(view).toMatchObject({
      status: 'SETTLED',
      heldCents: DEPOSIT_CENTS,
      returnCents: DEPOSIT_CENTS - 20_000,
    });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is released by a settlement that deducts nothing', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 1);
    await checkedOut(rental);
    expect((await call(admin, 'POST', adminUrl(rental.id), { deductions: [] })).statusCode).toBe(200);
    const settled = await call(admin, 'POST', `${adminUrl(rental.id)}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    await kit.settle();
    expect(await deposit(rental.id)).toMatchObject({ status: 'RELEASED' });
    expect(await balance(rental.id, '2.1.2')).toBe(0);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is captured whole the day before the provider’s 5 days run out, then held as a caução paid', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 12, 3);
    const reservedAt = (await deposit(rental.id)).created_at;
    // Three days on: still a reservation.
    clock.set(new Date(reservedAt.getTime() + 3 * 86_400_000));
    expect((await testApp.app.jobs.runOnce()).capturedDeposits).toEqual([]);
    clock.set(new Date(reservedAt.getTime() + 4 * 86_400_000 + 60_000));
    const round = await testApp.app.jobs.runOnce();
    const held = await deposit(rental.id);
    expect(round.capturedDeposits).toContain(held.id);
    await kit.settle();
    expect(await deposit(rental.id)).toMatchObject({ status: 'PAID', amount_cents: DEPOSIT_CENTS });
    expect(await balance(rental.id, '2.1.2')).toBe(-DEPOSIT_CENTS);
    expect(await balance(rental.id, '1.1.4')).toBe(0);
    expect((await kit.rental(user, rental.id)).guarantee).toMatchObject({ status: 'ACTIVE' });
    expect(todayIso(clock.now()) < addDays(rental.startDate, 0)).toBe(true);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is given up, with the reason, when its window closed before a round could capture it', async () => {
    const user = await kit.customer();
    const rental = await paidByCard(user, 20, 3);
    const reservedAt = (await deposit(rental.id)).created_at;
    // The rounds stopped for a day: past the 5 days, the provider would refuse the capture.
    clock.set(new Date(reservedAt.getTime() + 5 * 86_400_000 + 60_000));
    const round = await testApp.app.jobs.runOnce();
    const lapsed = await deposit(rental.id);
    expect(round.lapsedDeposits).toContain(lapsed.id);
    expect(round.capturedDeposits).not.toContain(lapsed.id);
    expect(lapsed).toMatchObject({ status: 'RELEASED', capture_cents: null });
    expect(lapsed.failure_reason).toMatch(/venceu antes de ser capturada/);
    expect((await kit.rental(user, rental.id)).guarantee).toMatchObject({ status: 'RELEASED' });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
