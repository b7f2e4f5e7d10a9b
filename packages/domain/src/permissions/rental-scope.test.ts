import { describe, expect, it } from 'vitest';
import { dayInScope, frontDeskWindow, rentalScopeOf, stayTouches } from './rental-scope.ts';
import { staffPermissions } from './staff-roles.ts';

describe('the rentals a staff member reads (decision 0017)', () => {
  it('gives the rentals area every rental and the front desk alone yesterday to tomorrow', () => {
    for (const role of ['ADMIN', 'BOOKINGS', 'FINANCE'] as const)
      expect(rentalScopeOf({ permissions: staffPermissions(role) }, '2026-03-01')).toEqual({ kind: 'all' });
    expect(rentalScopeOf({ permissions: staffPermissions('FRONT_DESK') }, '2026-03-01')).toEqual({
      kind: 'frontDesk',
      window: { from: '2026-02-28', to: '2026-03-02' },
    });
    expect(rentalScopeOf({ permissions: [{ module: 'DASH' }] }, '2026-03-01')).toBeNull();
    expect(rentalScopeOf(null, '2026-03-01')).toBeNull();
  });

  it('counts a stay that touches the window by its first or its check-out day', () => {
    const window = frontDeskWindow('2026-03-01');
    expect(stayTouches({ startDate: '2026-03-02', endDate: '2026-03-05' }, window)).toBe(true);
    expect(stayTouches({ startDate: '2026-02-20', endDate: '2026-02-28' }, window)).toBe(true);
    expect(stayTouches({ startDate: '2026-02-01', endDate: '2026-04-01' }, window)).toBe(true);
    expect(stayTouches({ startDate: '2026-03-03', endDate: '2026-03-05' }, window)).toBe(false);
    expect(stayTouches({ startDate: '2026-02-20', endDate: '2026-02-27' }, window)).toBe(false);
  });

  it('lets the front desk look at its three days only', () => {
    const scope = { kind: 'frontDesk', window: frontDeskWindow('2026-03-01') } as const;
    expect(['2026-02-28', '2026-03-01', '2026-03-02'].every((day) => dayInScope(scope, day))).toBe(true);
    expect(dayInScope(scope, '2026-02-27')).toBe(false);
    expect(dayInScope(scope, '2026-03-03')).toBe(false);
    expect(dayInScope({ kind: 'all' }, '2030-01-01')).toBe(true);
  });
});
