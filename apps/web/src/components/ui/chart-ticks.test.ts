import { describe, expect, it } from 'vitest';
import { formatMoneyTick, formatPercentTick } from './chart-ticks';

describe('chart ticks', () => {
  it('write percentages without needless decimals', () => {
    expect(formatPercentTick(0.25)).toBe('25%');
    expect(formatPercentTick(0.025)).toBe('2,5%');
  });

  it('write money briefly', () => {
    expect(formatMoneyTick(0)).toBe('R$ 0');
    expect(formatMoneyTick(75_000)).toBe('R$ 750');
    expect(formatMoneyTick(20_000_000)).toBe('R$ 200 mil');
    expect(formatMoneyTick(150_000_000)).toBe('R$ 1,5 mi');
  });
});
