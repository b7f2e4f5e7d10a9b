import type { PermissionEntry } from './has-permissions.ts';

/**
 * The back-office's areas: each is a permission `controller`, held for `read` and/or `write`. The
 * DASH module alone only lets a user into the back-office; every page and route also names its area.
 */
export const STAFF_AREAS = [
  'rentals',
  'calendar',
  'prices',
  'payments',
  'reports',
  'staff',
  'audit',
  'frontDesk',
  'ledger',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const STAFF_AREA_LABELS: Record<StaffArea, string> = {
  rentals: 'Locações',
  calendar: 'Calendário e bloqueios',
  prices: 'Preços',
  payments: 'Pagamentos',
  reports: 'Relatórios',
  staff: 'Equipe',
  audit: 'Auditoria',
  frontDesk: 'Recepção',
  ledger: 'Financeiro',
};

export const STAFF_ACCESS_LEVELS = ['read', 'write'] as const;
export type StaffAccess = (typeof STAFF_ACCESS_LEVELS)[number];

export const STAFF_ACCESS_LABELS: Record<StaffAccess, string> = { read: 'consultar', write: 'alterar' };

export const STAFF_ROLE_NAMES = ['ADMIN', 'BOOKINGS', 'FINANCE', 'FRONT_DESK'] as const;
export type StaffRole = (typeof STAFF_ROLE_NAMES)[number];

export interface StaffRoleDefinition {
  role: StaffRole;
  label: string;
  description: string;
  /** What the role may do in each area it reaches (areas left out are closed to it). */
  areas: Partial<Record<StaffArea, readonly StaffAccess[]>>;
}

const READ_WRITE: readonly StaffAccess[] = ['read', 'write'];
const READ: readonly StaffAccess[] = ['read'];

/** The named presets an administrator picks from when inviting someone or changing their role. */
export const STAFF_ROLES: Record<StaffRole, StaffRoleDefinition> = {
  ADMIN: {
    role: 'ADMIN',
    label: 'Administração',
    description:
      'Acesso completo: locações, calendário e bloqueios, preços, pagamentos, relatórios, financeiro, equipe e auditoria.',
    areas: Object.fromEntries(STAFF_AREAS.map((area) => [area, READ_WRITE])),
  },
  BOOKINGS: {
    role: 'BOOKINGS',
    label: 'Reservas',
    description:
      'Aprova e recusa locações, cuida do calendário e dos bloqueios; consulta preços e relatórios.',
    areas: { rentals: READ_WRITE, calendar: READ_WRITE, prices: READ, reports: READ },
  },
  FINANCE: {
    role: 'FINANCE',
    label: 'Financeiro',
    description:
      'Acompanha os pagamentos, dá baixa manual e registra reembolsos; consulta locações, relatórios, o balancete e o diário.',
    areas: { payments: READ_WRITE, reports: READ, rentals: READ, ledger: READ },
  },
  FRONT_DESK: {
    role: 'FRONT_DESK',
    label: 'Recepção',
    description:
      'Recebe os hóspedes: chegadas, saídas, check-in e check-out, lista da portaria e as locações de ontem a amanhã; consulta o calendário.',
    // Not the rentals area: that one reads every customer's file (decision 0017).
    areas: { frontDesk: READ_WRITE, calendar: READ },
  },
};

/** How long the link of an invitation to the staff can be used to set a password. */
export const STAFF_INVITATION_VALID_DAYS = 7;

/** Lets a user into the back-office at all (the spec's DASH permission). */
export const BACK_OFFICE_ACCESS: PermissionEntry = { module: 'DASH' };

/** The entry a route or page of `area` requires for `access`. `write` never implies `read`. */
export function areaPermission(area: StaffArea, access: StaffAccess): PermissionEntry {
  return { module: 'DASH', controller: area, access };
}

/** Every entry of the role: DASH itself, then each area and access it holds, in a stable order. */
export function staffPermissions(role: StaffRole): PermissionEntry[] {
  const { areas } = STAFF_ROLES[role];
  const entries: PermissionEntry[] = [BACK_OFFICE_ACCESS];
  for (const area of STAFF_AREAS)
    for (const access of STAFF_ACCESS_LEVELS)
      if (areas[area]?.includes(access)) entries.push(areaPermission(area, access));
  return entries;
}

function entryKey(entry: PermissionEntry): string {
  return `${entry.module}:${entry.controller ?? ''}:${entry.access ?? ''}`;
}

/** True for a back-office entry (module DASH), which a role change or a revocation replaces. */
export function isStaffPermission(entry: PermissionEntry): boolean {
  return entry.module === 'DASH';
}

/** The role whose entries the user's DASH entries are, exactly; null for none or a custom mix. */
export function roleOf(permissions: readonly PermissionEntry[] | null | undefined): StaffRole | null {
  const held = new Set((permissions ?? []).filter(isStaffPermission).map(entryKey));
  if (held.size === 0) return null;
  for (const role of STAFF_ROLE_NAMES) {
    const expected = staffPermissions(role).map(entryKey);
    if (expected.length === held.size && expected.every((key) => held.has(key))) return role;
  }
  return null;
}

/** The user's entries with the back-office ones replaced by `role`'s (none when `role` is null). */
export function withStaffRole<T extends PermissionEntry>(
  permissions: readonly T[] | null | undefined,
  role: StaffRole | null,
): PermissionEntry[] {
  const others: PermissionEntry[] = (permissions ?? []).filter((entry) => !isStaffPermission(entry));
  return role ? [...others, ...staffPermissions(role)] : others;
}
