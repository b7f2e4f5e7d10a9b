import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { paymentsTestKit } from '../../payments/payment-test-support.ts';
import { adminKit, expectError, expectValidationError } from '../admin-test-support.ts';

// GET /api/admin/reconciliation: the FINANCE area's, paged like every list, open cases first, then newest.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/reconciliation', () => {
  it('lists money not simply credited, newest first, a page at a time, to staff of the payments area', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const data = { paymentId: pix.id, amountCents: pix.amountCents, paidAt: new Date().toISOString() };
    expect((await kit.webhook({ data })).json().outcome).toBe('RENTED');
    // Paid twice more: two cases, both given back.
    for (let time = 0; time < 2; time += 1)
      expect((await kit.webhook({ data })).json().outcome).toBe('REFUNDED');

    const finance = await staff.staff('FINANCE');
    const first = await staff.call(finance, 'GET', '/api/admin/reconciliation?page=1&pageSize=1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(2);
    expect(first.json().items).toHaveLength(1);
    const second = await staff.call(finance, 'GET', '/api/admin/reconciliation?page=2&pageSize=1');
    expect(second.json().items).toHaveLength(1);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
    for (const item of [first.json().items[0], second.json().items[0]]) {
      expect(item).toMatchObject({
        paymentId: pix.id,
        rentalId: rental.id,
        receivedCents: pix.amountCents,
        reason: 'DUPLICATE',
        reasonLabel: 'Pagamento em dobro da mesma cobrança',
        at: expect.any(String),
      });
      expect(['REFUND_PENDING', 'REFUNDED']).toContain(item.outcome);
    }
    const [one, two] = [first.json().items[0], second.json().items[0]];
    // Cases that need a person come first; within a group, the newest first.
    if (one.open === two.open) expect(one.at >= two.at).toBe(true);
    else expect(one.open).toBe(true);
    expect((await staff.call(finance, 'GET', '/api/admin/reconciliation?page=3&pageSize=1')).json()).toEqual({
      items: [],
      total: 2,
    });
  });

  it('refuses bad paging, staff without the payments area and customers', async () => {
    const finance = await staff.staff('FINANCE');
    expectValidationError(await staff.call(finance, 'GET', '/api/admin/reconciliation?pageSize=0'), [
      'pageSize',
    ]);
    expectError(
      await staff.call(await staff.staff('BOOKINGS'), 'GET', '/api/admin/reconciliation'),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await staff.call(await kit.customer(), 'GET', '/api/admin/reconciliation'),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(await staff.call(null, 'GET', '/api/admin/reconciliation'), 401, 'UNAUTHORIZED');
  });
});
