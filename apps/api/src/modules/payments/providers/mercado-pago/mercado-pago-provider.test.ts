import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../../../test/fake-mercado-pago.ts';
import { crc16Ccitt } from '../../../../../test/fake-mercado-pago-codes.ts';
import { createManualClock } from '../../../../lib/clock.ts';
import { type ChargeRequest, type Payer, PaymentProviderError } from '../payment-provider.ts';
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

function cardRequest(holderName: string, number = '4235647728025682'): ChargeRequest {
  return request({
    method: 'CREDIT_CARD',
    expiresAt: null,
    card: { number, holderName, expiry: '11/30', cvv: '123', installments: 3, totalCents: 130_000 },
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
    const { barcode, digitableLine } = charge.bankSlip;
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

  it('tokenises a card with the public key, then charges the total with the brand Mercado Pago names', async () => {
    const card = cardRequest('APRO');
    const charge = await provider.createCharge(card);

    const tokenRequest = lastRequest('/v1/card_tokens');
    expect(tokenRequest.query.public_key).toBe(fake.publicKey);
    expect(tokenRequest.body).toMatchObject({
      card_number: '4235647728025682',
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } },
    });
    const paymentRequest = lastRequest('/v1/payments');
    expect(paymentRequest.headers['x-idempotency-key']).toBe(card.paymentId);
    expect(paymentRequest.body).toMatchObject({
      payment_method_id: 'visa',
      transaction_amount: 1300,
      installments: 3,
      token: expect.any(String),
      external_reference: card.paymentId,
    });
    expect(charge).toEqual({
      method: 'CREDIT_CARD',
      providerChargeId: expect.stringMatching(/^\d+$/),
      card: { brand: 'VISA', last4: '5682' },
      outcome: { authorized: true },
    });
  });

  it.each([
    ['5480832801033311', 'master'],
    ['375365153556885', 'amex'],
    ['5067766783888311', 'elo'],
  ])('names the brand of %s as %s', async (number, method) => {
    await provider.createCharge(cardRequest('APRO', number));
    expect(lastRequest('/v1/payments').body).toMatchObject({ payment_method_id: method });
  });

  it.each([
    ['OTHE', 'Pagamento recusado pelo emissor do cartão'],
    ['FUND', 'Saldo ou limite insuficiente'],
    ['SECU', 'Código de segurança inválido'],
    ['EXPI', 'Validade inválida'],
  ])('maps the test holder %s to a declined card: %s', async (holder, reason) => {
    const charge = await provider.createCharge(cardRequest(holder));
    expect(charge).toMatchObject({ method: 'CREDIT_CARD', outcome: { authorized: false, reason } });
  });

  it("refuses a card whose brand the domain cannot tell (Mercado Pago's older 503143 test Mastercard)", async () => {
    await expect(provider.createCharge(cardRequest('APRO', '5031433215406351'))).rejects.toThrow(
      'O Mercado Pago não aceita a bandeira deste cartão.',
    );
  });

  it('lets a card in process go on: the webhook settles it', async () => {
    const charge = await provider.createCharge(cardRequest('CONT'));
    expect(charge).toMatchObject({ outcome: { authorized: true } });
  });

  it('refuses a card without the public key, in Portuguese, before sending the card anywhere', async () => {
    const withoutKey = new MercadoPagoProvider({ accessToken: fake.accessToken, apiUrl: fake.url, clock });
    const calls = fake.requests.length;
    await expect(withoutKey.createCharge(cardRequest('APRO'))).rejects.toThrow(
      /chave pública do Mercado Pago/,
    );
    expect(fake.requests.length).toBe(calls);
  });

  it('refunds a paid charge once, however often it is asked', async () => {
    const pix = request();
    const charge = await provider.createCharge(pix);
    fake.approve(charge.providerChargeId);

    const ref = { paymentId: pix.paymentId, providerChargeId: charge.providerChargeId, amountCents: 123_456 };
    await provider.refund(ref);
    await provider.refund(ref);

    const refundPath = `/v1/payments/${charge.providerChargeId}/refunds`;
    expect(lastRequest(refundPath).headers['x-idempotency-key']).toBe(`${pix.paymentId}:refund:123456`);
    expect(lastRequest(refundPath).body).toEqual({ amount: 1234.56 });
    const payment = fake.payments.get(Number(charge.providerChargeId))!;
    expect(payment.refunds).toHaveLength(1);
    expect(payment.status).toBe('refunded');
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
