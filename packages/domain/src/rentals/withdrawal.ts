import { formatBrDateTime } from '../dates/br-date-time.ts';
import { CHECK_IN_TIME } from '../dates/check-times.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import type { RentalStatus } from '../enums/rental-statuses.ts';
import { isCancellable } from './status-flow.ts';
import { rentalStatusLabel } from './status-table.ts';

/** CDC art. 49: a contract made away from the provider's premises may be withdrawn from within 7 days. */
export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The check-in instant: the first day at CHECK_IN_TIME in Brasília (UTC−3, no daylight saving since 2019). */
export function checkInInstant(startDate: IsoDate): Date {
  return new Date(`${startDate}T${CHECK_IN_TIME}:00-03:00`);
}

/** When the withdrawal right ends: WITHDRAWAL_DAYS after signing, or the check-in if that comes first. */
export function withdrawalDeadline(rental: { startDate: IsoDate; signedAt: Date }): Date {
  return new Date(
    Math.min(
      rental.signedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS,
      checkInInstant(rental.startDate).getTime(),
    ),
  );
}

export interface CancellationFacts {
  status: RentalStatus;
  startDate: IsoDate;
  /** When the contract was signed (null before). */
  signedAt: Date | null;
  /** When the front desk checked the guest in (null before). */
  checkedInAt: Date | null;
}

export type CancellationVerdict =
  /** `withdrawal`: a paid stay cancelled under the withdrawal right (everything paid back, access code revoked). */
  | { cancellable: true; withdrawal: boolean }
  /** Why not, in Portuguese, for the 409 and the preview. */
  | { cancellable: false; reason: string };

/**
 * Whether the customer may cancel now. Before RENTED always (nothing is confirmed yet). Once RENTED only
 * under the withdrawal right the cancellation policy states: within 7 days of signing the contract and
 * before the check-in (CDC art. 49). Any other status, never through the site.
 */
export function cancellationVerdict(rental: CancellationFacts, now: Date): CancellationVerdict {
  if (isCancellable(rental.status)) return { cancellable: true, withdrawal: false };
  if (rental.status === 'CANCELLED') return { cancellable: false, reason: 'Esta locação já está cancelada.' };
  const talkToUs = 'Para cancelar, fale com a nossa equipe.';
  if (rental.status !== 'RENTED') {
    return {
      cancellable: false,
      reason: `Esta locação não pode mais ser cancelada pelo site (status "${rentalStatusLabel(rental.status)}"). ${talkToUs}`,
    };
  }
  const checkIn = checkInInstant(rental.startDate);
  if (rental.checkedInAt || now.getTime() >= checkIn.getTime()) {
    return {
      cancellable: false,
      reason:
        `A estadia já começou (check-in em ${formatBrDateTime(checkIn, { seconds: false })}): o direito de ` +
        `desistência (art. 49 do CDC) vale só antes do check-in. ${talkToUs}`,
    };
  }
  if (!rental.signedAt)
    return { cancellable: false, reason: `Esta locação não tem contrato assinado. ${talkToUs}` };
  const deadline = new Date(rental.signedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  if (now.getTime() > deadline.getTime()) {
    return {
      cancellable: false,
      reason:
        `O prazo de desistência de ${WITHDRAWAL_DAYS} dias após a assinatura do contrato (art. 49 do CDC) ` +
        `terminou em ${formatBrDateTime(deadline, { seconds: false })}. ${talkToUs}`,
    };
  }
  return { cancellable: true, withdrawal: true };
}
