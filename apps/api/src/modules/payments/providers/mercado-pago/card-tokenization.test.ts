import { createPaymentRequestSchema } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors.ts';
import type { Payer, PaymentProvider } from '../payment-provider.ts';
import { assertProviderAccepts, offersCards, providerExtras, tokenizedCardOf } from './card-tokenization.ts';
import { boletoPayerProblem } from './mercado-pago-payer.ts';

const payer: Payer = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  cpfOrCnpj: '52998224725',
  address: {
    street: 'Rua Goiás',
    number: '450',
    neighborhood: 'Centro',
    city: 'Uberlândia',
    stateInitials: 'MG',
    postCode: '38400027',
  },
};

const sandbox = { name: 'sandbox', isSandbox: true } as PaymentProvider;
const mercadoPago = {
  name: 'mercadopago',
  isSandbox: false,
  browserTokenization: { publicKey: 'TEST-key', scriptUrl: 'https://sdk.mercadopago.com/js/v2' },
  payerProblem: (method, who) => (method === 'BANK_SLIP' ? boletoPayerProblem(who) : null),
} as PaymentProvider;

const rawCard = createPaymentRequestSchema.parse({
  paymentType: 'CREDIT_CARD',
  card: { number: '4111 1111 1111 1111', holderName: 'MARIA', expiry: '12/39', cvv: '123', installments: 1 },
});
const tokenCard = createPaymentRequestSchema.parse({
  paymentType: 'CREDIT_CARD',
  tokenizedCard: {
    token: 'ff8080814c11e237014c1ff593b57b4d',
    paymentMethodId: 'master',
    issuerId: '24',
    installments: '3',
    payer: { email: 'maria@example.com', identification: { type: 'CPF', number: '529.982.247-25' } },
  },
});

const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('what a browser-tokenising provider takes', () => {
  it('takes a card only as a token with Mercado Pago, and only as a card with the sandbox', () => {
    expect(codeOf(() => assertProviderAccepts(mercadoPago, tokenCard, payer))).toBeNull();
    expect(codeOf(() => assertProviderAccepts(mercadoPago, rawCard, payer))).toBe('CARD_TOKEN_REQUIRED');
    expect(codeOf(() => assertProviderAccepts(sandbox, rawCard, payer))).toBeNull();
    expect(codeOf(() => assertProviderAccepts(sandbox, tokenCard, payer))).toBe('CARD_TOKEN_NOT_SUPPORTED');
  });

  it('offers no card without the public key MercadoPago.js needs', () => {
    const withoutKey = { ...mercadoPago, browserTokenization: { publicKey: undefined, scriptUrl: 'x' } };
    expect(offersCards(withoutKey)).toBe(false);
    expect(offersCards(mercadoPago)).toBe(true);
    expect(offersCards(sandbox)).toBe(true);
    expect(codeOf(() => assertProviderAccepts(withoutKey, tokenCard, payer))).toBe(
      'PAYMENT_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses a boleto or a monthly plan for a payer without last name, in Portuguese', () => {
    const madonna = { ...payer, name: 'Madonna' };
    for (const paymentType of ['BANK_SLIP', 'BANK_SLIP_MONTHLY'] as const) {
      const error = (() => {
        try {
          assertProviderAccepts(mercadoPago, { paymentType }, madonna);
        } catch (caught) {
          return caught as AppError;
        }
      })();
      expect(error).toMatchObject({ statusCode: 422, code: 'PAYER_INCOMPLETE' });
      expect(error?.message).toMatch(/nome e sobrenome/);
    }
    expect(codeOf(() => assertProviderAccepts(mercadoPago, { paymentType: 'PIX' }, madonna))).toBeNull();
    expect(codeOf(() => assertProviderAccepts(sandbox, { paymentType: 'BANK_SLIP' }, madonna))).toBeNull();
  });

  it('passes the token on as the port takes it, the document in digits', () => {
    expect(tokenizedCardOf(tokenCard)).toEqual({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      paymentMethodId: 'master',
      issuerId: '24',
      installments: 3,
      payerEmail: 'maria@example.com',
      identification: { type: 'CPF', number: '52998224725' },
    });
    expect(tokenizedCardOf(rawCard)).toBeNull();
  });

  it('refuses a request with both a card and a token, or a malformed token', () => {
    expect(
      createPaymentRequestSchema.safeParse({
        paymentType: 'CREDIT_CARD',
        card: { number: '4111111111111111', holderName: 'MARIA', expiry: '12/39', cvv: '123' },
        tokenizedCard: tokenCard.tokenizedCard,
      }).success,
    ).toBe(false);
    expect(
      createPaymentRequestSchema.safeParse({
        paymentType: 'CREDIT_CARD',
        tokenizedCard: { ...tokenCard.tokenizedCard, token: '4111 1111 1111 1111' },
      }).success,
    ).toBe(false);
  });

  it("records Mercado Pago's boleto page and a card's challenge, never its installment cost as ours", () => {
    expect(
      providerExtras({
        method: 'BANK_SLIP',
        providerChargeId: '1',
        boleto: { barcode: '1', digitableLine: '1', pdfUrl: 'https://mp.example/ticket' },
      }),
    ).toEqual({ bank_slip_pdf_url: 'https://mp.example/ticket' });
    expect(
      providerExtras({
        method: 'BANK_SLIP',
        providerChargeId: '1',
        boleto: { barcode: '1', digitableLine: '1', dueDate: '2026-03-11' },
      }),
    ).toEqual({ due_date: '2026-03-11' });
    expect(
      providerExtras({
        method: 'CREDIT_CARD',
        providerChargeId: '1',
        card: { brand: 'MASTERCARD', last4: '3311', totalCents: 207_180 },
        outcome: { authorized: false, challenge: { url: 'https://acs.example/3ds', creq: 'eyJ' } },
      }),
    ).toEqual({ card_challenge_url: 'https://acs.example/3ds', card_challenge_creq: 'eyJ' });
  });
});
