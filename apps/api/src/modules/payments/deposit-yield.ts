import {
  completedYieldPeriods,
  formatBrDate,
  formatSavingsRate,
  todayIso,
  type YieldPeriod,
  yieldCents,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { postJournalEntry } from '../ledger/journal.ts';
import {
  findDepositYields,
  findSavingsRate,
  insertDepositYield,
  isDepositSettled,
} from './deposit-yield-repository.ts';
import { heldDeposit } from './held-deposit.ts';
import { lockRentalPayments } from './repository.ts';

// The caução's poupança yield (art. 38 § 2; decision 0024): each month a caução completes while held is
// credited to the customer at the official rate of the month it started in (savings_rates), compounding,
// as DEPOSIT_YIELD: Dr 4.1.1 (our expense) · Cr 2.1.2 (held for the customer). In the caller's transaction,
// under the rental's lock (the caller's) and then its payments', the money path's one lock order.

export interface YieldCredited {
  /** All the yield the caução has earned so far, this call's included. */
  totalCents: number;
  /** The first month whose official rate is not kept yet: the yield waits for it. */
  missingMonth?: string;
}

/** The periods the held caução completed by `now` and not yet credited. */
function duePeriods(deposit: PaymentRow, credited: number, now: Date): YieldPeriod[] {
  if (!deposit.paid_at) return [];
  return completedYieldPeriods(todayIso(deposit.paid_at), todayIso(now)).filter(
    (each) => each.period > credited,
  );
}

/** Credits what the rental's caução held has earned up to `now`; nothing when none is held. */
export async function creditDepositYield(trx: Executor, rentalId: string, now: Date): Promise<YieldCredited> {
  const payments = await lockRentalPayments(trx, rentalId);
  const deposit = heldDeposit(payments);
  const credited = await findDepositYields(trx, rentalId);
  let totalCents = credited.reduce((sum, each) => sum + each.yield_cents, 0);
  if (!deposit || (await isDepositSettled(trx, rentalId))) return { totalCents };
  for (const period of duePeriods(deposit, credited.length, now)) {
    const rate = await findSavingsRate(trx, period.rateMonth);
    if (!rate) return { totalCents, missingMonth: period.rateMonth };
    const base = deposit.amount_cents + totalCents;
    const earned = yieldCents(base, rate.rate_per_million);
    await insertDepositYield(trx, {
      rental_id: rentalId,
      period: period.period,
      payment_id: deposit.id,
      starts_on: period.startsOn,
      ends_on: period.endsOn,
      base_cents: base,
      rate_per_million: rate.rate_per_million,
      yield_cents: earned,
      credited_at: now,
    });
    await postJournalEntry(trx, {
      at: now,
      kind: 'DEPOSIT_YIELD',
      description:
        `Rendimento da poupança da caução de ${formatBrDate(period.startsOn)} a ${formatBrDate(period.endsOn)} ` +
        `(${formatSavingsRate(rate.rate_per_million)})`,
      rentalId,
      paymentId: deposit.id,
      sourceKey: `deposit-yield:${rentalId}:${period.period}`,
      lines: [
        { account: '4.1.1', debitCents: earned },
        { account: '2.1.2', creditCents: earned },
      ],
    });
    totalCents += earned;
  }
  return { totalCents };
}

/** The yield credited to the rental's caução so far (a read, without locks). */
export async function depositYieldCents(db: Executor, rentalId: string): Promise<number> {
  const credited = await findDepositYields(db, rentalId);
  return credited.reduce((sum, each) => sum + each.yield_cents, 0);
}
