import {
  cancellationVerdict,
  withdrawalDeadline as deadlineAfterSigning,
  type RentalStatus,
} from '@estadia/domain';
import { formatBrDateTimeAt } from '@/lib/countdown';

export interface WithdrawalFacts {
  status: RentalStatus;
  startDate: string;
  contract: { signedAt?: string | null };
  checkedInAt?: string | null;
}

/** The domain's verdict (the same rule the API applies) for the rental as the client holds it. */
function verdict(rental: WithdrawalFacts, now: number) {
  return cancellationVerdict(
    {
      status: rental.status,
      startDate: rental.startDate,
      signedAt: rental.contract.signedAt ? new Date(rental.contract.signedAt) : null,
      checkedInAt: rental.checkedInAt ? new Date(rental.checkedInAt) : null,
    },
    new Date(now),
  );
}

/**
 * Whether a paid stay is still inside the withdrawal right (CDC art. 49): within 7 days of signing and
 * before the check-in. The server decides again when asked (a 409 says why when it does not); this
 * only chooses whether the screens offer 'Cancelar' at all.
 */
export function withinWithdrawalRight(rental: WithdrawalFacts, now = Date.now()): boolean {
  const answer = verdict(rental, now);
  return answer.cancellable && answer.withdrawal;
}

/** 'Cancelar' on a rental: always before it is paid, and once paid only within the withdrawal right. */
export function canCancel(rental: WithdrawalFacts, now = Date.now()): boolean {
  return verdict(rental, now).cancellable;
}

/**
 * When the withdrawal right ends: 7 days after signing, or the check-in if that comes first. Null
 * without a signature.
 */
export function withdrawalDeadline(rental: Pick<WithdrawalFacts, 'startDate' | 'contract'>): Date | null {
  const signedAt = rental.contract.signedAt ? new Date(rental.contract.signedAt) : null;
  if (!signedAt || Number.isNaN(signedAt.getTime())) return null;
  return deadlineAfterSigning({ startDate: rental.startDate, signedAt });
}

/** The deadline as the customer reads it, e.g. '17/03/2026 às 10:00'. */
export function withdrawalDeadlineText(
  rental: Pick<WithdrawalFacts, 'startDate' | 'contract'>,
): string | null {
  const deadline = withdrawalDeadline(rental);
  return deadline ? formatBrDateTimeAt(deadline) : null;
}
