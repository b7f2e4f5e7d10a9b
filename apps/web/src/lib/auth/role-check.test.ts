import { describe, expect, it } from 'vitest';
import { assertRoleAllowed, USER_ROLE_NOT_ALLOWED, UserRoleNotAllowedError } from './role-check';

describe('assertRoleAllowed', () => {
  const customer = { permissions: [{ module: 'WEB' as const }] };
  const staff = { permissions: [{ module: 'DASH' as const }] };

  it('lets everyone into the user build', () => {
    expect(() => assertRoleAllowed('user', customer)).not.toThrow();
    expect(() => assertRoleAllowed('user', { permissions: [] })).not.toThrow();
  });

  it('refuses users without the DASH module in the admin build', () => {
    expect(() => assertRoleAllowed('admin', staff)).not.toThrow();
    let caught: unknown;
    try {
      assertRoleAllowed('admin', customer);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UserRoleNotAllowedError);
    expect(caught).toMatchObject({
      code: USER_ROLE_NOT_ALLOWED,
      message: 'Você não tem permissão para realizar esta ação.',
    });
  });
});
