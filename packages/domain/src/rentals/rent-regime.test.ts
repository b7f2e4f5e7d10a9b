import { describe, expect, it } from 'vitest';
import { guaranteeGatesApproval, rentRegime, TEMPORADA_MAX_NIGHTS } from './rent-regime.ts';

describe('rentRegime', () => {
  it('lets a temporada lease (up to 90 nights) be paid up front, guarantee or not', () => {
    expect(TEMPORADA_MAX_NIGHTS).toBe(90);
    expect(rentRegime(1, null)).toBe('UP_FRONT');
    expect(rentRegime(90, null)).toBe('UP_FRONT');
    expect(rentRegime(90, 'CREDPAGO')).toBe('UP_FRONT');
  });

  it('bills a longer lease at most a month ahead without a guarantee, after each month with CredPago', () => {
    expect(rentRegime(91, null)).toBe('MONTH_AHEAD');
    expect(rentRegime(365, 'CREDPAGO')).toBe('POST_PAID');
    // Neither is a real guarantee yet: billed as without one (which the law also allows).
    expect(rentRegime(120, 'SECURITY_DEPOSIT')).toBe('MONTH_AHEAD');
    expect(rentRegime(120, 'GUARANTOR')).toBe('MONTH_AHEAD');
  });

  it('makes approval wait for an analysed guarantee only', () => {
    expect(guaranteeGatesApproval('CREDPAGO')).toBe(true);
    expect(guaranteeGatesApproval('GUARANTOR')).toBe(false);
    expect(guaranteeGatesApproval(null)).toBe(false);
  });
});
