import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './cents.ts';
import { formatCount, formatDecimal, formatMoney, formatReais } from './format.ts';

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

// The browser's own formatter is the reference: the text must not change by no longer calling it.
const INTL_BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const INTL_INTEGER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const intlMoney = (cents: number) =>
  INTL_BRL.format(cents / 100)
    .replace(/[\u00A0\u202F]/g, ' ')
    .replace(/^-\s*R\$\s*/, '-R$ ');

describe('formatMoney and formatCount against Intl pt-BR', () => {
  it('write what Intl.NumberFormat writes, for any amount of cents and any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (value) => {
        expect(formatMoney(value)).toBe(intlMoney(value));
        expect(formatCount(value)).toBe(INTL_INTEGER.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('write decimals as Intl does, up to the digits asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        (thousandths, digits) => {
          const value = thousandths / 1000;
          const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits });
          expect(formatDecimal(value, digits)).toBe(intl.format(value).replace(/^-0$/, '0'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round a fraction the same way', () => {
    for (const value of [0.5, 1.5, 2.5, -0.5, -2.5, 999.5, 1234.4999, -1_000_000.5]) {
      expect(formatMoney(value)).toBe(intlMoney(roundHalfAwayFromZero(value)));
      expect(formatCount(value)).toBe(INTL_INTEGER.format(value));
    }
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
