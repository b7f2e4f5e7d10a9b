import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from './fake-mercado-pago.ts';

// The fake must refuse what Mercado Pago refuses, or the adapter's tests would hide it.
const clock = createManualClock('2026-03-10T13:00:00.000Z');
let fake: FakeMercadoPago;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clock });
});
afterAll(() => fake.close());

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${fake.accessToken}`,
      'x-idempotency-key': randomUUID(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function token(number = '5480832801033311', publicKey = fake.publicKey) {
  return call(`/v1/card_tokens?public_key=${publicKey}`, {
    card_number: number,
    security_code: '123',
    expiration_month: 11,
    expiration_year: 2030,
    cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } },
  });
}

const payer = {
  email: 'maria@example.com',
  first_name: 'Maria',
  last_name: 'Souza',
  identification: { type: 'CPF', number: '12345678909' },
  address: {
    zip_code: '05422001',
    street_name: 'Rua dos Pinheiros',
    street_number: '101',
    neighborhood: 'Pinheiros',
    city: 'São Paulo',
    federal_unit: 'SP',
  },
};

const boleto = (dateOfExpiration: string, overrides: Record<string, unknown> = {}) => ({
  payment_method_id: 'bolbradesco',
  transaction_amount: 100,
  date_of_expiration: dateOfExpiration,
  payer,
  ...overrides,
});

describe('the fake Mercado Pago refuses what Mercado Pago refuses', () => {
  it('boletos due outside 1 to 30 days from today (São Paulo)', async () => {
    expect((await call('/v1/payments', boleto('2026-03-10T23:59:59.000-03:00'))).status).toBe(400);
    expect((await call('/v1/payments', boleto('2026-03-11T23:59:59.000-03:00'))).status).toBe(201);
    expect((await call('/v1/payments', boleto('2026-04-09T23:59:59.000-03:00'))).status).toBe(201);
    expect((await call('/v1/payments', boleto('2026-04-10T23:59:59.000-03:00'))).status).toBe(400);
  });

  it('a boleto without the payer last name or address', async () => {
    const { last_name: _last, ...noLastName } = payer;
    expect(
      (await call('/v1/payments', boleto('2026-03-12T23:59:59.000-03:00', { payer: noLastName }))).status,
    ).toBe(400);
    const { address: _address, ...noAddress } = payer;
    expect(
      (await call('/v1/payments', boleto('2026-03-12T23:59:59.000-03:00', { payer: noAddress }))).status,
    ).toBe(400);
  });

  it('a card number in a payment, instead of a token', async () => {
    const answer = await call('/v1/payments', {
      payment_method_id: 'visa',
      transaction_amount: 100,
      card_number: '4235647728025682',
      security_code: '123',
      installments: 1,
      payer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/token/);
  });

  it('a card token made on a server with the access token, not the public key', async () => {
    expect((await token('4235647728025682', 'wrong-key')).status).toBe(401);
  });

  it('a token used twice, a brand that is not the card, and a missing issuer_id where the brand needs it', async () => {
    const master = (await token()).body.id as string;
    const card = { transaction_amount: 100, installments: 1, payer };
    const wrongBrand = await call('/v1/payments', { ...card, payment_method_id: 'visa', token: master });
    expect(wrongBrand.status).toBe(400);
    const second = (await token()).body.id as string;
    const noIssuer = await call('/v1/payments', { ...card, payment_method_id: 'master', token: second });
    expect(noIssuer.status).toBe(400);
    expect(noIssuer.body.message).toMatch(/issuer_id/);
    const third = (await token()).body.id as string;
    const paid = await call('/v1/payments', {
      ...card,
      payment_method_id: 'master',
      issuer_id: 24,
      token: third,
    });
    expect(paid.status).toBe(201);
    const reused = await call('/v1/payments', {
      ...card,
      payment_method_id: 'master',
      issuer_id: 24,
      token: third,
    });
    expect(reused.status).toBe(400);
  });

  it('installments Mercado Pago does not offer for the amount', async () => {
    const id = (await token('4235647728025682')).body.id as string;
    const answer = await call('/v1/payments', {
      payment_method_id: 'visa',
      token: id,
      transaction_amount: 20,
      installments: 12,
      payer,
    });
    expect(answer.status).toBe(400);
  });

  it('an idempotency key sent again with another body; the same body gets the first payment', async () => {
    const key = randomUUID();
    const pix = { payment_method_id: 'pix', transaction_amount: 10, payer };
    const first = await call('/v1/payments', pix, { 'x-idempotency-key': key });
    const again = await call('/v1/payments', pix, { 'x-idempotency-key': key });
    expect(again.body.id).toBe(first.body.id);
    const other = await call(
      '/v1/payments',
      { ...pix, transaction_amount: 11 },
      { 'x-idempotency-key': key },
    );
    expect(other.status).toBe(409);
  });

  it('prices installments on its installments endpoint, 1× without cost', async () => {
    const response = await fetch(
      `${fake.url}/v1/payment_methods/installments?public_key=${fake.publicKey}&amount=1000.00&bin=42356477&payment_type_id=credit_card`,
    );
    const [offer] = (await response.json()) as {
      payment_method_id: string;
      payer_costs: { installments: number; total_amount: number; installment_rate: number }[];
    }[];
    expect(offer?.payment_method_id).toBe('visa');
    expect(offer?.payer_costs[0]).toMatchObject({ installments: 1, total_amount: 1000, installment_rate: 0 });
    expect(offer?.payer_costs.at(-1)?.total_amount).toBeGreaterThan(1000);
  });
});
