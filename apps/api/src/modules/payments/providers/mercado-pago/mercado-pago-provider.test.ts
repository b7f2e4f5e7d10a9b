import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { crc16Ccitt } from '../../../../../test/fake-mercado-pago-codes.ts';
import { createManualClock } from '../../../../lib/clock.ts';
import {
  type ChargeRequest,
  type Payer,
  PaymentProviderError,
  PaymentProviderRefusal,
} from '../payment-provider.ts';
import { MercadoPagoProvider } from './mercado-pago-provider.ts';

const clock = createManualClock('2026-03-10T13:00:00.000Z');
const MINUTE = 60_000;

const payer: Payer = {
  name: 'Maria da Silva Souza',
  email: 'maria@example.com',
  cpfOrCnpj: '12345678909',
  address: {
    street: 'Rua dos Pinheiros',
    number: '101',
    neighborhood: 'Pinheiros',
    city: 'São Paulo',
    stateInitials: 'SP',
    postCode: '05422001',
  },
};

function request(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    paymentId: randomUUID(),
    method: 'PIX',
    amountCents: 123_456,
    dueDate: '2026-03-20',
    expiresAt: new Date(clock.now().getTime() + 60 * MINUTE),
    description: 'Estadia - Locação Pinheiros 101 (1/1)',
    payer,
    card: null,
    ...overrides,
  };
}

/** What MercadoPago.js does in the customer's browser: the card goes to Mercado Pago, with the public key. */
async function browserToken(number: string, holderName: string): Promise<string> {
  const response = await fetch(`${fake.url}/v1/card_tokens?public_key=${fake.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holderName, identification: { type: 'CPF', number: '12345678909' } },
    }),
  });
  if (response.status !== 201) throw new Error(`token refused: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const ISSUERS: Record<string, string> = { master: '24', elo: '687' };

async function cardRequest(
  holderName: string,
  number = '4235647728025682',
  paymentMethodId = 'visa',
  installments = 3,
): Promise<ChargeRequest> {
  return request({
    method: 'CREDIT_CARD',
    expiresAt: null,
    card: null,
    tokenizedCard: {
      token: await browserToken(number, holderName),
      paymentMethodId,
      issuerId: ISSUERS[paymentMethodId] ?? null,
      installments,
      payerEmail: 'titular@example.com',
      identification: { type: 'CPF', number: '12345678909' },
    },
  });
}

let fake: FakeMercadoPago;
let provider: MercadoPagoProvider;

const lastRequest = (path: string) => fake.requests.filter((entry) => entry.path === path).at(-1)!;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clock });
  provider = new MercadoPagoProvider({
    accessToken: fake.accessToken,
    apiUrl: fake.url,
    publicKey: fake.publicKey,
    clock,
  });
});

afterAll(() => fake.close());

describe('MercadoPagoProvider', () => {
  it('is the real provider, named as the payments table stores it', () => {
    expect(provider.name).toBe('mercadopago');
    expect(provider.isSandbox).toBe(false);
  });

  it('creates a Pix with our id as idempotency key and external reference, and maps the BR Code', async () => {
    const pix = request();
    const charge = await provider.createCharge(pix);

    const sent = lastRequest('/v1/payments');
    expect(sent.headers['x-idempotency-key']).toBe(pix.paymentId);
    expect(sent.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(sent.body).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 1234.56,
      external_reference: pix.paymentId,
      description: pix.description,
      date_of_expiration: '2026-03-10T11:00:00.000-03:00',
      payer: {
        email: 'maria@example.com',
        first_name: 'Maria',
        last_name: 'da Silva Souza',
        identification: { type: 'CPF', number: '12345678909' },
      },
    });

    if (charge.method !== 'PIX') throw new Error('expected a Pix');
    expect(charge.providerChargeId).toMatch(/^\d+$/);
    expect(charge.pix.payload).toMatch(/^000201/);
    expect(crc16Ccitt(charge.pix.payload.slice(0, -4))).toBe(charge.pix.payload.slice(-4));
    expect(charge.pix.txid).toBe(`mpqrinter${charge.providerChargeId}`);
    expect(charge.pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(charge.pix.expiresAt.toISOString()).toBe('2026-03-10T14:00:00.000Z');
  });

  it("moves a Pix expiry shorter than Mercado Pago's 30 minutes to the edge of its window", async () => {
    const charge = await provider.createCharge(
      request({ expiresAt: new Date(clock.now().getTime() + 5 * MINUTE) }),
    );
    expect(lastRequest('/v1/payments').body).toMatchObject({
      date_of_expiration: '2026-03-10T10:31:00.000-03:00',
    });
    if (charge.method !== 'PIX') throw new Error('expected a Pix');
    expect(charge.pix.expiresAt.toISOString()).toBe('2026-03-10T13:31:00.000Z');
  });

  it('gives the same Mercado Pago payment when asked twice for the same payment', async () => {
    const pix = request();
    const before = fake.payments.size;
    const first = await provider.createCharge(pix);
    const again = await provider.createCharge(pix);
    expect(again).toEqual(first);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('creates a boleto payable until the end of its due date and strips the printed line to digits', async () => {
    const slip = request({ method: 'BANK_SLIP', expiresAt: null, amountCents: 250_000 });
    const charge = await provider.createCharge(slip);

    expect(lastRequest('/v1/payments').body).toMatchObject({
      payment_method_id: 'bolbradesco',
      transaction_amount: 2500,
      date_of_expiration: '2026-03-20T23:59:59.000-03:00',
      payer: {
        address: {
          zip_code: '05422001',
          street_name: 'Rua dos Pinheiros',
          street_number: '101',
          neighborhood: 'Pinheiros',
          city: 'São Paulo',
          federal_unit: 'SP',
        },
      },
    });
    if (charge.method !== 'BANK_SLIP') throw new Error('expected a boleto');
    const { barcode, digitableLine } = charge.boleto;
    expect(barcode).toMatch(/^\d{44}$/);
    expect(digitableLine).toMatch(/^\d{47}$/);
    // The line carries the barcode's bank, check digit and amount in its own places.
    expect(digitableLine.slice(0, 4)).toBe(barcode.slice(0, 4));
    expect(digitableLine[32]).toBe(barcode[4]);
    expect(digitableLine.slice(33)).toBe(barcode.slice(5, 19));
    expect(barcode.slice(9, 19)).toBe('0000250000');
  });

  it('refuses a boleto without the payer address before asking Mercado Pago', async () => {
    const calls = fake.requests.length;
    await expect(
      provider.createCharge(request({ method: 'BANK_SLIP', payer: { ...payer, address: null } })),
    ).rejects.toThrow(PaymentProviderError);
    expect(fake.requests.length).toBe(calls);
  });

  it('charges a card tokenised in the browser: the rental value, the issuer, 3-D Secure when asked', async () => {
    const card = await cardRequest('APRO');
    const tokenCalls = fake.requests.filter((entry) => entry.path === '/v1/card_tokens').length;
    const charge = await provider.createCharge(card);

    // The server never tokenises: the number and CVV went from the browser to Mercado Pago only.
    expect(fake.requests.filter((entry) => entry.path === '/v1/card_tokens')).toHaveLength(tokenCalls);
    const paymentRequest = lastRequest('/v1/payments');
    expect(paymentRequest.headers['x-idempotency-key']).toBe(card.paymentId);
    expect(paymentRequest.body).toEqual({
      description: card.description,
      external_reference: card.paymentId,
      payment_method_id: 'visa',
      token: card.tokenizedCard?.token,
      installments: 3,
      // Mercado Pago prices the installments itself: no interest of ours on top.
      transaction_amount: 1234.56,
      three_d_secure_mode: 'optional',
      payer: {
        email: 'titular@example.com',
        identification: { type: 'CPF', number: '12345678909' },
        first_name: 'Maria',
        last_name: 'da Silva Souza',
      },
    });
    expect(JSON.stringify(paymentRequest.body)).not.toContain('4235647728025682');
    const mercadoPagoTotal = fake.payments.get(Number(charge.providerChargeId))!.transaction_details
      .total_paid_amount as number;
    expect(mercadoPagoTotal).toBeGreaterThan(1234.56);
    expect(charge).toEqual({
      method: 'CREDIT_CARD',
      providerChargeId: expect.stringMatching(/^\d+$/),
      card: { brand: 'VISA', last4: '5682', totalCents: Math.round(mercadoPagoTotal * 100) },
      outcome: { authorized: true },
    });
  });

  it.each([
    ['5480832801033311', 'master', 'MASTERCARD'],
    ['375365153556885', 'amex', 'AMEX'],
    ['5067766783888311', 'elo', 'ELO'],
  ])('charges %s as %s, with the issuer where the brand needs it', async (number, method, brand) => {
    const charge = await provider.createCharge(await cardRequest('APRO', number, method));
    expect(lastRequest('/v1/payments').body).toMatchObject({
      payment_method_id: method,
      ...(ISSUERS[method] ? { issuer_id: Number(ISSUERS[method]) } : {}),
    });
    expect(charge).toMatchObject({ card: { brand, last4: number.slice(-4) } });
  });

  it.each([
    ['OTHE', 'Pagamento recusado pelo emissor do cartão'],
    ['FUND', 'Saldo ou limite insuficiente'],
    ['SECU', 'Código de segurança inválido'],
    ['EXPI', 'Validade inválida'],
  ])('maps the test holder %s to a declined card: %s', async (holder, reason) => {
    const charge = await provider.createCharge(await cardRequest(holder));
    expect(charge).toMatchObject({ method: 'CREDIT_CARD', outcome: { authorized: false, reason } });
  });

  it('reserves a caução on the card (capture: false), captures part of it once, and refuses what Mercado Pago does', async () => {
    const card = await cardRequest('APRO', undefined, undefined, 1);
    const reserved = await provider.createCharge({ ...card, amountCents: 100_000, authorizeOnly: true });
    expect(lastRequest('/v1/payments').body).toMatchObject({ capture: false, transaction_amount: 1000 });
    expect(reserved).toMatchObject({ outcome: { authorized: true } });
    const ref = { paymentId: card.paymentId, providerChargeId: reserved.providerChargeId };
    expect(fake.payments.get(Number(ref.providerChargeId))).toMatchObject({ status: 'authorized' });

    await expect(provider.capture({ ...ref, amountCents: 100_001 })).rejects.toThrow(PaymentProviderRefusal);
    const captured = await provider.capture({ ...ref, amountCents: 35_000 });
    expect(lastRequest(`/v1/payments/${ref.providerChargeId}`).body).toEqual({
      capture: true,
      transaction_amount: 350,
    });
    expect(captured).toEqual({
      providerPaymentId: ref.providerChargeId,
      capturedCents: 35_000,
      capturedAt: clock.now(),
    });
    // Asked again after a timeout: the same capture (its idempotency key), never a second one.
    expect(await provider.capture({ ...ref, amountCents: 35_000 })).toEqual(captured);
    expect(fake.payments.get(Number(ref.providerChargeId))).toMatchObject({
      status: 'approved',
      transaction_amount: 350,
    });
    expect(provider.authorizationDays).toBe(5);
  });

  it('lets a reservation go, and refuses to capture one past its 5 days', async () => {
    const released = await provider.createCharge({
      ...(await cardRequest('APRO', undefined, undefined, 1)),
      authorizeOnly: true,
    });
    const releasedRef = { paymentId: randomUUID(), providerChargeId: released.providerChargeId };
    await provider.cancel(releasedRef);
    expect(fake.payments.get(Number(released.providerChargeId))).toMatchObject({ status: 'cancelled' });
    await expect(provider.capture({ ...releasedRef, amountCents: 1_000 })).rejects.toThrow(
      PaymentProviderRefusal,
    );

    const lapsing = await provider.createCharge({
      ...(await cardRequest('APRO', undefined, undefined, 1)),
      authorizeOnly: true,
    });
    clock.advance(5 * 24 * 60 * MINUTE + MINUTE);
    try {
      await expect(
        provider.capture({
          paymentId: randomUUID(),
          providerChargeId: lapsing.providerChargeId,
          amountCents: 1_000,
        }),
      ).rejects.toThrow(PaymentProviderRefusal);
    } finally {
      clock.advance(-(5 * 24 * 60 * MINUTE + MINUTE));
    }
  });

  it('lets a card in process go on: the webhook settles it', async () => {
    const charge = await provider.createCharge(await cardRequest('CONT'));
    expect(charge).toMatchObject({ outcome: { authorized: true } });
  });

  it('hands a 3-D Secure challenge to the customer and never takes it as authorised', async () => {
    const card = await cardRequest('APRO', '5483928164574623', 'master', 1);
    const charge = await provider.createCharge(card);
    const payment = fake.payments.get(Number(charge.providerChargeId))!;
    expect(payment).toMatchObject({ status: 'pending', status_detail: 'pending_challenge' });
    expect(charge).toMatchObject({
      method: 'CREDIT_CARD',
      outcome: {
        authorized: false,
        challenge: { url: `${fake.url}/3ds/challenge/${payment.id}`, creq: payment.three_ds_info?.creq },
      },
    });
  });

  it('turns Mercado Pago refusing the card data (a token used twice) into a declined card, not an outage', async () => {
    const card = await cardRequest('APRO', '5480832801033311', 'master', 1);
    await provider.createCharge(card);
    const again = await provider.createCharge({ ...card, paymentId: randomUUID() });
    expect(again).toEqual({
      method: 'CREDIT_CARD',
      providerChargeId: expect.stringMatching(/^refused-/),
      card: { brand: 'MASTERCARD', last4: '3311' },
      outcome: { authorized: false, reason: expect.stringMatching(/recusou os dados do cartão/) },
    });
    const next = await cardRequest('APRO');
    fake.failNext(503);
    await expect(provider.createCharge(next)).rejects.toThrow(PaymentProviderError);
  });

  it('refuses to charge a card that did not come as a token, before asking Mercado Pago', async () => {
    const calls = fake.requests.length;
    await expect(
      provider.createCharge(
        request({
          method: 'CREDIT_CARD',
          card: {
            number: '4235647728025682',
            holderName: 'APRO',
            expiry: '11/30',
            cvv: '123',
            installments: 1,
            totalCents: 123_456,
          },
        }),
      ),
    ).rejects.toThrow(/token do MercadoPago\.js/);
    expect(fake.requests.length).toBe(calls);
  });

  it('tells what a boleto needs of its payer: a last name and an address', () => {
    expect(provider.payerProblem('BANK_SLIP', payer)).toBeNull();
    expect(provider.payerProblem('BANK_SLIP', { ...payer, name: 'Madonna' })).toMatch(/nome e sobrenome/);
    expect(provider.payerProblem('BANK_SLIP', { ...payer, address: null })).toMatch(/endereço completo/);
    expect(provider.payerProblem('PIX', { ...payer, name: 'Madonna' })).toBeNull();
  });

  it("issues boletos only within 1 to 30 days, keeping Mercado Pago's own printable boleto", async () => {
    expect(provider.boletoMaxDaysAhead).toBe(30);
    // Today in São Paulo is 2026-03-10: the 30th day ahead is 2026-04-09.
    const latest = await provider.createCharge(request({ method: 'BANK_SLIP', dueDate: '2026-04-09' }));
    if (latest.method !== 'BANK_SLIP') throw new Error('expected a boleto');
    expect(latest.boleto.pdfUrl).toBe(`${fake.url}/payments/${latest.providerChargeId}/ticket/helper`);

    const calls = fake.requests.length;
    await expect(
      provider.createCharge(request({ method: 'BANK_SLIP', dueDate: '2026-04-10' })),
    ).rejects.toThrow(/até 30 dias/);
    expect(fake.requests.length).toBe(calls);

    // Due today (a hold's last day): moved to tomorrow, the nearest day Mercado Pago takes, and said so.
    const today = await provider.createCharge(request({ method: 'BANK_SLIP', dueDate: '2026-03-10' }));
    expect(today).toMatchObject({ boleto: { dueDate: '2026-03-11' } });
    expect(latest.boleto).not.toHaveProperty('dueDate');
    expect(lastRequest('/v1/payments').body).toMatchObject({
      date_of_expiration: '2026-03-11T23:59:59.000-03:00',
    });
  });

  it('refunds the Mercado Pago payment that brought the money, not the charge it was made for', async () => {
    const pix = request();
    const charge = await provider.createCharge(pix);
    fake.approve(charge.providerChargeId);
    // A second payment for the same charge (another checkout of the same external reference).
    const second = await fetch(`${fake.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.accessToken}`,
        'content-type': 'application/json',
        'x-idempotency-key': randomUUID(),
      },
      body: JSON.stringify(lastRequest('/v1/payments').body),
    });
    const secondId = String(((await second.json()) as { id: number }).id);
    fake.approve(secondId);
    const refund = {
      paymentId: pix.paymentId,
      providerChargeId: charge.providerChargeId,
      providerPaymentId: secondId,
      refundId: randomUUID(),
      amountCents: 123_456,
    };
    await expect(provider.refund(refund)).resolves.toEqual({ status: 'REFUNDED' });
    expect(lastRequest(`/v1/payments/${secondId}/refunds`).body).toEqual({ amount: 1234.56 });
    expect(fake.payments.get(Number(secondId))?.refunds).toHaveLength(1);
    expect(fake.payments.get(Number(charge.providerChargeId))?.refunds).toHaveLength(0);
  });

  it('refunds a paid charge once, however often it is asked, and says when the bank still works on it', async () => {
    const pix = request();
    const charge = await provider.createCharge(pix);
    fake.approve(charge.providerChargeId);

    const ref = {
      paymentId: pix.paymentId,
      providerChargeId: charge.providerChargeId,
      providerPaymentId: charge.providerChargeId,
      refundId: randomUUID(),
      amountCents: 123_456,
    };
    await expect(provider.refund(ref)).resolves.toEqual({ status: 'REFUNDED' });
    await expect(provider.refund(ref)).resolves.toEqual({ status: 'REFUNDED' });

    const refundPath = `/v1/payments/${charge.providerChargeId}/refunds`;
    expect(lastRequest(refundPath).headers['x-idempotency-key']).toBe(ref.refundId);
    expect(lastRequest(refundPath).body).toEqual({ amount: 1234.56 });
    const payment = fake.payments.get(Number(charge.providerChargeId))!;
    expect(payment.refunds).toHaveLength(1);
    expect(payment.status).toBe('refunded');

    const other = await provider.createCharge(request());
    fake.approve(other.providerChargeId);
    fake.nextRefundStatus('in_process');
    await expect(
      provider.refund({
        ...ref,
        providerChargeId: other.providerChargeId,
        providerPaymentId: other.providerChargeId,
        refundId: randomUUID(),
      }),
    ).resolves.toEqual({ status: 'PENDING' });
  });

  it('turns a refund Mercado Pago refuses for good into a PaymentProviderRefusal, and an outage into an error to retry', async () => {
    const pending = await provider.createCharge(request());
    const ref = {
      paymentId: randomUUID(),
      providerChargeId: pending.providerChargeId,
      providerPaymentId: pending.providerChargeId,
      refundId: randomUUID(),
      amountCents: 100,
    };
    await expect(provider.refund(ref)).rejects.toThrow(PaymentProviderRefusal);
    // A payment id Mercado Pago does not know (our own charge id, say) is a 404: refused for good.
    await expect(
      provider.refund({ ...ref, providerPaymentId: ref.paymentId, refundId: randomUUID() }),
    ).rejects.toThrow(PaymentProviderRefusal);
    fake.failNext(503);
    const error = await provider
      .refund({ ...ref, refundId: randomUUID() })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).not.toBeInstanceOf(PaymentProviderRefusal);
  });

  it('cancels an unpaid charge, and takes an already settled one as done', async () => {
    const pending = request();
    const charge = await provider.createCharge(pending);
    const ref = { paymentId: pending.paymentId, providerChargeId: charge.providerChargeId };
    await provider.cancel(ref);
    expect(fake.payments.get(Number(charge.providerChargeId))?.status).toBe('cancelled');
    expect(lastRequest(`/v1/payments/${charge.providerChargeId}`).body).toEqual({ status: 'cancelled' });
    await expect(provider.cancel(ref)).resolves.toBeUndefined();

    const paid = request();
    const paidCharge = await provider.createCharge(paid);
    fake.approve(paidCharge.providerChargeId);
    await expect(
      provider.cancel({ paymentId: paid.paymentId, providerChargeId: paidCharge.providerChargeId }),
    ).resolves.toBeUndefined();
    expect(fake.payments.get(Number(paidCharge.providerChargeId))?.status).toBe('approved');
  });

  it('fails to cancel a charge Mercado Pago does not know', async () => {
    await expect(provider.cancel({ paymentId: randomUUID(), providerChargeId: '999' })).rejects.toThrow(
      PaymentProviderError,
    );
  });

  it('reads a payment back from Mercado Pago', async () => {
    const pix = request();
    const charge = await provider.createCharge(pix);
    const payment = await provider.getPayment(charge.providerChargeId);
    expect(payment).toMatchObject({
      status: 'pending',
      external_reference: pix.paymentId,
      transaction_amount: 1234.56,
    });
  });
});

describe('MercadoPagoProvider failures', () => {
  it('turns a refused access token into a PaymentProviderError that does not repeat the token', async () => {
    const token = 'APP_USR-1234567890-wrong-secret-token';
    const wrong = new MercadoPagoProvider({ accessToken: token, apiUrl: fake.url, clock });
    const failure = await wrong.createCharge(request()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).toMatch(/HTTP 401/);
    expect((failure as Error).message).not.toContain(token);
  });

  it('keeps the token out of the message even when the answer echoes it', async () => {
    const token = 'APP_USR-echoed-secret-token-42';
    const echoing = new MercadoPagoProvider({
      accessToken: token,
      apiUrl: 'https://api.mercadopago.com',
      clock,
      fetch: async () => new Response(JSON.stringify({ message: `invalid token ${token}` }), { status: 400 }),
    });
    const failure = (await echoing.createCharge(request()).catch((error: unknown) => error)) as Error;
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure.message).not.toContain(token);
  });

  it('turns an outage into a PaymentProviderError', async () => {
    fake.failNext(500);
    await expect(provider.createCharge(request())).rejects.toThrow(/HTTP 500/);
  });

  it('gives up on a Mercado Pago that does not answer', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = new MercadoPagoProvider({
        accessToken: fake.accessToken,
        apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        clock,
        timeoutMs: 200,
      });
      const failure = (await slow.createCharge(request()).catch((error: unknown) => error)) as Error;
      expect(failure).toBeInstanceOf(PaymentProviderError);
      expect(failure.message).toMatch(/não respondeu/);
      expect(failure.message).not.toContain(fake.accessToken);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('turns an unreachable Mercado Pago into a PaymentProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new MercadoPagoProvider({
      accessToken: fake.accessToken,
      apiUrl: `http://127.0.0.1:${port}`,
      clock,
    });
    await expect(unreachable.createCharge(request())).rejects.toThrow(
      /Não foi possível falar com o Mercado Pago/,
    );
  });
});
