import { daysInMonth, type IsoDate, toIsoDate } from '../dates/iso-date.ts';

// The caução's poupança yield (Lei 8.245/1991, art. 38 § 2: the caução is deposited in a savings account and
// its yield belongs to the tenant). A savings deposit earns on its monthly anniversary: a deposit made on the
// 29th, 30th or 31st has its anniversary on the 1st of the next month (Banco Central's rule for poupança);
// nothing is earned for a period not completed. Each period earns the official monthly rate of the month it
// starts in, on what was held (the caução and the yield already credited), truncated at the cent as a bank
// credits it.

export interface YieldPeriod {
  /** 1 for the first month after the deposit. */
  period: number;
  startsOn: IsoDate;
  /** The anniversary the period is credited on (the next period starts that day). */
  endsOn: IsoDate;
  /** The month whose official rate the period earns ('YYYY-MM'). */
  rateMonth: string;
}

function parts(date: IsoDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The same day `months` later (poupança's anniversaries never fall past the 28th). */
function monthsLater(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const next = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return toIsoDate(next, nextMonth, Math.min(day, daysInMonth(next, nextMonth)));
}

/** The first anniversary's day of month: the deposit's own, or the 1st of the next month after the 28th. */
export function savingsAnniversaryStart(depositedOn: IsoDate): IsoDate {
  const [year, month, day] = parts(depositedOn);
  if (day <= 28) return depositedOn;
  return monthsLater(toIsoDate(year, month, 1), 1);
}

/** The periods a deposit made on `depositedOn` completed by `until` (inclusive), oldest first. */
export function completedYieldPeriods(depositedOn: IsoDate, until: IsoDate): YieldPeriod[] {
  const start = savingsAnniversaryStart(depositedOn);
  const periods: YieldPeriod[] = [];
  for (let period = 1; ; period += 1) {
    const startsOn = monthsLater(start, period - 1);
    const endsOn = monthsLater(start, period);
    if (endsOn > until) return periods;
    periods.push({ period, startsOn, endsOn, rateMonth: startsOn.slice(0, 7) });
  }
}

/** A month's yield on `baseCents` at `ratePerMillion` (0.6745 % = 6745), truncated at the cent. */
export function yieldCents(baseCents: number, ratePerMillion: number): number {
  return Math.floor((baseCents * ratePerMillion) / 1_000_000);
}

/** '0,6745 %' for 6745 per million. */
export function formatSavingsRate(ratePerMillion: number): string {
  return `${(ratePerMillion / 10_000).toLocaleString('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} %`;
}
