import { type RentalStatus, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalRow } from '../../db/schema.ts';
import { boletoDueSince } from '../../lib/bank-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { cancelExpiredHolds, claimHoldReminders } from './repository.ts';

export const HOLD_EXPIRED_DETAILS = 'Prazo de pagamento expirado';
/** Approved and not yet paid: the nights are held for the customer, but only for HOLD_HOURS. */
export const UNPAID_HOLD_STATUSES: readonly RentalStatus[] = ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];
/** Bank days a boleto paid on its due date may take to be reported to us (bank clearing). */
export const BOLETO_CLEARING_DAYS = 3;

const HOUR = 3_600_000;

/**
 * One sweep: cancels every hold approved more than `holdHours` ago and still unpaid, and returns
 * their ids. A rental whose boleto may still be clearing keeps its nights until the boleto's due date
 * (or the next bank day, when banks are closed on it) plus the clearing days, counted in bank days.
 */
export function expireUnpaidHolds(db: Executor, clock: Clock, holdHours: number): Promise<string[]> {
  const now = clock.now();
  return cancelExpiredHolds(db, {
    statuses: UNPAID_HOLD_STATUSES,
    approvedBefore: new Date(now.getTime() - holdHours * HOUR),
    boletoDueSince: boletoDueSince(todayIso(now), BOLETO_CLEARING_DAYS),
    reason: 'OTHER',
    details: HOLD_EXPIRED_DETAILS,
    cancelledAt: now,
  });
}

/**
 * The unpaid holds that expire within `reminderHours` and were not reminded yet; each is returned to
 * one sweep only, whatever the number of servers, so the e-mail goes out once.
 */
export function claimExpiringHolds(
  db: Executor,
  clock: Clock,
  hours: { holdHours: number; reminderHours: number },
): Promise<RentalRow[]> {
  const now = clock.now();
  return claimHoldReminders(db, {
    statuses: UNPAID_HOLD_STATUSES,
    approvedFrom: new Date(now.getTime() - hours.holdHours * HOUR),
    approvedUntil: new Date(now.getTime() - Math.max(0, hours.holdHours - hours.reminderHours) * HOUR),
    now,
  });
}
