import { isValidBoletoBarcode, isValidPixBrCode } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers.ts';
import { adminKit } from '../../../admin/admin-test-support.ts';
import { draftBody } from '../../../rentals/rental-test-support.ts';
import { billingRuleViolations } from '../../billing-rule-check.ts';
import { askDeposit } from '../../deposit-test-support.ts';
import { paymentsTestKit } from '../../payment-test-support.ts';

// The product with PAYMENT_PROVIDER=mercadopago and nothing else changed: the variables point it at
// a local server speaking Mercado Pago's documented API, and a customer pays from start to end.

let fake: FakeMercadoPago;
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  testApp = await createTestApp({
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
      MERCADOPAGO_PUBLIC_KEY: fake.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
      MERCADOPAGO_API_URL: fake.url,
      MERCADOPAGO_JS_URL: fake.jsUrl,
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

/** What MercadoPago.js does in the customer's browser: the card goes to Mercado Pago only. */
async function browserToken(number: string, holderName = 'APRO'): Promise<string> {
  const response = await fetch(`${fake.url}/v1/card_tokens?public_key=${fake.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holderName, identification: { type: 'CPF', number: '52998224725' } },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function tokenizedCard(
  number: string,
  paymentMethodId: string,
  issuerId: string | null,
  holderName = 'APRO',
) {
  return {
    paymentType: 'CREDIT_CARD',
    tokenizedCard: {
      token: await browserToken(number, holderName),
      paymentMethodId,
      issuerId,
      installments: 3,
      payer: { email: 'titular@example.com', identification: { type: 'CPF', number: '529.982.247-25' } },
    },
  };
}

const paymentCreations = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payments').length;

/** Mercado Pago's id of our payment: the charge the adapter created, by its external reference. */
function mercadoPagoIdOf(paymentId: string): number {
  const found = [...fake.payments.values()].find((payment) => payment.external_reference === paymentId);
  if (!found) throw new Error(`No Mercado Pago payment for ${paymentId}`);
  return found.id;
}

describe('with Mercado Pago as the provider', () => {
  it('has no sandbox: the simulated bank route does not exist', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    const response = await kit.call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    expect(response.statusCode).toBe(404);
    const options = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json();
    expect(options.sandbox).toBe(false);
  });

  it('takes a Pix from Mercado Pago and confirms it only from its signed notification, once', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(isValidPixBrCode(payment.pix!.payload)).toBe(true);
    const mercadoPagoId = mercadoPagoIdOf(payment.id);

    // A notification while the payment is still pending credits nothing.
    expect((await fake.notify({ app: testApp.app }, mercadoPagoId)).statusCode).toBe(200);
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');

    fake.approve(mercadoPagoId);
    const forged = await fake.notify({ app: testApp.app }, mercadoPagoId, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');

    const answers = await Promise.all([
      fake.notify({ app: testApp.app }, mercadoPagoId),
      fake.notify({ app: testApp.app }, mercadoPagoId),
      fake.notify({ app: testApp.app }, mercadoPagoId),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const after = await kit.rental(user, rental.id);
    expect(after.status).toBe('RENTED');
    expect(after.accessCode).toMatch(/^\d{6}$/);
    expect((await kit.paymentRows(rental.id)).filter((row) => row.status === 'PAID')).toHaveLength(1);
  });

  it('makes a boleto with Mercado Pago, whose line a bank reads', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    expect(isValidBoletoBarcode(payment.bankSlip!.barcode)).toBe(true);
    const idempotencyKeys = fake.requests
      .filter((request) => request.method === 'POST' && request.path === '/v1/payments')
      .map((request) => request.headers['x-idempotency-key']);
    expect(idempotencyKeys).toContain(payment.id);
  });

  it('does not register the generic webhook: only Mercado Pago notifications credit', async () => {
    const response = await kit.webhook({ data: { paymentId: '00000000-0000-4000-8000-000000000000' } });
    expect(response.statusCode).toBe(404);
  });

  it("keeps Mercado Pago's own printable boleto as the boleto's PDF", async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' }));
    const mercadoPagoId = mercadoPagoIdOf(payment.id);
    expect(payment.bankSlip?.pdfUrl).toBe(`${fake.url}/payments/${mercadoPagoId}/ticket/helper`);
  });

  it('refuses a boleto for a one-word name with a 422 in Portuguese, before writing or asking anything', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    await testApp.db.updateTable('users').set({ name: 'Madonna' }).where('id', '=', user.id).execute();
    const before = paymentCreations();
    const response = await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'PAYER_INCOMPLETE',
      message: expect.stringMatching(/nome e sobrenome/),
    });
    expect(paymentCreations()).toBe(before);
    expect(await kit.paymentRows(rental.id)).toHaveLength(0);
    // A Pix needs no last name.
    kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  });

  it("issues only the monthly boletos within Mercado Pago's 30 days; later months wait, scheduled", async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user, 95, 5);
    const before = paymentCreations();
    const first = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
    expect(first.status).toBe('PENDING');
    const rows = await kit.paymentRows(rental.id);
    const issued = rows.filter((row) => row.status === 'PENDING');
    expect(rows.filter((row) => row.status === 'SCHEDULED').length).toBeGreaterThan(0);
    for (const row of issued) {
      expect(row.provider_charge_id).toMatch(/^\d+$/);
      // The due date the customer reads is the one the bank reads from Mercado Pago's boleto.
      const boleto = fake.payments.get(Number(row.provider_charge_id))!;
      expect(row.due_date).toBe(boleto.date_of_expiration?.slice(0, 10));
    }
    for (const row of rows.filter((entry) => entry.status === 'SCHEDULED'))
      expect(row.provider_charge_id).toBeNull();
    expect(paymentCreations() - before).toBe(issued.length);
  });

  it('offers MercadoPago.js and its installments instead of ours, and takes a card only as its token', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const options = (await kit.call(user, 'GET', `/api/rentals/${rental.id}/payment-options`)).json();
    expect(options).toMatchObject({
      installments: [],
      mercadoPago: { publicKey: fake.publicKey, sdkUrl: fake.jsUrl },
    });
    expect(options.paymentTypes).toContain('CREDIT_CARD');

    const raw = await kit.pay(user, rental.id, {
      paymentType: 'CREDIT_CARD',
      card: {
        number: '4235 6477 2802 5682',
        holderName: 'APRO',
        expiry: '11/30',
        cvv: '123',
        installments: 1,
      },
    });
    expect(raw.statusCode).toBe(422);
    expect(raw.json()).toMatchObject({ code: 'CARD_TOKEN_REQUIRED' });
  });

  it("charges a tokenised card the rental value and rents on Mercado Pago's notification", async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(
      await kit.pay(user, rental.id, await tokenizedCard('5480832801033311', 'master', '24')),
    );
    const mercadoPagoId = mercadoPagoIdOf(payment.id);
    const atMercadoPago = fake.payments.get(mercadoPagoId)!;
    expect(atMercadoPago.transaction_amount * 100).toBeCloseTo(rental.rentalValueCents, 5);
    // What we charged (and would refund) is the rental value; Mercado Pago's installment cost is the
    // payer's with Mercado Pago, shown by MercadoPago.js before paying.
    expect(atMercadoPago.transaction_details.total_paid_amount as number).toBeGreaterThan(
      atMercadoPago.transaction_amount,
    );
    expect(payment).toMatchObject({
      status: 'PENDING',
      card: { brand: 'MASTERCARD', last4: '3311', installments: 3, totalCents: rental.rentalValueCents },
    });
    expect((await fake.notify({ app: testApp.app }, mercadoPagoId)).body).toEqual({ outcome: 'CREDITED' });
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
  });

  it('pré-autoriza the caução on the same card with its second token, and captures only what is deducted', async () => {
    const admin = await adminKit(() => testApp).staff('ADMIN');
    const [apartment] = await askDeposit(testApp, kit, admin, 100_000);
    const user = await kit.customer();
    const created = await kit.call(
      user,
      'POST',
      '/api/rentals',
      draftBody(apartment!, 2, 2, { rentGuaranteeType: 'SECURITY_DEPOSIT' }),
    );
    const rentalId: string = created.json().id;
    await kit.call(user, 'POST', `/api/rentals/${rentalId}/submit`);
    await kit.call(user, 'POST', `/api/rentals/${rentalId}/contract/signature`, {
      accept: true,
      sha256: await kit.contractSha256(user, rentalId),
    });
    const card = await tokenizedCard('5480832801033311', 'master', '24');
    const withDeposit = {
      ...card,
      tokenizedCard: { ...card.tokenizedCard, depositToken: await browserToken('5480832801033311') },
    };
    kit.paymentOf(await kit.pay(user, rentalId, withDeposit));
    const [rent, deposit] = await kit
      .paymentRows(rentalId)
      .then((rows) => [
        rows.find((row) => row.purpose === 'RENT')!,
        rows.find((row) => row.purpose === 'DEPOSIT')!,
      ]);
    expect(deposit).toMatchObject({ payment_type: 'CREDIT_CARD', amount_cents: 100_000 });
    const reservation = fake.payments.get(mercadoPagoIdOf(deposit!.id))!;
    expect(reservation).toMatchObject({ status: 'authorized', transaction_amount: 1000, installments: 1 });
    expect((await fake.notify({ app: testApp.app }, mercadoPagoIdOf(rent!.id))).body).toEqual({
      outcome: 'CREDITED',
    });
    expect((await fake.notify({ app: testApp.app }, reservation.id)).body).toEqual({ outcome: 'AUTHORIZED' });
    expect(await kit.rental(user, rentalId)).toMatchObject({
      status: 'RENTED',
      guarantee: { status: 'ACTIVE' },
    });

    // After the stay, a deduction of R$ 250,00: Mercado Pago captures that much and releases the rest.
    const rental = await kit.rental(user, rentalId);
    await testApp.db
      .updateTable('rentals')
      .set({ checked_in_at: new Date() })
      .where('id', '=', rentalId)
      .execute();
    await kit.call(admin, 'POST', `/api/admin/rentals/${rentalId}/check-out`);
    const url = `/api/admin/rentals/${rentalId}/deposit-settlement`;
    await kit.call(admin, 'POST', url, {
      deductions: [{ description: 'Taxa de limpeza extra', amountCents: 25_000 }],
    });
    expect((await kit.call(admin, 'POST', `${url}/settle`)).statusCode).toBe(200);
    await kit.settle();
    expect(fake.payments.get(reservation.id)).toMatchObject({ status: 'approved', transaction_amount: 250 });
    expect((await kit.paymentRows(rental.id)).find((row) => row.id === deposit!.id)).toMatchObject({
      status: 'PAID',
      amount_cents: 25_000,
    });
    // Its notification afterwards is the same money: nothing more.
    expect((await fake.notify({ app: testApp.app }, reservation.id)).body).toEqual({ outcome: 'CREDITED' });
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('id')
      .where('rental_id', '=', rentalId)
      .execute();
    expect(refunds).toEqual([]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('shows a 3-D Secure challenge and rents only once the customer passes it and Mercado Pago says so', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(
      await kit.pay(user, rental.id, await tokenizedCard('5483928164574623', 'master', '24')),
    );
    const mercadoPagoId = mercadoPagoIdOf(payment.id);
    expect(payment.status).toBe('PENDING');
    expect(payment.card?.challenge).toEqual({
      url: `${fake.url}/3ds/challenge/${mercadoPagoId}`,
      creq: fake.payments.get(mercadoPagoId)?.three_ds_info?.creq,
    });
    // Pending a challenge is not paid: a notification now credits nothing.
    expect((await fake.notify({ app: testApp.app }, mercadoPagoId)).body).toEqual({
      outcome: 'NOT_APPROVED',
    });
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');

    // The customer answers in the iframe; Mercado Pago then notifies on its own.
    fake.notifyOn({ app: testApp.app });
    try {
      const answer = await fetch(`${payment.card!.challenge!.url}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ creq: payment.card!.challenge!.creq, result: 'ok' }).toString(),
      });
      expect(answer.status).toBe(200);
    } finally {
      fake.notifyOn(null);
    }
    expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
    const [row] = await kit.paymentRows(rental.id);
    expect(row?.status).toBe('PAID');
  });

  it('marks a card whose challenge fails as refused, with the reason', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(
      await kit.pay(user, rental.id, await tokenizedCard('5483928164574623', 'master', '24')),
    );
    fake.notifyOn({ app: testApp.app });
    try {
      await fetch(`${payment.card!.challenge!.url}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ creq: payment.card!.challenge!.creq, result: 'no' }).toString(),
      });
    } finally {
      fake.notifyOn(null);
    }
    const [row] = await kit.paymentRows(rental.id);
    expect(row).toMatchObject({
      status: 'FAILED',
      failure_reason: 'A autenticação do banco não foi concluída',
    });
    expect((await kit.rental(user, rental.id)).status).toBe('WAITING_FOR_PAYMENT');
  });
});
