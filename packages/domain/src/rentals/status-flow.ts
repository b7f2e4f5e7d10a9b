import type { RentalStatus } from '../enums/rental-statuses.ts';

/**
 * UNFINISHED → WAITING_APPROVAL → WAITING_FOR_SIGNATURE → WAITING_FOR_PAYMENT → RENTED → FINISHED;
 * CANCELLED from any state before RENTED (the customer cancels, the provider rejects, or an unpaid hold
 * expires), and from RENTED under the withdrawal right (rentals/withdrawal.ts); DEFAULTER when a monthly boleto of a RENTED stay is overdue, back to RENTED once paid, and
 * FINISHED when the stay ends.
 */
const NEXT_STATUSES: Record<RentalStatus, readonly RentalStatus[]> = {
  UNFINISHED: ['WAITING_APPROVAL', 'CANCELLED'],
  WAITING_APPROVAL: ['WAITING_FOR_SIGNATURE', 'CANCELLED'],
  // A post-paid lease (rent-regime.ts) owes nothing before the keys: signing it makes it RENTED.
  WAITING_FOR_SIGNATURE: ['WAITING_FOR_PAYMENT', 'RENTED', 'CANCELLED'],
  WAITING_FOR_PAYMENT: ['RENTED', 'CANCELLED'],
  RENTED: ['FINISHED', 'DEFAULTER', 'CANCELLED'],
  DEFAULTER: ['RENTED', 'FINISHED'],
  FINISHED: [],
  CANCELLED: [],
};

export function nextStatuses(from: RentalStatus): readonly RentalStatus[] {
  return NEXT_STATUSES[from];
}

export function canTransition(from: RentalStatus, to: RentalStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export const CANCELLABLE_STATUSES: readonly RentalStatus[] = [
  'UNFINISHED',
  'WAITING_APPROVAL',
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
];

export function isCancellable(status: RentalStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** Statuses whose nights are taken in the apartment's calendar (a draft holds none; a cancellation frees them). */
export const NIGHT_HOLDING_STATUSES: readonly RentalStatus[] = [
  'WAITING_APPROVAL',
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
  'RENTED',
  'DEFAULTER',
  'FINISHED',
];

export function holdsNights(status: RentalStatus): boolean {
  return NIGHT_HOLDING_STATUSES.includes(status);
}

export function isTerminalStatus(status: RentalStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}
