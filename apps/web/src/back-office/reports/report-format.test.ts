import { describe, expect, it } from 'vitest';
import { formatPercent, nightsSoldText } from './report-format';

describe('report formatting', () => {
  it('writes ratios as Brazilian percentages', () => {
    expect(formatPercent(0.4567)).toBe('45,7%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(1)).toBe('100,0%');
  });

  it('counts nights with the thousands dot', () => {
    expect(nightsSoldText(23, 3180)).toBe('23 de 3.180 noites');
  });
});
