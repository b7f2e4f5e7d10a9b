import { describe, expect, it } from 'vitest';
import { type LedgerEntry, type LedgerLine, statementEntry, statementTotals } from './statement-totals.ts';

// The statement's figures from entries as the posting rules write them (decision 0020), including the
// movements no flow of the API makes yet: a refund made in the provider's panel, money received that
// was not owed, a chargeback, and the deposit's.

let next = 0;
function entry(kind: LedgerEntry['kind'], ...lines: [LedgerLine['account'], number, number][]): LedgerEntry {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    at: new Date(Date.UTC(2031, 0, next)),
    kind,
    description: kind,
    paymentId: null,
    lines: lines.map(([account, debitCents, creditCents]) => ({ account, debitCents, creditCents })),
  };
}

function expectRule(entries: LedgerEntry[]) {
  const totals = statementTotals(entries);
  expect(totals.receivedCents - totals.refundedCents + totals.outstandingCents).toBe(totals.contractedCents);
  return totals;
}

describe('statement totals', () => {
  const charge = entry('CHARGE', ['1.1.1', 50_000, 0], ['3.1.1', 0, 50_000]);
  const paid = entry('PAYMENT', ['1.1.2', 50_000, 0], ['1.1.1', 0, 50_000]);

  it('counts a refund made in the provider’s panel as given back and the stay as costing less', () => {
    const panel = entry('REFUND', ['3.1.1', 20_000, 0], ['1.1.2', 0, 20_000]);
    expect(expectRule([charge, paid, panel])).toMatchObject({
      contractedCents: 30_000,
      receivedCents: 50_000,
      refundedCents: 20_000,
      outstandingCents: 0,
    });
  });

  it('counts a refund owed once, whether or not the provider has delivered it yet', () => {
    const owed = entry('REFUND', ['3.1.1', 20_000, 0], ['2.1.1', 0, 20_000]);
    const delivered = entry('REFUND', ['2.1.1', 20_000, 0], ['1.1.2', 0, 20_000]);
    expect(expectRule([charge, paid, owed]).refundedCents).toBe(20_000);
    expect(expectRule([charge, paid, owed, delivered])).toMatchObject({
      contractedCents: 30_000,
      refundedCents: 20_000,
    });
  });

  it('counts money received that was not owed as received and owed back, not as revenue', () => {
    const twice = entry('PAYMENT', ['1.1.2', 50_000, 0], ['2.1.1', 0, 50_000]);
    expect(expectRule([charge, paid, twice])).toMatchObject({
      contractedCents: 50_000,
      receivedCents: 100_000,
      refundedCents: 50_000,
      outstandingCents: 0,
    });
  });

  it('takes a chargeback out of what was received and counts it as owed again', () => {
    const chargeback = entry('CHARGEBACK', ['1.1.3', 50_000, 0], ['1.1.2', 0, 50_000]);
    expect(expectRule([charge, paid, chargeback])).toMatchObject({
      contractedCents: 50_000,
      receivedCents: 0,
      outstandingCents: 50_000,
    });
  });

  it('gives the deposit’s figures from its account by kind', () => {
    const totals = statementTotals([
      entry('DEPOSIT', ['1.1.2', 90_000, 0], ['2.1.2', 0, 90_000]),
      entry('DEPOSIT_YIELD', ['1.1.2', 512, 0], ['2.1.2', 0, 512]),
      entry('DEPOSIT_DEDUCTION', ['2.1.2', 10_000, 0], ['3.1.2', 0, 10_000]),
      entry('DEPOSIT_RETURN', ['2.1.2', 80_512, 0], ['1.1.2', 0, 80_512]),
    ]);
    expect(totals.deposit).toEqual({
      heldCents: 90_000,
      yieldCents: 512,
      deductedCents: 10_000,
      returnedCents: 80_512,
    });
  });

  it('gives each entry its amount, positive, whatever its direction', () => {
    const card = entry('PAYMENT', ['1.1.2', 52_000, 0], ['1.1.1', 0, 50_000], ['3.1.3', 0, 2_000]);
    expect(statementEntry({ ...card, paymentId: 'p' })).toMatchObject({
      kind: 'PAYMENT',
      amountCents: 52_000,
      paymentId: 'p',
    });
    expect(statementEntry(charge)).not.toHaveProperty('paymentId');
  });
});
