import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates } from '../dates/iso-date.ts';
import { monthlyBankSlipSchedule } from './monthly-split.ts';

describe('monthlyBankSlipSchedule', () => {
  it('makes two equal boletos for 60 nights, the first due at once', () => {
    expect(
      monthlyBankSlipSchedule({
        totalCents: 600_000,
        startDate: '2026-03-10',
        endDate: '2026-05-09',
        today: '2026-03-01',
      }),
    ).toEqual([
      { installment: 1, dueDate: '2026-03-01', amountCents: 300_000 },
      { installment: 2, dueDate: '2026-04-09', amountCents: 300_000 },
    ]);
  });

  it('prorates 75 nights as 30/30/15 and adds up to the cent', () => {
    // 1.000.001 × 30/75 = 400.000,4 → 400.000; the last takes 1.000.001 − 800.000.
    const schedule = monthlyBankSlipSchedule({
      totalCents: 1_000_001,
      startDate: '2026-01-01',
      endDate: '2026-03-17',
      today: '2025-12-20',
    });
    expect(schedule).toEqual([
      { installment: 1, dueDate: '2025-12-20', amountCents: 400_000 },
      { installment: 2, dueDate: '2026-01-31', amountCents: 400_000 },
      { installment: 3, dueDate: '2026-03-02', amountCents: 200_001 },
    ]);
  });

  it('rounds a half cent away from zero', () => {
    // 1001 cents over 60 nights: 500.5 → 501, and the last takes the 500 left.
    expect(
      monthlyBankSlipSchedule({
        totalCents: 1001,
        startDate: '2026-01-01',
        endDate: '2026-03-02',
        today: '2026-01-01',
      }).map((charge) => charge.amountCents),
    ).toEqual([501, 500]);
  });

  it('makes a single boleto for a stay under 30 nights', () => {
    expect(
      monthlyBankSlipSchedule({
        totalCents: 9_999,
        startDate: '2026-01-01',
        endDate: '2026-01-11',
        today: '2026-01-01',
      }),
    ).toEqual([{ installment: 1, dueDate: '2026-01-01', amountCents: 9_999 }]);
  });

  it('never dates a boleto before today', () => {
    const schedule = monthlyBankSlipSchedule({
      totalCents: 900_000,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      today: '2026-02-15',
    });
    expect(schedule.map((charge) => charge.dueDate)).toEqual(['2026-02-15', '2026-02-15', '2026-03-02']);
  });

  it('refuses an empty stay, a non-positive total and a total too small to split', () => {
    const stay = { startDate: '2026-01-01', endDate: '2026-03-02', today: '2026-01-01' };
    expect(() => monthlyBankSlipSchedule({ ...stay, totalCents: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => monthlyBankSlipSchedule({ ...stay, totalCents: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => monthlyBankSlipSchedule({ ...stay, endDate: '2026-01-01', totalCents: 100 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INTERVAL' }),
    );
  });

  it('adds up to the total with positive amounts on non-decreasing dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: -60, max: 400 }),
        (nights, centsPerNight, todayOffset) => {
          const startDate = '2026-05-01';
          const today = addDays(startDate, todayOffset);
          const schedule = monthlyBankSlipSchedule({
            totalCents: nights * centsPerNight + (centsPerNight % 97),
            startDate,
            endDate: addDays(startDate, nights),
            today,
          });
          expect(schedule).toHaveLength(Math.ceil(nights / 30));
          expect(schedule.reduce((sum, charge) => sum + charge.amountCents, 0)).toBe(
            nights * centsPerNight + (centsPerNight % 97),
          );
          expect(schedule[0]!.dueDate).toBe(today);
          schedule.forEach((charge, index) => {
            expect(charge.installment).toBe(index + 1);
            expect(charge.amountCents).toBeGreaterThan(0);
            expect(compareIsoDates(charge.dueDate, today)).toBeGreaterThanOrEqual(0);
            if (index > 0)
              expect(compareIsoDates(charge.dueDate, schedule[index - 1]!.dueDate)).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});
