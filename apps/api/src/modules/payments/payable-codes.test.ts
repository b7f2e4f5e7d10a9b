import type { Payment } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectError } from '../admin/admin-test-support.ts';
import { paymentsTestKit } from './payment-test-support.ts';

// A charge nobody can pay any more (replaced by another request, paid, voided) shows no code: no Pix
// payload or QR code, no boleto line, barcode or PDF. Paying it would only be money to give back.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

type Customer = Awaited<ReturnType<typeof kit.customer>>;

async function paymentOfRental(user: Customer, rentalId: string, paymentId: string): Promise<Payment> {
  const response = await call(user, 'GET', `/api/rentals/${rentalId}/payments`);
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json().items as Payment[]).find((payment) => payment.id === paymentId);
  expect(found).toBeDefined();
  return found!;
}

async function paymentById(user: Customer, paymentId: string): Promise<Payment> {
  const response = await call(user, 'GET', `/api/payments/${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Payment;
}

describe('codes that die with their charge', () => {
  it('a boleto replaced by a Pix request shows no line, barcode or PDF, and its PDF is refused (409)', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    expect(slip.bankSlip?.digitableLine).toBeTruthy();
    const pdfUrl = slip.bankSlip!.pdfUrl;
    expect((await call(user, 'GET', pdfUrl)).statusCode).toBe(200);

    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(pix.pix?.payload).toBeTruthy();

    for (const old of [await paymentById(user, slip.id), await paymentOfRental(user, rental.id, slip.id)]) {
      expect(old.status).toBe('EXPIRED');
      expect(old.bankSlip).toBeUndefined();
      expect(JSON.stringify(old)).not.toContain(slip.bankSlip!.digitableLine);
    }
    const refused = await call(user, 'GET', pdfUrl);
    expectError(refused, 409, 'BANK_SLIP_NOT_PAYABLE');
    expect(refused.json().message).toMatch(/substituído ou cancelado/);
    // The Pix that replaced it keeps its code.
    expect((await paymentById(user, pix.id)).pix?.payload).toBe(pix.pix!.payload);
  });

  it('a Pix replaced by a boleto request shows no payload nor QR code', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const old = await paymentOfRental(user, rental.id, pix.id);
    expect(old.status).toBe('EXPIRED');
    expect(old.pix).toBeUndefined();
    expect(JSON.stringify(old)).not.toContain(pix.pix!.payload);
    expect((await paymentById(user, slip.id)).bankSlip?.digitableLine).toBe(slip.bankSlip!.digitableLine);
  });

  it('a paid boleto shows no line any more and its PDF is refused, pointing to the receipt', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const paid = await call(user, 'POST', `/api/payments/${slip.id}/sandbox/confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await paymentById(user, slip.id);
    expect(after.status).toBe('PAID');
    expect(after.bankSlip).toBeUndefined();
    expect(after.receiptUrl).toBeTruthy();
    const refused = await call(user, 'GET', `/api/payments/${slip.id}/bank-slip.pdf`);
    expectError(refused, 409, 'BANK_SLIP_NOT_PAYABLE');
    expect(refused.json().message).toMatch(/já foi pago/);
  });

  it('the boletos of a cancelled rental show no code', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const slip = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const old = await paymentById(user, slip.id);
    expect(old.status).toBe('EXPIRED');
    expect(old.bankSlip).toBeUndefined();
    expectError(
      await call(user, 'GET', `/api/payments/${slip.id}/bank-slip.pdf`),
      409,
      'BANK_SLIP_NOT_PAYABLE',
    );
  });
});
