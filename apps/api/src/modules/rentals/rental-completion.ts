import { addDays, CHECK_OUT_TIME, formatBrDateTime, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../lib/clock.ts';
import { finishPastRentals } from './repository.ts';

/** The last check-out day already behind us: today once it is past the check-out time in Brasília. */
export function lastCheckOutPassed(now: Date): string {
  const today = todayIso(now);
  // 'dd/MM/yyyy HH:mm' in Brasília: the clock's 'HH:mm' compares with CHECK_OUT_TIME as text.
  const clock = formatBrDateTime(now, { seconds: false }).slice(11);
  return clock >= CHECK_OUT_TIME ? today : addDays(today, -1);
}

/**
 * The stays past their check-out that must not finish yet, asked of the module that knows (the
 * extensions' rentalsAwaitingExtensionBoleto): rentals does not import the extensions built on it.
 */
export type KeptRentals = (db: Executor, lastCheckOut: string, now: Date) => Promise<string[]>;

/**
 * One sweep: paid stays (RENTED, or DEFAULTER) whose check-out time has passed become FINISHED — but
 * not one `kept` names, whose extension's boleto may still clear before the extension's end (decision 0015).
 */
export async function finishRentals(db: Executor, clock: Clock, kept: KeptRentals): Promise<string[]> {
  const now = clock.now();
  const lastCheckOut = lastCheckOutPassed(now);
  const keptIds = await kept(db, lastCheckOut, now);
  return finishPastRentals(db, lastCheckOut, now, keptIds);
}
