import { addDays, CHECK_OUT_TIME, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../lib/clock.ts';
import { finishPastStays } from './repository.ts';

const brasiliaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The last check-out day already behind us: today once it is past the check-out time in Brasília. */
export function lastCheckOutPassed(now: Date): string {
  const today = todayIso(now);
  return brasiliaTime.format(now) >= CHECK_OUT_TIME ? today : addDays(today, -1);
}

/** One sweep: paid stays (RENTED, or DEFAULTER) whose check-out time has passed become FINISHED. */
export function finishStays(db: Executor, clock: Clock): Promise<string[]> {
  const now = clock.now();
  return finishPastStays(db, lastCheckOutPassed(now), now);
}
