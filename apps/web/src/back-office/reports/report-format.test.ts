import { describe, expect, it } from 'vitest';
import { formatMoneyTick, formatPercent, formatPercentTick, nightsSoldText } from './report-format';

describe('report formatting', () => {
  it('writes ratios as Brazilian percentages', () => {
    expect(formatPercent(0.4567)).toBe('45,7%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(1)).toBe('100,0%');
    expect(formatPercentTick(0.25)).toBe('25%');
    expect(formatPercentTick(0.025)).toBe('2,5%');
  });

  it('writes money ticks briefly', () => {
    expect(formatMoneyTick(0)).toBe('R$ 0');
    expect(formatMoneyTick(75_000)).toBe('R$ 750');
    expect(formatMoneyTick(20_000_000)).toBe('R$ 200 mil');
    expect(formatMoneyTick(150_000_000)).toBe('R$ 1,5 mi');
  });

  it('counts nights with the thousands dot', () => {
    expect(nightsSoldText(23, 3180)).toBe('23 de 3.180 noites');
  });
});
