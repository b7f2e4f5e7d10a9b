import { createHash, randomUUID } from 'node:crypto';
import { addDays, extensionSchema, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { ledgerRuleViolations } from '../../ledger/ledger-rule-check.ts';
import { billingRuleViolations } from '../../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../../payments/payment-test-support.ts';
import { adminKit } from '../admin-test-support.ts';

// Staff refunds and withdrawals of stays with an extension (issue 26): part of an extension's charge
// given back lowers its difference as much as the stay's value; a stay cancelled with its money given
// back (a withdrawal, or staff giving its whole payment back) cancels its extensions too; and a credit
// given while an extension awaits payment survives the extension being paid. The billing rule in both
// scopes and the ledger's hold after each.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

async function confirm(user: Customer, paymentId: string): Promise<void> {
  const paid = await call(user, 'POST', `/api/payments/${paymentId}/sandbox/confirm`);
  expect(paid.statusCode, paid.body).toBe(200);
  await settle();
}

/** A 2-night stay 20 days ahead paid by Pix, extended by a night: the addendum signed. */
async function stayWithSignedExtension(user: Customer) {
  const rental: Rental = await kit.rentalAwaitingPayment(user, 2, 20);
  const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  await confirm(user, pix.id);
  const created = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, {
    end: addDays(rental.endDate, 1),
  });
  expect(created.statusCode, created.body).toBe(201);
  const extension = extensionSchema.parse(created.json());
  const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
  const signed = await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
    accept: true,
    sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(extension.differenceCents).toBeGreaterThan(0);
  return { rental, extension, stayPaymentId: pix.id };
}

async function payExtension(user: Customer, extensionId: string) {
  const charge = kit.paymentOf(
    await call(
      user,
      'POST',
      `/api/extensions/${extensionId}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    ),
  );
  await confirm(user, charge.id);
  return charge;
}

async function extensionOf(user: Customer, extensionId: string) {
  const response = await call(user, 'GET', `/api/extensions/${extensionId}`);
  expect(response.statusCode, response.body).toBe(200);
  return extensionSchema.parse(response.json());
}

async function rentalValue(rentalId: string): Promise<number> {
  const row = await testApp.db
    .selectFrom('rentals')
    .select('rental_value_cents')
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return row.rental_value_cents;
}

async function expectRulesHold(): Promise<void> {
  expect(await billingRuleViolations(testApp.db), 'the billing rule').toEqual([]);
  expect(await ledgerRuleViolations(testApp.db), 'the ledger').toEqual([]);
}

describe('staff refunds and withdrawals of a stay with an extension', () => {
  it("lowers a PAID extension's difference by the part of its charge given back, as the stay's value", async () => {
    const user = await kit.customer();
    const { rental, extension } = await stayWithSignedExtension(user);
    const charge = await payExtension(user, extension.id);
    const before = await rentalValue(rental.id);
    const part = Math.floor(charge.amountCents / 2);
    const finance = await staff.staff('FINANCE');
    const refunded = await staff.call(finance, 'POST', `/api/admin/payments/${charge.id}/refund`, {
      amountCents: part,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await settle();
    expect(await rentalValue(rental.id)).toBe(before - part);
    const after = await extensionOf(user, extension.id);
    expect(after).toMatchObject({ status: 'PAID', differenceCents: extension.differenceCents - part });
    await expectRulesHold();
  });

  it("lowers a PAID extension's difference by a part of its charge refunded in the provider's panel", async () => {
    const user = await kit.customer();
    const { rental, extension } = await stayWithSignedExtension(user);
    const charge = await payExtension(user, extension.id);
    const before = await rentalValue(rental.id);
    const part = Math.floor(charge.amountCents / 2);
    const finance = await staff.staff('FINANCE');
    const reversed = await staff.call(
      finance,
      'POST',
      `/api/admin/payments/${charge.id}/sandbox/provider-refund`,
      { amountCents: part },
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().outcome).toBe('REFUNDED_AT_PROVIDER');
    await settle();
    expect(await rentalValue(rental.id)).toBe(before - part);
    expect(await extensionOf(user, extension.id)).toMatchObject({
      status: 'PAID',
      differenceCents: extension.differenceCents - part,
    });
    await expectRulesHold();
  });

  it('cancels a PAID extension with the stay withdrawn from: everything given back, its nights freed', async () => {
    const user = await kit.customer();
    const { rental, extension } = await stayWithSignedExtension(user);
    await payExtension(user, extension.id);
    const withdrawn = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await settle();
    expect(await extensionOf(user, extension.id)).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Prorrogação cancelada com a estadia',
    });
    const held = await testApp.db
      .selectFrom('night_holds')
      .select('id')
      .where((eb) => eb.or([eb('rental_id', '=', rental.id), eb('extension_id', '=', extension.id)]))
      .execute();
    expect(held).toEqual([]);
    await expectRulesHold();
  });

  it("cancels a PAID extension when staff give the whole stay's payment back before check-in", async () => {
    const user = await kit.customer();
    const { rental, extension, stayPaymentId } = await stayWithSignedExtension(user);
    await payExtension(user, extension.id);
    const finance = await staff.staff('FINANCE');
    const refunded = await staff.call(finance, 'POST', `/api/admin/payments/${stayPaymentId}/refund`, {
      note: 'Devolução pedida pelo cliente',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await settle();
    const stay = await call(user, 'GET', `/api/rentals/${rental.id}`);
    expect(stay.json().status).toBe('CANCELLED');
    expect((await extensionOf(user, extension.id)).status).toBe('CANCELLED');
    await expectRulesHold();
  });

  it('keeps a credit given while an extension awaits payment once the extension is paid', async () => {
    const user = await kit.customer();
    const { rental, extension, stayPaymentId } = await stayWithSignedExtension(user);
    const part = 1000;
    const finance = await staff.staff('FINANCE');
    const refunded = await staff.call(finance, 'POST', `/api/admin/payments/${stayPaymentId}/refund`, {
      amountCents: part,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await settle();
    await expectRulesHold();
    await payExtension(user, extension.id);
    expect(await rentalValue(rental.id)).toBe(extension.rentalValueCents - part);
    expect((await extensionOf(user, extension.id)).status).toBe('PAID');
    await expectRulesHold();
  });
});
