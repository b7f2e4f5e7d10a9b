import { addDays, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimOccupantsReminders } from './repository.ts';

/** The guests are asked for this many days before check-in, when nobody is registered yet. */
export const OCCUPANTS_REMINDER_DAYS = 3;

/**
 * One sweep: paid stays checking in within OCCUPANTS_REMINDER_DAYS (Brasília) with nobody registered,
 * each claimed once across every server (the claim marks it in the same statement).
 */
export function claimStaysMissingOccupants(db: Executor, clock: Clock): Promise<RentalRow[]> {
  const now = clock.now();
  const today = todayIso(now);
  return claimOccupantsReminders(db, { from: today, until: addDays(today, OCCUPANTS_REMINDER_DAYS), now });
}
