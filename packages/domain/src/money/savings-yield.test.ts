import { describe, expect, it } from 'vitest';
import {
  completedYieldPeriods,
  formatSavingsRate,
  savingsAnniversaryStart,
  yieldCents,
} from './savings-yield.ts';

describe('the caução’s poupança yield', () => {
  it('earns on the deposit’s monthly anniversary, and only for periods completed', () => {
    expect(completedYieldPeriods('2026-01-10', '2026-02-09')).toEqual([]);
    expect(completedYieldPeriods('2026-01-10', '2026-03-10')).toEqual([
      { period: 1, startsOn: '2026-01-10', endsOn: '2026-02-10', rateMonth: '2026-01' },
      { period: 2, startsOn: '2026-02-10', endsOn: '2026-03-10', rateMonth: '2026-02' },
    ]);
  });

  it('moves a deposit made after the 28th to the 1st of the next month', () => {
    expect(savingsAnniversaryStart('2026-01-28')).toBe('2026-01-28');
    expect(savingsAnniversaryStart('2026-01-29')).toBe('2026-02-01');
    expect(savingsAnniversaryStart('2026-12-31')).toBe('2027-01-01');
    expect(completedYieldPeriods('2026-12-31', '2027-02-01')).toEqual([
      { period: 1, startsOn: '2027-01-01', endsOn: '2027-02-01', rateMonth: '2027-01' },
    ]);
  });

  it('crosses years', () => {
    const periods = completedYieldPeriods('2026-11-15', '2027-02-15');
    expect(periods.map((each) => each.endsOn)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
  });

  it('truncates a month’s yield at the cent and formats the rate', () => {
    expect(yieldCents(300_000, 6_745)).toBe(2_023);
    expect(yieldCents(99, 6_745)).toBe(0);
    expect(formatSavingsRate(6_745)).toBe('0,6745 %');
  });
});
