import { hasPermissions, PERMISSION_DENIED_MESSAGE, type PermissionEntry } from '@estadia/domain';
import type { ProjectType } from '@/config/env';

export const USER_ROLE_NOT_ALLOWED = 'USER_ROLE_NOT_ALLOWED';

/** Raised locally after a login the admin build must refuse (spec §5, §8). */
export class UserRoleNotAllowedError extends Error {
  readonly code = USER_ROLE_NOT_ALLOWED;

  constructor() {
    super(PERMISSION_DENIED_MESSAGE);
    this.name = 'UserRoleNotAllowedError';
  }
}

const DASH: PermissionEntry[] = [{ module: 'DASH' }];

/** In the admin build only users with the DASH module may log in; the user build takes everyone. */
export function assertRoleAllowed(
  projectType: ProjectType,
  user: { permissions?: readonly PermissionEntry[] | null },
): void {
  if (projectType === 'admin' && !hasPermissions(user, DASH)) throw new UserRoleNotAllowedError();
}
