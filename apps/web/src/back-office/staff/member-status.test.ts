import { describe, expect, it } from 'vitest';
import { memberStatus } from './member-status';

const invitedAt = '2026-03-02T13:00:00.000Z';

describe('memberStatus', () => {
  it('is active once the password is set, pending for 7 days, then expired', () => {
    expect(memberStatus({ active: true, invitedAt })).toBe('ACTIVE');
    expect(memberStatus({ active: true, invitedAt: null })).toBe('ACTIVE');
    expect(memberStatus({ active: false, invitedAt }, new Date('2026-03-09T12:59:59.000Z'))).toBe('PENDING');
    expect(memberStatus({ active: false, invitedAt }, new Date('2026-03-09T13:00:00.000Z'))).toBe('EXPIRED');
  });
});
