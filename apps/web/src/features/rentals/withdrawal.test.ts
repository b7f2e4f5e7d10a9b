import { describe, expect, it } from 'vitest';
import { canCancel, withdrawalDeadlineText, withinWithdrawalRight } from './withdrawal';

const paid = {
  status: 'RENTED' as const,
  startDate: '2026-03-20',
  contract: { signedAt: '2026-03-10T13:00:00.000Z' },
};

describe('withdrawal right', () => {
  it('lets a paid stay be cancelled within 7 days of signing and before check-in', () => {
    expect(withinWithdrawalRight(paid, Date.parse('2026-03-12T12:00:00Z'))).toBe(true);
    expect(withinWithdrawalRight(paid, Date.parse('2026-03-17T13:00:00Z'))).toBe(true);
    // Seven days and a minute after signing.
    expect(withinWithdrawalRight(paid, Date.parse('2026-03-17T13:01:00Z'))).toBe(false);
  });

  it('ends at the check-in, 14:00 in Brasília, even within the 7 days', () => {
    const soon = { ...paid, startDate: '2026-03-12' };
    expect(withinWithdrawalRight(soon, Date.parse('2026-03-12T16:59:00Z'))).toBe(true);
    expect(withinWithdrawalRight(soon, Date.parse('2026-03-12T17:00:00Z'))).toBe(false);
    expect(
      withinWithdrawalRight(
        { ...soon, checkedInAt: '2026-03-12T15:00:00Z' },
        Date.parse('2026-03-12T16:00:00Z'),
      ),
    ).toBe(false);
  });

  it('never applies to other statuses, nor without a signature', () => {
    const now = Date.parse('2026-03-11T12:00:00Z');
    expect(withinWithdrawalRight({ ...paid, status: 'DEFAULTER' }, now)).toBe(false);
    expect(withinWithdrawalRight({ ...paid, contract: { signedAt: null } }, now)).toBe(false);
  });

  it('keeps cancelling open before payment, whatever the dates', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(canCancel({ ...paid, status: 'WAITING_FOR_PAYMENT' }, now)).toBe(true);
    expect(canCancel(paid, now)).toBe(false);
    expect(canCancel({ ...paid, status: 'FINISHED' }, now)).toBe(false);
  });

  it('names the deadline: 7 days after signing, or the check-in when sooner', () => {
    expect(withdrawalDeadlineText(paid)).toBe('17/03/2026 às 10:00');
    expect(withdrawalDeadlineText({ ...paid, startDate: '2026-03-12' })).toBe('12/03/2026 às 14:00');
    expect(withdrawalDeadlineText({ ...paid, contract: { signedAt: null } })).toBeNull();
  });
});
