import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import { addDays, compareIsoDates, type IsoDate, toDayNumber } from '../dates/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { divideRounded } from '../money/cents.ts';
import type { ScheduledCharge } from '../schemas/payments.ts';

export interface MonthlyBankSlipInput {
  totalCents: number;
  /** The stay's first night and its check-out day. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** The customer's calendar date (Brasília) when the schedule is made. */
  today: IsoDate;
}

/**
 * A long stay paid by one boleto per 30-night period: the last period takes the nights left over. Each
 * boleto is the total prorated by its nights (rounded half away from zero), the last one taking what
 * rounding left so that they add up to the cent. The first is due at once; each later one on the first
 * night of its period, or today when that night is already past.
 */
export function monthlyBankSlipSchedule(input: MonthlyBankSlipInput): ScheduledCharge[] {
  const nights = toDayNumber(input.endDate) - toDayNumber(input.startDate);
  if (nights < 1) throw new DomainError('INVALID_INTERVAL', 'A saída deve ser depois da entrada.');
  if (!Number.isSafeInteger(input.totalCents) || input.totalCents < 1) {
    throw new DomainError('INVALID_AMOUNT', 'Valor inválido.');
  }
  const count = Math.ceil(nights / LONG_PERIOD_NIGHTS);
  const schedule: ScheduledCharge[] = [];
  let scheduledCents = 0;
  for (let installment = 1; installment <= count; installment += 1) {
    const periodNights = Math.min(LONG_PERIOD_NIGHTS, nights - LONG_PERIOD_NIGHTS * (installment - 1));
    const amountCents =
      installment === count
        ? input.totalCents - scheduledCents
        : Number(divideRounded(BigInt(input.totalCents) * BigInt(periodNights), BigInt(nights)));
    // Only a total of a few cents over many months could round a boleto down to nothing.
    if (amountCents < 1) {
      throw new DomainError('INVALID_AMOUNT', 'Valor baixo demais para ser dividido em boletos mensais.');
    }
    const periodStart = addDays(input.startDate, LONG_PERIOD_NIGHTS * (installment - 1));
    const dueDate =
      installment === 1 || compareIsoDates(periodStart, input.today) < 0 ? input.today : periodStart;
    schedule.push({ installment, dueDate, amountCents });
    scheduledCents += amountCents;
  }
  return schedule;
}
