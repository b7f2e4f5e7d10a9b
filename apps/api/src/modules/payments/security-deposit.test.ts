import { randomUUID } from 'node:crypto';
import { type Rental, rentalSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import { billingRuleViolations } from './billing-rule-check.ts';
import { askDeposit } from './deposit-test-support.ts';
import { type Customer, paymentsTestKit } from './payment-test-support.ts';

// The caução (SECURITY_DEPOSIT, Lei 8.245/1991 art. 38; api.md 'Guarantees and the law of the lease'):
// charged with the first charge as its own payment (purpose DEPOSIT), held for the customer in the ledger
// (2.1.2), never billed as rent; the stay is RENTED only once it is paid too, and a withdrawal gives it back
// whole. The billing rule and the ledger hold after every step.

const DEPOSIT_CENTS = 150_000;
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;
let apartments: ApartmentRow[];
let next = 0;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { SESSION_TTL_HOURS: '8760' } });
  admin = await staffKit.staff('ADMIN');
  // The modalities without dynamic prices ask a caução of R$ 1.500,00 (well under three months of rent).
  apartments = await askDeposit(testApp, kit, admin, DEPOSIT_CENTS);
});

afterAll(async () => {
  await testApp?.close();
});

/** A rental of `nights` nights with a caução, submitted and signed: WAITING_FOR_PAYMENT. */
async function signedWithDeposit(user: Customer, nights = 10): Promise<Rental> {
  const apartment = apartments[next % apartments.length]!;
  const body = draftBody(apartment, 5 + next * 3, nights, { rentGuaranteeType: 'SECURITY_DEPOSIT' });
  next += 1;
  const created = await call(user, 'POST', '/api/rentals', body);
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  expect((await call(user, 'POST', `/api/rentals/${id}/submit`)).json().status).toBe('WAITING_FOR_SIGNATURE');
  const signed = await call(user, 'POST', `/api/rentals/${id}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, id),
  });
  expect(signed.json().status, signed.body).toBe('WAITING_FOR_PAYMENT');
  return rentalSchema.parse(signed.json());
}

async function charges(rentalId: string) {
  const rows = await kit.paymentRows(rentalId);
  return {
    rent: rows.filter((row) => row.purpose !== 'DEPOSIT'),
    deposit: rows.filter((row) => row.purpose === 'DEPOSIT'),
  };
}

async function confirm(user: Customer, paymentId: string) {
  const confirmed = await call(user, 'POST', `/api/payments/${paymentId}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await kit.settle();
}

async function statement(user: Customer, rentalId: string) {
  const response = await call(user, 'GET', `/api/rentals/${rentalId}/statement`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a caução charged with the first charge', () => {
  it('is its own Pix beside the rent, held once paid, and the stay is RENTED only when both are paid', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user);
    expect(rental.guarantee).toMatchObject({
      type: 'SECURITY_DEPOSIT',
      status: 'PENDING',
      amountCents: DEPOSIT_CENTS,
    });
    const options = await call(user, 'GET', `/api/rentals/${rental.id}/payment-options`);
    expect(options.json()).toMatchObject({
      amountCents: rental.rentalValueCents,
      depositCents: DEPOSIT_CENTS,
    });

    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(pix).toMatchObject({ amountCents: rental.rentalValueCents, purpose: 'RENT' });
    const { rent, deposit } = await charges(rental.id);
    expect(rent).toHaveLength(1);
    expect(deposit.map((row) => [row.payment_type, row.status, row.amount_cents])).toEqual([
      ['PIX', 'PENDING', DEPOSIT_CENTS],
    ]);
    const listed = await call(user, 'GET', `/api/rentals/${rental.id}/payments`);
    const depositView = listed.json().items.find((item: { purpose: string }) => item.purpose === 'DEPOSIT');
    expect(depositView.pix.payload).toMatch(/^000201/);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // The rent alone does not rent the stay: the caução is still owed.
    await confirm(user, pix.id);
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
    await confirm(user, deposit[0]!.id);
    const rented = await kit.rental(user, rental.id);
    expect(rented).toMatchObject({
      status: 'RENTED',
      guarantee: { status: 'ACTIVE', amountCents: DEPOSIT_CENTS },
    });
    expect(rented.accessCode).toEqual(expect.any(String));
    expect((await call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json().depositCents).toBe(
      undefined,
    );

    // The statement: the rent received, the caução held apart; the ledger's caução account holds it.
    const { totals, entries } = await statement(user, rental.id);
    expect(totals).toMatchObject({
      contractedCents: rental.rentalValueCents,
      receivedCents: rental.rentalValueCents,
      refundedCents: 0,
      outstandingCents: 0,
      deposit: { heldCents: DEPOSIT_CENTS, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
    });
    expect(entries.map((entry: { kind: string }) => entry.kind)).toContain('DEPOSIT');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('paid first, waits for the rent; a boleto request makes the caução a boleto à vista', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user);
    const boleto = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const { deposit } = await charges(rental.id);
    expect(deposit).toHaveLength(1);
    expect(deposit[0]).toMatchObject({ payment_type: 'BANK_SLIP', status: 'PENDING' });
    expect(deposit[0]!.bank_slip_digitable_line).toMatch(/^\d{47}$/);
    await confirm(user, deposit[0]!.id);
    const waiting = await kit.rental(user, rental.id);
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_PAYMENT', guarantee: { status: 'ACTIVE' } });
    // A new request for the rent does not charge the caução again, nor give it back.
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const after = await charges(rental.id);
    expect(after.deposit.map((row) => row.status)).toEqual(['PAID']);
    expect(after.rent.map((row) => row.status).sort()).toEqual(['EXPIRED', 'PENDING']);
    expect(boleto.id).not.toBe(pix.id);
    await confirm(user, pix.id);
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is charged once: a second request replaces an unpaid caução, and a code paid twice is given back', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user);
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const first = (await charges(rental.id)).deposit[0]!;
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }, randomUUID()));
    const { deposit, rent } = await charges(rental.id);
    expect(deposit.map((row) => row.status).sort()).toEqual(['EXPIRED', 'PENDING']);
    // The old code paid at the bank: it stands in for the live one, which is voided.
    const paidAt = new Date().toISOString();
    const late = await kit.webhook({ data: { paymentId: first.id, amountCents: DEPOSIT_CENTS, paidAt } });
    expect(late.json().outcome, late.body).toBe('CREDITED');
    await kit.settle();
    expect((await charges(rental.id)).deposit.map((row) => [row.id === first.id, row.status]).sort()).toEqual(
      [
        [false, 'EXPIRED'],
        [true, 'PAID'],
      ],
    );
    // The same code cleared again: given back, never held twice.
    const again = await kit.webhook({ data: { paymentId: first.id, amountCents: DEPOSIT_CENTS, paidAt } });
    expect(again.json().outcome, again.body).toBe('REFUNDED');
    await kit.settle();
    const live = rent.find((row) => row.status === 'PENDING')!;
    await confirm(user, live.id);
    const { totals } = await statement(user, rental.id);
    expect(totals.deposit.heldCents).toBe(DEPOSIT_CENTS);
    expect(totals.refundedCents).toBe(0);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('comes back whole with a withdrawal (CDC art. 49), beside the rent, every line on the statement', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    await confirm(user, pix.id);
    await confirm(user, (await charges(rental.id)).deposit[0]!.id);
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');

    // Staff cannot give the caução back as a payment refund: it goes back by the stay's own rules.
    const staffRefund = await call(
      admin,
      'POST',
      `/api/admin/payments/${(await charges(rental.id)).deposit[0]!.id}/refund`,
      {},
    );
    expect(staffRefund.statusCode, staffRefund.body).toBe(409);
    expect(staffRefund.json().code).toBe('DEPOSIT_NOT_REFUNDABLE_HERE');

    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await kit.settle();
    const { rent, deposit } = await charges(rental.id);
    expect(rent.map((row) => row.status)).toEqual(['REFUNDED']);
    expect(deposit.map((row) => row.status)).toEqual(['REFUNDED']);
    const withdrawn = await kit.rental(user, rental.id);
    expect(withdrawn).toMatchObject({ status: 'CANCELLED', guarantee: { status: 'RELEASED' } });
    const { totals, entries } = await statement(user, rental.id);
    expect(totals).toMatchObject({
      receivedCents: rental.rentalValueCents,
      refundedCents: rental.rentalValueCents,
      deposit: { heldCents: DEPOSIT_CENTS, returnedCents: DEPOSIT_CENTS },
    });
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['DEPOSIT', 'DEPOSIT_RETURN']),
    );
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('keeps the amount the customer agreed to when staff change the modality’s caução later', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user);
    const modalityId = rental.projectModality.id;
    const patched = await call(admin, 'PATCH', `/api/admin/modalities/${modalityId}`, {
      securityDepositCents: 99_000,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect((await charges(rental.id)).deposit.map((row) => row.amount_cents)).toEqual([DEPOSIT_CENTS]);
    await call(admin, 'PATCH', `/api/admin/modalities/${modalityId}`, {
      securityDepositCents: DEPOSIT_CENTS,
    });
  });

  it('is all a post-paid lease (more than 90 nights) pays before the keys: paid, the stay is rented and its months written', async () => {
    const user = await kit.customer();
    const rental = await signedWithDeposit(user, 100);
    expect(rental).toMatchObject({ status: 'WAITING_FOR_PAYMENT', rentRegime: 'POST_PAID' });
    const options = (await call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json();
    expect(options).toMatchObject({ paymentTypes: ['PIX', 'BANK_SLIP'], depositCents: DEPOSIT_CENTS });
    const refused = await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RENT_IN_ADVANCE_NOT_ALLOWED' });
    expect(refused.json().message).toContain('antes da entrada, só a caução');

    const deposit = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    expect(deposit).toMatchObject({
      purpose: 'DEPOSIT',
      amountCents: DEPOSIT_CENTS,
      paymentType: 'BANK_SLIP',
    });
    expect((await charges(rental.id)).rent).toEqual([]);
    await confirm(user, deposit.id);
    const rented = await kit.rental(user, rental.id);
    expect(rented).toMatchObject({ status: 'RENTED', guarantee: { status: 'ACTIVE' } });
    expect(rented.accessCode).toEqual(expect.any(String));
    const { rent } = await charges(rental.id);
    expect(rent.map((row) => [row.status, row.installment, row.bill_from !== null])).toEqual([
      ['SCHEDULED', 1, true],
      ['SCHEDULED', 2, true],
      ['SCHEDULED', 3, true],
      ['SCHEDULED', 4, true],
    ]);
    expect(rent.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(rental.rentalValueCents);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
