import {
  isValidBoletoBarcode,
  isValidDigitableLine,
  isValidPixBrCode,
  parseEmvFields,
  paymentOptionsSchema,
  todayIso,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DECLINED_CARD, futureExpiry, paymentsTestKit, VALID_CARD } from './payment-test-support.ts';

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { PIX_KEY: 'pix@estadia.com.br' } });
});

afterAll(async () => {
  await testApp.close();
});

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
}

describe('GET /api/rentals/:rentId/payment-options', () => {
  it('offers the monthly boleto only to long stays, and the card in up to 12 installments', async () => {
    const user = await kit.customer();
    const short = await kit.rentalAwaitingPayment(user, 5);
    const long = await kit.rentalAwaitingPayment(user, 75);
    const shortOptions = paymentOptionsSchema.parse(
      (await call(user, 'GET', `/api/rentals/${short.id}/payment-options`)).json(),
    );
    expect(shortOptions.paymentTypes).toEqual(['PIX', 'BANK_SLIP', 'CREDIT_CARD']);
    expect(shortOptions.amountCents).toBe(short.rentalValueCents);
    expect(shortOptions.monthlySchedule).toEqual([]);
    expect(shortOptions.installments[0]).toMatchObject({
      installments: 1,
      totalCents: short.rentalValueCents,
      interestFree: true,
    });
    expect(shortOptions.sandbox).toBe(true);

    const longOptions = paymentOptionsSchema.parse(
      (await call(user, 'GET', `/api/rentals/${long.id}/payment-options`)).json(),
    );
    expect(longOptions.paymentTypes).toContain('BANK_SLIP_MONTHLY');
    expect(longOptions.monthlySchedule).toHaveLength(3);
    expect(longOptions.monthlySchedule.reduce((sum, charge) => sum + charge.amountCents, 0)).toBe(
      long.rentalValueCents,
    );
    expect(longOptions.installments.at(-1)?.installments).toBe(12);
  });

  it("is another customer's rental: 404", async () => {
    const [owner, other] = [await kit.customer(), await kit.customer()];
    const rental = await kit.rentalAwaitingPayment(owner);
    expectError(await call(other, 'GET', `/api/rentals/${rental.id}/payment-options`), 404, 'NOT_FOUND');
  });
});

describe('POST /api/rentals/:rentId/payments', () => {
  it('needs an Idempotency-Key', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const response = await call(user, 'POST', `/api/rentals/${rental.id}/payments`, { paymentType: 'PIX' });
    expectError(response, 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await kit.paymentRows(rental.id)).toEqual([]);
  });

  it('refuses to charge before the contract is signed, and a draft', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    await testApp.db
      .updateTable('rentals')
      .set({ status: 'WAITING_FOR_SIGNATURE' })
      .where('id', '=', rental.id)
      .execute();
    expectError(await kit.pay(user, rental.id, { paymentType: 'PIX' }), 409, 'CONTRACT_NOT_SIGNED');
    await testApp.db
      .updateTable('rentals')
      .set({ status: 'UNFINISHED' })
      .where('id', '=', rental.id)
      .execute();
    expectError(await kit.pay(user, rental.id, { paymentType: 'PIX' }), 409, 'RENTAL_NOT_AWAITING_PAYMENT');
    expect(await kit.paymentRows(rental.id)).toEqual([]);
  });

  it('makes a Pix BR Code a bank app reads: the key, the amount, the txid and a valid CRC', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(payment).toMatchObject({
      paymentType: 'PIX',
      status: 'PENDING',
      amountCents: rental.rentalValueCents,
    });
    const pix = payment.pix!;
    expect(isValidPixBrCode(pix.payload)).toBe(true);
    const fields = parseEmvFields(pix.payload);
    expect(fields.get('26')).toContain('0014br.gov.bcb.pix0118pix@estadia.com.br');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe((rental.rentalValueCents / 100).toFixed(2));
    expect(fields.get('58')).toBe('BR');
    expect(pix.qrCodeSvg).toMatch(/^<svg[^>]*>/);
    const minutes = (Date.parse(pix.expiresAt) - Date.parse(payment.createdDate)) / 60_000;
    expect(minutes).toBeCloseTo(30, 3);
  });

  it('returns the same payment for the same key and body, and creates nothing for the key with another body', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const first = await kit.pay(user, rental.id, { paymentType: 'PIX' }, 'chave-1');
    const again = await kit.pay(user, rental.id, { paymentType: 'PIX' }, 'chave-1');
    expect(kit.paymentOf(again)).toEqual(kit.paymentOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expectError(
      await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }, 'chave-1'),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await kit.paymentRows(rental.id)).toHaveLength(1);
  });

  it('creates one payment for concurrent requests with one key', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => kit.pay(user, rental.id, { paymentType: 'PIX' }, 'clique-duplo')),
    );
    const ids = new Set(answers.map((answer) => kit.paymentOf(answer).id));
    expect(ids.size).toBe(1);
    expect(await kit.paymentRows(rental.id)).toHaveLength(1);
  });

  it('replaces a pending Pix with a new request: the old code expires', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const first = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const second = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(second.id).not.toBe(first.id);
    const rows = await kit.paymentRows(rental.id);
    expect(rows.map((row) => row.status)).toEqual(['EXPIRED', 'PENDING']);
  });

  it('makes a boleto à vista with valid check digits, the amount and tomorrow as due date', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const slip = payment.bankSlip!;
    expect(isValidBoletoBarcode(slip.barcode)).toBe(true);
    expect(isValidDigitableLine(slip.digitableLine)).toBe(true);
    expect(slip.barcode.slice(0, 3)).toBe('001');
    expect(Number(slip.barcode.slice(9, 19))).toBe(rental.rentalValueCents);
    expect(payment.dueDate > todayIso()).toBe(true);
    expect(slip.pdfUrl).toBe(`/api/payments/${payment.id}/bank-slip.pdf`);
  });

  it('splits a monthly boleto into one per 30 nights, to the cent: the first issued today, the later ones SCHEDULED', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 75);
    const first = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    expect(first.installment).toEqual({ number: 1, count: 3 });
    expect(first.dueDate).toBe(todayIso());
    const list = (await call(user, 'GET', `/api/rentals/${rental.id}/payments`)).json().items;
    expect(list).toHaveLength(3);
    expect(list.reduce((sum: number, payment: { amountCents: number }) => sum + payment.amountCents, 0)).toBe(
      rental.rentalValueCents,
    );
    expect(list.map((payment: { status: string }) => payment.status)).toEqual([
      'PENDING',
      'SCHEDULED',
      'SCHEDULED',
    ]);
    expect(isValidBoletoBarcode(list[0].bankSlip.barcode)).toBe(true);
    // A scheduled month has its amount and due date, and no code yet.
    for (const later of list.slice(1)) {
      expect(later.bankSlip).toBeUndefined();
      expect(later.dueDate > todayIso()).toBe(true);
    }
  });

  it('refuses the monthly boleto for a short stay', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 5);
    expectError(
      await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }),
      422,
      'PAYMENT_TYPE_NOT_ALLOWED',
    );
  });

  it('checks the card field by field, in Portuguese, and stores only brand, last4 and installments', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const bad = await kit.pay(user, rental.id, {
      paymentType: 'CREDIT_CARD',
      card: { number: '4111 1111 1111 1112', holderName: 'M', expiry: '13/20', cvv: '1', installments: 13 },
    });
    expectError(bad, 400, 'VALIDATION_ERROR');
    const paths = (bad.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['card.cvv', 'card.expiry', 'card.holderName', 'card.installments', 'card.number']);

    const paid = kit.paymentOf(
      await kit.pay(user, rental.id, {
        paymentType: 'CREDIT_CARD',
        card: { ...VALID_CARD, expiry: futureExpiry(), installments: 6 },
      }),
    );
    expect(paid.card).toMatchObject({ brand: 'VISA', last4: '1111', installments: 6 });
    expect(paid.card!.totalCents).toBeGreaterThan(rental.rentalValueCents);
    const row = (await kit.paymentRows(rental.id))[0]!;
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(JSON.stringify(row)).not.toContain('MARIA');
  });

  it('confirms an authorised card through the webhook: the rental is RENTED with its access code', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    await kit.pay(user, rental.id, {
      paymentType: 'CREDIT_CARD',
      card: { ...VALID_CARD, expiry: futureExpiry() },
    });
    await testApp.app.backgroundTasks.drain();
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('RENTED');
    expect(after.accessCode).toMatch(/^\d{6}$/);
    expect(after.payments[0]).toMatchObject({
      status: 'PAID',
      receiptUrl: expect.stringContaining('/receipt'),
    });
    const events = await testApp.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('payment_id', '=', after.payments[0]!.id)
      .execute();
    expect(events).toEqual([{ outcome: 'RENTED' }]);
  });

  it('records a declined card as FAILED with the reason, and a new attempt can follow', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const declined = kit.paymentOf(
      await kit.pay(user, rental.id, {
        paymentType: 'CREDIT_CARD',
        card: { ...DECLINED_CARD, expiry: futureExpiry() },
      }),
    );
    expect(declined).toMatchObject({ status: 'FAILED', failureReason: 'Saldo ou limite insuficiente.' });
    await testApp.app.backgroundTasks.drain();
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
    expect(kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' })).status).toBe('PENDING');
  });
});

describe('confirmation', () => {
  it('moves the rental to RENTED once, however many times the bank confirms', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const confirmations = await Promise.all(
      Array.from({ length: 4 }, () => call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`)),
    );
    for (const answer of confirmations) expect(kit.paymentOf(answer, 200).status).toBe('PAID');
    const after = await kit.rental(user, rental.id);
    expect(after).toMatchObject({ status: 'RENTED', accessCode: expect.stringMatching(/^\d{6}$/) });
    const outcomes = await testApp.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('event_id', 'like', 'sbx_evt_%')
      .execute();
    expect(outcomes.filter((event) => event.outcome === 'RENTED').length).toBeGreaterThanOrEqual(1);
    const rows = await kit.paymentRows(rental.id);
    expect(rows.filter((row) => row.status === 'PAID')).toHaveLength(1);
  });

  it("keeps another customer's payment unknown: 404", async () => {
    const [owner, other] = [await kit.customer(), await kit.customer()];
    const rental = await kit.rentalAwaitingPayment(owner);
    const payment = kit.paymentOf(await kit.pay(owner, rental.id, { paymentType: 'PIX' }));
    expectError(await call(other, 'POST', `/api/payments/${payment.id}/sandbox/confirm`), 404, 'NOT_FOUND');
    expectError(await call(other, 'GET', `/api/payments/${payment.id}`), 404, 'NOT_FOUND');
    expectError(await call(other, 'GET', `/api/rentals/${rental.id}/payments`), 404, 'NOT_FOUND');
  });

  it('refunds money received for a charge no longer owed (an old Pix paid after the new one)', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const old = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const current = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    kit.paymentOf(await call(user, 'POST', `/api/payments/${current.id}/sandbox/confirm`), 200);
    const late = await kit.webhook({
      data: { paymentId: old.id, amountCents: old.amountCents, paidAt: new Date().toISOString() },
    });
    expect(late.json()).toEqual({ received: true, outcome: 'REFUNDED' });
    // REFUND_PENDING until the refund's job hears the provider confirm it.
    expect((await kit.paymentRows(rental.id)).map((row) => row.status).sort()).toEqual([
      'PAID',
      'REFUND_PENDING',
    ]);
    await testApp.app.jobQueue.drain();
    const rows = await kit.paymentRows(rental.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['PAID', 'REFUNDED']);
  });
});

describe('POST /api/payments/webhook', () => {
  async function pendingPix() {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    return {
      user,
      rental,
      payment,
      data: { paymentId: payment.id, amountCents: payment.amountCents, paidAt: new Date().toISOString() },
    };
  }

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const { user, rental, data } = await pendingPix();
    expectError(await kit.webhook({ data }, { signature: '' }), 401, 'INVALID_SIGNATURE');
    expectError(
      await kit.webhook({ data }, { secret: 'outro-segredo-qualquer-1234' }),
      401,
      'INVALID_SIGNATURE',
    );
    expectError(
      await kit.webhook({ data }, { signature: `sha256=${'0'.repeat(64)}` }),
      401,
      'INVALID_SIGNATURE',
    );
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
  });

  it('refuses an event signed more than 5 minutes ago', async () => {
    const { user, rental, data } = await pendingPix();
    const old = new Date(Date.now() - 5 * 60_000 - 1000).toISOString();
    expectError(await kit.webhook({ data, createdAt: old }), 401, 'STALE_EVENT');
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
  });

  it('credits once: a replayed event is recognised, and a second payment of the charge is given back', async () => {
    const { user, rental, data } = await pendingPix();
    const first = await kit.webhook({ id: 'evt-unico', data });
    expect(first.json()).toEqual({ received: true, outcome: 'RENTED' });
    expect((await kit.webhook({ id: 'evt-unico', data })).json()).toEqual({
      received: true,
      outcome: 'DUPLICATE_EVENT',
    });
    expect((await kit.webhook({ id: 'evt-outro', data })).json()).toEqual({
      received: true,
      outcome: 'REFUNDED',
    });
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('RENTED');
    expect(after.payments.filter((payment) => payment.status === 'PAID')).toHaveLength(1);
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds.map((refund) => [refund.amount_cents, refund.settles_payment])).toEqual([
      [data.amountCents, false],
    ]);
  });

  it('does not credit a wrong amount: it is given back and the charge stays to be paid', async () => {
    const { user, rental, data } = await pendingPix();
    const short = await kit.webhook({ data: { ...data, amountCents: data.amountCents - 1 } });
    expect(short.json()).toEqual({ received: true, outcome: 'REFUNDED' });
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('WAITING_FOR_PAYMENT');
    expect(after.payments.map((payment) => payment.status)).toEqual(['PENDING']);
  });

  it('acknowledges other event types without crediting, and refuses a malformed body after the signature', async () => {
    const { user, rental, data } = await pendingPix();
    expect((await kit.webhook({ type: 'payment.created', data })).json()).toEqual({
      received: true,
      outcome: 'IGNORED',
    });
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
    expectError(await kit.webhook({ data: { paymentId: 'x' } }), 400, 'VALIDATION_ERROR');
  });
});

describe('cancellation', () => {
  it('previews and records what the policy refunds, and the pending charges stop being payable', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const preview = await call(user, 'GET', `/api/rentals/${rental.id}/cancellation-preview`);
    expect(preview.json()).toEqual({
      paidCents: 0,
      refundCents: 0,
      alreadyRefundedCents: 0,
      rule: expect.any(String),
    });
    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellation: { refundCents: 0 } });
    expect((await kit.paymentRows(rental.id))[0]!.status).toBe('EXPIRED');
    // Paid anyway (the bank app had the code open): the money goes back.
    const late = await kit.webhook({
      data: { paymentId: payment.id, amountCents: payment.amountCents, paidAt: new Date().toISOString() },
    });
    expect(late.json().outcome).toBe('REFUNDED');
  });

  it('gives back everything paid when a paid stay is withdrawn from (REFUND_PENDING, then REFUNDED)', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    await call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    const preview = (await call(user, 'GET', `/api/rentals/${rental.id}/cancellation-preview`)).json();
    expect(preview).toMatchObject({ paidCents: payment.amountCents, refundCents: payment.amountCents });
    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await kit.paymentRows(rental.id)).map((row) => row.status)).toEqual(['REFUND_PENDING']);
    await testApp.app.jobQueue.drain();
    const [refunded] = await kit.paymentRows(rental.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refunded_cents: payment.amountCents });
    expect(refunded!.refunded_at).toBeInstanceOf(Date);
  });
});
