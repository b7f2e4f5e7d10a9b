import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES, type RentalStatus } from '../enums/rental-statuses.ts';
import { canTransition, holdsNights, isCancellable, isTerminalStatus, nextStatuses } from './status-flow.ts';

describe('canTransition', () => {
  it('follows the happy path one step at a time', () => {
    const path: RentalStatus[] = [
      'UNFINISHED',
      'WAITING_APPROVAL',
      'WAITING_FOR_SIGNATURE',
      'WAITING_FOR_PAYMENT',
      'RENTED',
      'FINISHED',
    ];
    for (let index = 0; index + 1 < path.length; index++) {
      expect(canTransition(path[index]!, path[index + 1]!)).toBe(true);
    }
  });

  it('does not skip steps or go back', () => {
    expect(canTransition('UNFINISHED', 'RENTED')).toBe(false);
    expect(canTransition('WAITING_APPROVAL', 'WAITING_FOR_PAYMENT')).toBe(false);
    expect(canTransition('WAITING_FOR_PAYMENT', 'WAITING_APPROVAL')).toBe(false);
    expect(canTransition('RENTED', 'UNFINISHED')).toBe(false);
  });

  it('cancels freely before RENTED, and from RENTED only under the withdrawal right', () => {
    for (const status of RENTAL_STATUSES) {
      const beforeRented = [
        'UNFINISHED',
        'WAITING_APPROVAL',
        'WAITING_FOR_SIGNATURE',
        'WAITING_FOR_PAYMENT',
      ].includes(status);
      expect(canTransition(status, 'CANCELLED')).toBe(beforeRented || status === 'RENTED');
      expect(isCancellable(status)).toBe(beforeRented);
    }
  });

  it('marks an overdue RENTED stay as DEFAULTER, and back once paid', () => {
    expect(canTransition('RENTED', 'DEFAULTER')).toBe(true);
    expect(canTransition('DEFAULTER', 'RENTED')).toBe(true);
    expect(canTransition('DEFAULTER', 'FINISHED')).toBe(true);
    expect(canTransition('WAITING_FOR_PAYMENT', 'DEFAULTER')).toBe(false);
  });

  it('ends at FINISHED and CANCELLED', () => {
    for (const status of RENTAL_STATUSES) {
      expect(canTransition('FINISHED', status)).toBe(false);
      expect(canTransition('CANCELLED', status)).toBe(false);
      expect(canTransition(status, status)).toBe(false);
    }
    expect(isTerminalStatus('FINISHED')).toBe(true);
    expect(isTerminalStatus('CANCELLED')).toBe(true);
    expect(isTerminalStatus('RENTED')).toBe(false);
  });

  it('lists the next statuses', () => {
    expect(nextStatuses('WAITING_FOR_PAYMENT')).toEqual(['RENTED', 'CANCELLED']);
  });
});

describe('holdsNights', () => {
  it('is false for a draft and a cancellation, true once submitted', () => {
    expect(holdsNights('UNFINISHED')).toBe(false);
    expect(holdsNights('CANCELLED')).toBe(false);
    expect(holdsNights('WAITING_APPROVAL')).toBe(true);
    expect(holdsNights('RENTED')).toBe(true);
  });
});
