import type { RentalStatus } from '@estadia/domain';

/** From payment on the stay is real: the rental has its own page (guests, arrival…); not before. */
const STAY_STATUSES: ReadonlySet<RentalStatus> = new Set([
  'WAITING_FOR_PAYMENT',
  'RENTED',
  'FINISHED',
  'DEFAULTER',
]);

export function hasStayPage(status: RentalStatus): boolean {
  return STAY_STATUSES.has(status);
}
