import { CHECK_IN_TIME, isCancellable, type RentalStatus } from '@estadia/domain';
import { formatBrDateTimeAt } from './payment/countdown';

/** CDC art. 49: seven days to change one's mind after signing. */
export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalFacts {
  status: RentalStatus;
  startDate: string;
  contract: { signedAt?: string | null };
  checkedInAt?: string | null;
}

/** The check-in instant: the first day at CHECK_IN_TIME in Brasília (UTC−3, no daylight saving). */
function checkInInstant(startDate: string): number {
  return Date.parse(`${startDate}T${CHECK_IN_TIME}:00-03:00`);
}

/**
 * When the withdrawal right ends: 7 days after signing, or the check-in if that comes first. Null
 * without a signature.
 */
export function withdrawalDeadline(rental: Pick<WithdrawalFacts, 'startDate' | 'contract'>): Date | null {
  const signedAt = rental.contract.signedAt ? Date.parse(rental.contract.signedAt) : Number.NaN;
  if (Number.isNaN(signedAt)) return null;
  return new Date(Math.min(signedAt + WITHDRAWAL_DAYS * DAY_MS, checkInInstant(rental.startDate)));
}

/**
 * Whether a paid stay is still inside the withdrawal right: within 7 days of signing and before the
 * check-in. The server decides (a 409 says why when it does not); this only chooses whether the card
 * offers 'Cancelar' at all.
 */
export function withinWithdrawalRight(rental: WithdrawalFacts, now = Date.now()): boolean {
  if (rental.status !== 'RENTED' || rental.checkedInAt) return false;
  const signedAt = rental.contract.signedAt ? Date.parse(rental.contract.signedAt) : Number.NaN;
  if (Number.isNaN(signedAt)) return false;
  return now <= signedAt + WITHDRAWAL_DAYS * DAY_MS && now < checkInInstant(rental.startDate);
}

/** The deadline as the customer reads it, e.g. '17/03/2026 às 10:00'. */
export function withdrawalDeadlineText(
  rental: Pick<WithdrawalFacts, 'startDate' | 'contract'>,
): string | null {
  const deadline = withdrawalDeadline(rental);
  return deadline ? formatBrDateTimeAt(deadline.toISOString()) : null;
}

/** 'Cancelar' on a rental: always before it is paid, and once paid only within the withdrawal right. */
export function canCancel(rental: WithdrawalFacts, now = Date.now()): boolean {
  return isCancellable(rental.status) || withinWithdrawalRight(rental, now);
}
