import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatReais } from './format.ts';

describe('formatMoney', () => {
  it("writes 'R$ 1.234,56' with a plain space", () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100)).toBe('R$ 1,00');
    expect(formatMoney(100_000_000)).toBe('R$ 1.000.000,00');
  });

  it('puts the minus sign before the currency', () => {
    expect(formatMoney(-123456)).toBe('-R$ 1.234,56');
  });

  it('rounds a fraction of a cent half away from zero', () => {
    expect(formatMoney(10.5)).toBe('R$ 0,11');
  });

  it('never contains a no-break space and always reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (cents) => {
        const text = formatMoney(cents);
        return /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/.test(text) && Number(text.replace(/\D/g, '')) === cents;
      }),
    );
  });
});

describe('formatReais', () => {
  it('formats a decimal amount of reais', () => {
    expect(formatReais(1234.56)).toBe('R$ 1.234,56');
    expect(formatReais(3000)).toBe('R$ 3.000,00');
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(1500)).toBe('1.500');
    expect(formatCount(45)).toBe('45');
  });
});
