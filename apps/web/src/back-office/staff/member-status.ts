import { STAFF_INVITATION_VALID_DAYS, type StaffMember } from '@estadia/domain';
import type { BadgeTone } from '@/components/ui/badge';

export type MemberStatus = 'ACTIVE' | 'PENDING' | 'EXPIRED';

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: 'Ativo',
  PENDING: 'Convite pendente',
  EXPIRED: 'Convite expirado',
};

export const MEMBER_STATUS_TONES: Record<MemberStatus, BadgeTone> = {
  ACTIVE: 'success',
  PENDING: 'warning',
  EXPIRED: 'error',
};

const DAY_MS = 24 * 3_600_000;

/**
 * Active once the password is set; until then the invitation is pending, and expired when its link
 * no longer works (the server counts the same days from the invitation), so it must be sent again.
 */
export function memberStatus(
  member: Pick<StaffMember, 'active' | 'invitedAt'>,
  now: Date = new Date(),
): MemberStatus {
  if (member.active) return 'ACTIVE';
  if (!member.invitedAt) return 'PENDING';
  const expiresAt = new Date(member.invitedAt).getTime() + STAFF_INVITATION_VALID_DAYS * DAY_MS;
  return now.getTime() >= expiresAt ? 'EXPIRED' : 'PENDING';
}
