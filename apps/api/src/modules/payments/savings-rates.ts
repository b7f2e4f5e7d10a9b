import {
  completedYieldPeriods,
  formatSavingsRate,
  type PutSavingsRateRequest,
  SAVINGS_RATE_SOURCE_LABELS,
  type SavingsRate,
  type SavingsRatesResponse,
  todayIso,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, SavingsRateRow } from '../../db/schema.ts';
import { lockRental } from '../rentals/queries.ts';
import { creditDepositYield } from './deposit-yield.ts';
import {
  findDepositYields,
  findHeldDeposits,
  findKeptRateMonths,
  findSavingsRate,
  findSavingsRates,
  upsertSavingsRate,
} from './deposit-yield-repository.ts';

// The official poupança rates (staff's 'Taxas da poupança') and the periodic round that credits each caução
// held the months it completed (decision 0024).

/** Rentals holding a caução whose missing rates are looked for. */
const ROUND_LIMIT = 500;
/** Cauções held the yield round looks at (one cheap query; a transaction only for a month due). */
const HELD_LIMIT = 10_000;

function toSavingsRate(row: SavingsRateRow): SavingsRate {
  return {
    month: row.month.slice(0, 7),
    ratePerMillion: row.rate_per_million,
    rateLabel: formatSavingsRate(row.rate_per_million),
    source: row.source,
    sourceLabel: SAVINGS_RATE_SOURCE_LABELS[row.source],
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The months the cauções held need a rate for and none is kept, oldest first. */
async function missingMonths(db: Executor, now: Date): Promise<string[]> {
  const needed = new Set<string>();
  for (const held of await findHeldDeposits(db, ROUND_LIMIT)) {
    if (!held.paid_at) continue;
    for (const period of completedYieldPeriods(todayIso(held.paid_at), todayIso(now)))
      if (period.period > held.credited) needed.add(period.rateMonth);
  }
  const kept = await findKeptRateMonths(db, [...needed]);
  return [...needed].filter((month) => !kept.has(month)).sort();
}

export async function listSavingsRates(db: Executor, now: Date): Promise<SavingsRatesResponse> {
  const rows = await findSavingsRates(db, 120);
  return { items: rows.map(toSavingsRate), missingMonths: await missingMonths(db, now) };
}

/** Staff enter (or correct) a month's rate; it is never replaced by Banco Central's after. */
export async function saveSavingsRate(
  db: Executor,
  month: string,
  request: PutSavingsRateRequest,
  by: { email: string },
  now: Date,
): Promise<SavingsRate> {
  const ratePerMillion = Math.round(request.ratePercent * 10_000);
  await upsertSavingsRate(db, { month, ratePerMillion, source: 'STAFF', by: by.email, at: now });
  const row = await findSavingsRate(db, month);
  if (!row) throw new Error(`savings rate ${month} not kept`);
  return toSavingsRate(row);
}

/** Rates fetched from Banco Central: kept unless staff entered that month's. */
export async function keepOfficialRates(
  db: Executor,
  rates: readonly { month: string; ratePerMillion: number }[],
  now: Date,
): Promise<number> {
  let kept = 0;
  for (const rate of rates)
    if (await upsertSavingsRate(db, { ...rate, source: 'BCB', by: null, at: now })) kept += 1;
  return kept;
}

/**
 * The periodic round: each caução held is credited the months it completed, one rental per transaction,
 * the rental's lock first. Answers the rentals credited something.
 */
export async function creditDueDepositYields(db: Kysely<Database>, now: Date): Promise<string[]> {
  const credited: string[] = [];
  const today = todayIso(now);
  for (const held of await findHeldDeposits(db, HELD_LIMIT)) {
    // Only a caução with a month completed and not yet credited opens a transaction.
    if (!held.paid_at || completedYieldPeriods(todayIso(held.paid_at), today).length <= held.credited)
      continue;
    const after = await db.transaction().execute(async (trx) => {
      await lockRental(trx, held.rental_id);
      await creditDepositYield(trx, held.rental_id, now);
      return findDepositYields(trx, held.rental_id);
    });
    if (after.length > held.credited) credited.push(held.rental_id);
  }
  return credited;
}
