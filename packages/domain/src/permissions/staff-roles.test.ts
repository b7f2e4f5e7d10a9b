import { describe, expect, it } from 'vitest';
import { hasPermissions } from './has-permissions.ts';
import {
  areaPermission,
  roleOf,
  STAFF_AREA_LABELS,
  STAFF_AREAS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  staffPermissions,
  withStaffRole,
} from './staff-roles.ts';

describe('staff roles', () => {
  it('give ADMIN every area, read and write, after DASH itself', () => {
    const entries = staffPermissions('ADMIN');
    expect(entries[0]).toEqual({ module: 'DASH' });
    expect(entries).toHaveLength(1 + STAFF_AREAS.length * 2);
    for (const area of STAFF_AREAS) {
      expect(hasPermissions({ permissions: entries }, [areaPermission(area, 'read')])).toBe(true);
      expect(hasPermissions({ permissions: entries }, [areaPermission(area, 'write')])).toBe(true);
    }
  });

  it('keep BOOKINGS out of payments and FINANCE out of the calendar', () => {
    const bookings = { permissions: staffPermissions('BOOKINGS') };
    const finance = { permissions: staffPermissions('FINANCE') };
    expect(hasPermissions(bookings, [areaPermission('calendar', 'write')])).toBe(true);
    expect(hasPermissions(bookings, [areaPermission('prices', 'read')])).toBe(true);
    expect(hasPermissions(bookings, [areaPermission('prices', 'write')])).toBe(false);
    expect(hasPermissions(bookings, [areaPermission('payments', 'write')])).toBe(false);
    expect(hasPermissions(finance, [areaPermission('payments', 'write')])).toBe(true);
    expect(hasPermissions(finance, [areaPermission('rentals', 'read')])).toBe(true);
    expect(hasPermissions(finance, [areaPermission('rentals', 'write')])).toBe(false);
    expect(hasPermissions(finance, [areaPermission('calendar', 'write')])).toBe(false);
    expect(hasPermissions(finance, [areaPermission('staff', 'read')])).toBe(false);
  });

  it('have Portuguese labels and descriptions', () => {
    expect(STAFF_ROLE_NAMES.map((role) => STAFF_ROLES[role].label)).toEqual([
      'Administração',
      'Reservas',
      'Financeiro',
      'Recepção',
    ]);
    for (const role of STAFF_ROLE_NAMES) expect(STAFF_ROLES[role].description.length).toBeGreaterThan(20);
  });

  it('are recognised from the entries a user holds exactly, in any order, beside non-staff entries', () => {
    for (const role of STAFF_ROLE_NAMES) {
      expect(roleOf(staffPermissions(role))).toBe(role);
      expect(roleOf([{ module: 'WEB' }, ...staffPermissions(role).reverse()])).toBe(role);
    }
    expect(roleOf([])).toBeNull();
    expect(roleOf(null)).toBeNull();
    expect(roleOf([{ module: 'WEB' }])).toBeNull();
    expect(roleOf([{ module: 'DASH' }])).toBeNull();
    expect(roleOf([...staffPermissions('FINANCE'), areaPermission('staff', 'read')])).toBeNull();
  });

  it('replace only the back-office entries when a role changes or is removed', () => {
    const user = [{ module: 'WEB' as const }, ...staffPermissions('ADMIN')];
    expect(withStaffRole(user, 'FINANCE')).toEqual([{ module: 'WEB' }, ...staffPermissions('FINANCE')]);
    expect(withStaffRole(user, null)).toEqual([{ module: 'WEB' }]);
    expect(withStaffRole(undefined, 'BOOKINGS')).toEqual(staffPermissions('BOOKINGS'));
  });
});

describe('the front-desk role', () => {
  it('runs the front desk and reads the calendar, not the rentals area (decision 0017)', () => {
    expect(staffPermissions('FRONT_DESK')).toEqual([
      { module: 'DASH' },
      { module: 'DASH', controller: 'calendar', access: 'read' },
      { module: 'DASH', controller: 'frontDesk', access: 'read' },
      { module: 'DASH', controller: 'frontDesk', access: 'write' },
    ]);
  });
});

describe('the ledger area', () => {
  it('is read by FINANCE and ADMIN only, and called Financeiro', () => {
    expect(STAFF_AREA_LABELS.ledger).toBe('Financeiro');
    const read = [areaPermission('ledger', 'read')];
    expect(hasPermissions({ permissions: staffPermissions('FINANCE') }, read)).toBe(true);
    expect(hasPermissions({ permissions: staffPermissions('ADMIN') }, read)).toBe(true);
    expect(
      hasPermissions({ permissions: staffPermissions('FINANCE') }, [areaPermission('ledger', 'write')]),
    ).toBe(false);
    expect(hasPermissions({ permissions: staffPermissions('BOOKINGS') }, read)).toBe(false);
    expect(hasPermissions({ permissions: staffPermissions('FRONT_DESK') }, read)).toBe(false);
  });
});
