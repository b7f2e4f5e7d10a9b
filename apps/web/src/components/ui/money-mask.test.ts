import { describe, expect, it } from 'vitest';
import { maskMoney, moneyTextToCents, reaisToMoneyText } from './money-mask';

describe('maskMoney', () => {
  it('reads the last two digits as centavos while typing', () => {
    expect(maskMoney('1')).toBe('R$ 0,01');
    expect(maskMoney('150')).toBe('R$ 1,50');
    expect(maskMoney('15050')).toBe('R$ 150,50');
    expect(maskMoney('123456789')).toBe('R$ 1.234.567,89');
  });

  it('ignores separators the user types and is stable on its own output', () => {
    expect(maskMoney('150.50')).toBe('R$ 150,50');
    expect(maskMoney('R$ 1.234,56')).toBe('R$ 1.234,56');
    expect(maskMoney(maskMoney('98765'))).toBe('R$ 987,65');
  });

  it('empties the field when no digit other than zeros is left', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('R$ 0,0')).toBe('');
    expect(maskMoney('R$ ')).toBe('');
  });

  it('stops at R$ 999.999.999,99', () => {
    expect(maskMoney('9999999999999')).toBe('R$ 999.999.999,99');
  });
});

describe('moneyTextToCents / reaisToMoneyText', () => {
  it('converts both ways without losing a cent', () => {
    expect(moneyTextToCents('R$ 1.234,56')).toBe(123_456);
    expect(moneyTextToCents('')).toBeNull();
    expect(reaisToMoneyText(189.9)).toBe('R$ 189,90');
    expect(reaisToMoneyText(0.29)).toBe('R$ 0,29');
    expect(reaisToMoneyText(null)).toBe('');
    expect(moneyTextToCents(reaisToMoneyText(4990))).toBe(499_000);
  });
});
