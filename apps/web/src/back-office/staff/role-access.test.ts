import { staffPermissions } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { areaAccess, joinLabels, roleAreaSummary } from './role-access';

describe('role access', () => {
  it('tells what each area allows, write before read', () => {
    const bookings = staffPermissions('BOOKINGS');
    expect(areaAccess(bookings, 'rentals')).toBe('write');
    expect(areaAccess(bookings, 'prices')).toBe('read');
    expect(areaAccess(bookings, 'payments')).toBe('none');
    expect(roleAreaSummary(bookings)).toEqual({
      writes: ['Locações', 'Calendário e bloqueios'],
      reads: ['Preços', 'Relatórios'],
    });
  });

  it('joins labels as a sentence', () => {
    expect(joinLabels([])).toBe('');
    expect(joinLabels(['Preços'])).toBe('Preços');
    expect(joinLabels(['Locações', 'Preços', 'Relatórios'])).toBe('Locações, Preços e Relatórios');
  });
});
