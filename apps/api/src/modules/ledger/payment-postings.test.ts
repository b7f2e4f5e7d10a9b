import { describe, expect, it } from 'vitest';
import type { PaymentRefundRow, PaymentRow } from '../../db/schema.ts';
import type { NewJournalEntry } from './journal.ts';
import {
  chargeIssuedEntry,
  paymentChangeEntries,
  refundDeliveredEntry,
  refundRecordedEntry,
} from './payment-postings.ts';

// What each change of a payment or a refund posts (decision 0020), line by line.

const AT = new Date('2027-01-11T15:00:00Z');

function payment(changes: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 'p1',
    rental_id: 'r1',
    status: 'PENDING',
    amount_cents: 100_000,
    card_total_cents: null,
    installment: 2,
    installment_count: 3,
    extension_id: null,
    payment_type: 'BANK_SLIP_MONTHLY',
    paid_via: null,
    expires_at: null,
    ...changes,
  } as PaymentRow;
}

const lines = (entry: NewJournalEntry | undefined) =>
  entry?.lines.filter((line) => (line.debitCents ?? 0) > 0 || (line.creditCents ?? 0) > 0);

describe('the postings of a payment', () => {
  it('a charge issued or scheduled is owed; a voided one posts nothing', () => {
    const entry = chargeIssuedEntry(payment({ status: 'SCHEDULED' }), AT);
    expect(entry).toMatchObject({
      kind: 'CHARGE',
      description: 'Aluguel — parcela 2/3',
      sourceKey: 'payment:p1:charge',
    });
    expect(lines(entry)).toEqual([
      { account: '1.1.1', debitCents: 100_000 },
      { account: '3.1.1', creditCents: 100_000 },
    ]);
    expect(chargeIssuedEntry(payment({ status: 'EXPIRED' }), AT)).toBeUndefined();
  });

  it('money received settles the charge, a card’s interest is its own revenue', () => {
    const [entry, ...rest] = paymentChangeEntries(
      { status: 'PENDING', amount_cents: 100_000 },
      payment({
        status: 'PAID',
        payment_type: 'CREDIT_CARD',
        card_total_cents: 104_500,
        paid_via: 'WEBHOOK',
      }),
      AT,
      'k',
    );
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ kind: 'PAYMENT', sourceKey: 'payment:p1:paid' });
    expect(entry!.description).toBe('Pagamento recebido por cartão de crédito: Aluguel — parcela 2/3');
    expect(lines(entry)).toEqual([
      { account: '1.1.2', debitCents: 104_500 },
      { account: '1.1.1', creditCents: 100_000 },
      { account: '3.1.3', creditCents: 4_500 },
    ]);
  });

  it('a code voided before and credited in place of its twin is revenue again', () => {
    const [entry] = paymentChangeEntries(
      { status: 'EXPIRED', amount_cents: 100_000 },
      payment({ status: 'PAID', payment_type: 'PIX', paid_via: 'MANUAL' }),
      AT,
      'k',
    );
    expect(entry!.description).toBe('Pagamento confirmado pela equipe: Aluguel — parcela 2/3');
    expect(lines(entry)).toEqual([
      { account: '1.1.2', debitCents: 100_000 },
      { account: '3.1.1', creditCents: 100_000 },
    ]);
  });

  it('a void takes the charge back; an expired Pix says so', () => {
    const [entry] = paymentChangeEntries(
      { status: 'PENDING', amount_cents: 100_000 },
      payment({ status: 'EXPIRED', payment_type: 'PIX', installment_count: 1, expires_at: AT }),
      AT,
      'k',
    );
    expect(entry).toMatchObject({
      kind: 'CREDIT',
      description: 'Cobrança cancelada: Pix expirado',
      sourceKey: 'payment:p1:void',
    });
    expect(lines(entry)).toEqual([
      { account: '3.1.1', debitCents: 100_000 },
      { account: '1.1.1', creditCents: 100_000 },
    ]);
    // Money not owed given back straight from an open charge: the charge is voided too.
    const [given] = paymentChangeEntries(
      { status: 'PENDING', amount_cents: 100_000 },
      payment({ status: 'REFUND_PENDING' }),
      AT,
      'k',
    );
    expect(given?.sourceKey).toBe('payment:p1:void');
    // Paid to refund pending, refunded, or a dead charge changed: nothing (the refund posts its own).
    for (const [from, to] of [
      ['PAID', 'REFUND_PENDING'],
      ['REFUND_PENDING', 'REFUNDED'],
      ['EXPIRED', 'REFUND_PENDING'],
      ['PENDING', 'PENDING'],
    ] as const)
      expect(
        paymentChangeEntries(
          { status: from, amount_cents: 1 },
          payment({ status: to, amount_cents: 1 }),
          AT,
          'k',
        ),
      ).toEqual([]);
  });

  it('an open charge re-priced posts the difference, each time under a key of its own', () => {
    const [lower] = paymentChangeEntries(
      { status: 'SCHEDULED', amount_cents: 100_000 },
      payment({ status: 'SCHEDULED', amount_cents: 60_000 }),
      AT,
      'a',
    );
    expect(lower).toMatchObject({ kind: 'CREDIT', sourceKey: 'payment:p1:amount:100000-60000:a' });
    expect(lower!.description).toContain('de R$');
    expect(lines(lower)).toEqual([
      { account: '3.1.1', debitCents: 40_000 },
      { account: '1.1.1', creditCents: 40_000 },
    ]);
    const [higher] = paymentChangeEntries(
      { status: 'SCHEDULED', amount_cents: 60_000 },
      payment({ status: 'PENDING', amount_cents: 70_000 }),
      AT,
      'b',
    );
    expect(higher?.kind).toBe('CHARGE');
    expect(lines(higher)).toEqual([
      { account: '1.1.1', debitCents: 10_000 },
      { account: '3.1.1', creditCents: 10_000 },
    ]);
  });
});

describe('the postings of a refund', () => {
  const refund = (changes: Partial<PaymentRefundRow> = {}) =>
    ({
      id: 'f1',
      rental_id: 'r1',
      payment_id: 'p1',
      amount_cents: 104_500,
      settles_payment: true,
      requested_at: AT,
      status: 'PENDING',
      ...changes,
    }) as PaymentRefundRow;

  it('of a paid payment reduces the billing, its interest first out of the interest', () => {
    const paid = payment({
      status: 'PAID',
      card_total_cents: 104_500,
      extension_id: 'e1',
      installment_count: 1,
    });
    const entry = refundRecordedEntry(refund(), paid);
    expect(entry).toMatchObject({ kind: 'REFUND', sourceKey: 'refund:f1:owed', refundId: 'f1' });
    expect(entry.description).toBe('Estorno a devolver: Prorrogação');
    expect(lines(entry)).toEqual([
      { account: '3.1.1', debitCents: 100_000 },
      { account: '3.1.3', debitCents: 4_500 },
      { account: '2.1.1', creditCents: 104_500 },
    ]);
    // Part of the stay's value: rent only.
    expect(lines(refundRecordedEntry(refund({ amount_cents: 30_000 }), paid))).toEqual([
      { account: '3.1.1', debitCents: 30_000 },
      { account: '2.1.1', creditCents: 30_000 },
    ]);
  });

  it('of money not owed (a second payment, a voided charge) receives it and owes it back', () => {
    for (const [status, settles] of [
      ['PAID', false],
      ['EXPIRED', true],
      ['PENDING', false],
    ] as const) {
      const entry = refundRecordedEntry(refund({ settles_payment: settles }), payment({ status }));
      expect(entry).toMatchObject({ kind: 'PAYMENT', sourceKey: 'refund:f1:received' });
      expect(lines(entry)).toEqual([
        { account: '1.1.2', debitCents: 104_500 },
        { account: '2.1.1', creditCents: 104_500 },
      ]);
    }
  });

  it('given back, by the provider or by staff, is no longer owed', () => {
    expect(refundDeliveredEntry(refund({ status: 'PENDING' }), AT)).toBeUndefined();
    expect(refundDeliveredEntry(refund({ status: 'REFUSED' }), AT)).toBeUndefined();
    const entry = refundDeliveredEntry(refund({ status: 'SETTLED' }), AT);
    expect(entry).toMatchObject({
      kind: 'REFUND',
      description: 'Estorno devolvido pela equipe',
      sourceKey: 'refund:f1:delivered',
    });
    expect(lines(entry)).toEqual([
      { account: '2.1.1', debitCents: 104_500 },
      { account: '1.1.2', creditCents: 104_500 },
    ]);
  });
});
