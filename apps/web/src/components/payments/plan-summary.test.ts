import { describe, expect, it } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { paymentJson } from '@/test/test-rental';
import { planSummary } from './plan-summary';

describe('planSummary', () => {
  it('counts the paid months and names the next due date, scheduled or issued', () => {
    const month = (number: number, status: 'PAID' | 'PENDING' | 'SCHEDULED', dueDate: string) =>
      paymentJson({
        id: `m${number}`,
        paymentType: 'BANK_SLIP_MONTHLY',
        installment: { number, count: 3 },
        status,
        dueDate,
      });
    const plan = reviveDates([
      month(1, 'PAID', '2026-03-01'),
      month(2, 'SCHEDULED', '2026-04-01'),
      month(3, 'SCHEDULED', '2026-05-01'),
    ]);
    expect(planSummary(plan)).toEqual({
      paid: 'Boletos pagos: 1 de 3',
      next: 'Próximo: 01/04/2026 (agendado)',
    });
    const issued = reviveDates([month(1, 'PAID', '2026-03-01'), month(2, 'PENDING', '2026-04-01')]);
    expect(planSummary(issued).next).toBe('Próximo: 01/04/2026');
    expect(planSummary(reviveDates([month(1, 'PAID', '2026-03-01')])).next).toBeNull();
  });
});
