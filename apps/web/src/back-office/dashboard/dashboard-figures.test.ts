import { describe, expect, it } from 'vitest';
import { formatPercent, nightsSoldText } from './dashboard-figures';

describe('the dashboard’s figures', () => {
  it('writes ratios as Brazilian percentages', () => {
    expect(formatPercent(0.7254)).toBe('72,5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('counts the nights sold and available, singular and plural', () => {
    expect(nightsSoldText(1, 1)).toBe('1 noite vendida de 1 disponível');
    expect(nightsSoldText(1234, 3180)).toBe('1.234 noites vendidas de 3.180 disponíveis');
  });
});
