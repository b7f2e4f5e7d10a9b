export { polyfillDialog } from '@/test/dialog-polyfill';

import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffMember, staffPermissions } from '@estadia/domain';

// Answers of the staff API for the tests, built from the domain's roles as the server builds them.

export const rolesJson = {
  items: STAFF_ROLE_NAMES.map((role) => ({
    role,
    label: STAFF_ROLES[role].label,
    description: STAFF_ROLES[role].description,
    permissions: staffPermissions(role),
  })),
};

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const role = overrides.role === undefined ? 'BOOKINGS' : overrides.role;
  return {
    id: '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
    name: 'Bruna Reservas',
    email: 'bruna@estadia.com.br',
    role,
    roleLabel: role ? STAFF_ROLES[role].label : null,
    permissions: role ? staffPermissions(role) : [],
    invitedAt: '2026-03-02T13:00:00.000Z',
    joinedAt: '2026-03-03T10:30:00.000Z',
    active: true,
    ...overrides,
  };
}
