import { describe, expect, it } from 'vitest';
import { hasPermissions, PERMISSION_DENIED_MESSAGE } from './has-permissions.ts';

const user = {
  permissions: [
    { module: 'WEB' as const },
    { module: 'DASH' as const, controller: 'rentals', access: 'read' },
  ],
};

describe('hasPermissions', () => {
  it('passes when nothing is required', () => {
    expect(hasPermissions(user, [])).toBe(true);
    expect(hasPermissions(null, undefined)).toBe(true);
  });

  it('matches on module alone when the requirement names only the module', () => {
    expect(hasPermissions(user, [{ module: 'WEB' }])).toBe(true);
    expect(hasPermissions(user, [{ module: 'DASH' }])).toBe(true);
    expect(hasPermissions(user, [{ module: 'APP' }])).toBe(false);
  });

  it('also matches controller and access when given', () => {
    expect(hasPermissions(user, [{ module: 'DASH', controller: 'rentals' }])).toBe(true);
    expect(hasPermissions(user, [{ module: 'DASH', controller: 'rentals', access: 'read' }])).toBe(true);
    expect(hasPermissions(user, [{ module: 'DASH', controller: 'rentals', access: 'write' }])).toBe(false);
    expect(hasPermissions(user, [{ module: 'DASH', controller: 'users' }])).toBe(false);
    expect(hasPermissions(user, [{ module: 'WEB', controller: 'rentals' }])).toBe(false);
  });

  it('needs every requirement', () => {
    expect(hasPermissions(user, [{ module: 'WEB' }, { module: 'DASH' }])).toBe(true);
    expect(hasPermissions(user, [{ module: 'WEB' }, { module: 'APP' }])).toBe(false);
  });

  it('refuses a user without permissions, or no user, when something is required', () => {
    expect(hasPermissions({ permissions: [] }, [{ module: 'WEB' }])).toBe(false);
    expect(hasPermissions({}, [{ module: 'WEB' }])).toBe(false);
    expect(hasPermissions(null, [{ module: 'WEB' }])).toBe(false);
  });

  it('has the Portuguese refusal message', () => {
    expect(PERMISSION_DENIED_MESSAGE).toBe('Você não tem permissão para realizar esta ação.');
  });
});
